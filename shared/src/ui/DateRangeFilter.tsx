/**
 * A report's from/to days with quick choices (오늘, 어제, 최근 7일, 이번 달, 지난 달: Seoul days, both
 * ends set at once). A range the report rule refuses (contracts' `dateRangeProblem`: it starts after it
 * ends, or is longer than REPORT_MAX_DAYS) is refused here: the inputs show what was typed, the rule's message
 * under them says why, and the page's filters (and so the request) keep the last valid range until the
 * user fixes it — the server checks the same rule and would refuse it with a 400.
 */
import { Button, Flex, Group, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateRangeProblem, REPORT_MAX_DAYS } from '@nurly/contracts';
import { DAY_RANGE_PRESETS, presetRange, type DayRange } from '../server-state/reportRanges';
import { DateFilter } from './FilterBar';

export interface DateRangeFilterProps {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  /** Called with both ends: a quick choice, or a typed day that leaves the range in order. */
  onChange: (range: DayRange) => void;
  /** Test ids `<prefix>-from`, `<prefix>-to`, `<prefix>-preset-<choice>`, `<prefix>-range-error`. */
  testIdPrefix?: string;
  /** Shows the quick choices (default true). */
  presets?: boolean;
  /** The clock the quick choices count from (tests). */
  now?: () => Date;
}

export function DateRangeFilter({ fromLabel, toLabel, from, to, onChange, testIdPrefix, presets = true, now }: DateRangeFilterProps) {
  const { t } = useTranslation('common');
  const errorId = useId();
  // A typed range the bar refused: shown in the inputs, not sent.
  const [refused, setRefused] = useState<DayRange | null>(null);
  useEffect(() => setRefused(null), [from, to]);
  const shown = refused ?? { from, to };
  const problemOf = (range: DayRange) => dateRangeProblem(range.from, range.to);
  const problem = problemOf(shown);
  const inverted = problem !== undefined;
  const testId = (suffix: string) => (testIdPrefix ? `${testIdPrefix}-${suffix}` : undefined);

  const change = (next: DayRange) => {
    if (problemOf(next)) {
      setRefused(next);
      return;
    }
    setRefused(null);
    onChange(next);
  };

  return (
    <Stack gap="1">
      <Flex gap="3" wrap="wrap" align="end">
        <DateFilter
          label={fromLabel}
          value={shown.from}
          onChange={(value) => change({ ...shown, from: value })}
          invalid={inverted}
          describedBy={errorId}
          testId={testId('from')}
        />
        <DateFilter
          label={toLabel}
          value={shown.to}
          onChange={(value) => change({ ...shown, to: value })}
          invalid={inverted}
          describedBy={errorId}
          testId={testId('to')}
        />
        {presets ? (
          <Group role="group" aria-label={t('dateRange.presets')} attached={false} gap="1" wrap="wrap">
            {DAY_RANGE_PRESETS.map((preset) => {
              const range = presetRange(preset, now?.());
              const active = !inverted && range.from === from && range.to === to;
              return (
                <Button
                  key={preset}
                  size="sm"
                  variant={active ? 'solid' : 'outline'}
                  aria-pressed={active}
                  onClick={() => change(presetRange(preset, now?.()))}
                  data-testid={testId(`preset-${preset}`)}
                >
                  {t(`dateRange.${preset}`)}
                </Button>
              );
            })}
          </Group>
        ) : null}
      </Flex>
      {problem ? (
        <Text id={errorId} role="alert" fontSize="sm" color="fg.error" data-testid={testId('range-error')}>
          {t(`dateRange.problems.${problem.code}`, { max: REPORT_MAX_DAYS })}
        </Text>
      ) : null}
    </Stack>
  );
}
