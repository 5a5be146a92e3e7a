/**
 * The filter row of the period detail and the sales page: from/to days, one grouping choice, the
 * staff's group choice, the export button, and the server's message when it refuses the range.
 */
import { Alert, Box, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton, errorMessage } from '@nurly/shared';
import { GroupSelect } from './GroupSelect';

type Key<Choice extends string> = 'from' | 'to' | 'group_id' | Choice;

interface Props<Choice extends string> {
  /** Prefix of the controls' test ids (`period-from`, `sales-unit`, …). */
  testPrefix: string;
  filters: Record<Key<Choice>, string>;
  setFilter: (key: Key<Choice>, value: string) => void;
  choice: { key: Choice; label: string; value: string; options: readonly { value: string; label: string }[]; minW: string };
  choosesGroup: boolean;
  exportPath: string;
  exportParams: Record<string, unknown>;
  exportName: string;
  error: unknown;
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {label}
      </Text>
      {children}
    </Box>
  );
}

export function ReportFilters<Choice extends string>(props: Props<Choice>) {
  const { testPrefix, filters, setFilter, choice, choosesGroup, error } = props;
  const { t } = useTranslation('hub');
  const dateInput = (key: 'from' | 'to') => (
    <Labelled label={t(`reports.filters.${key}`)}>
      <Input
        size="sm"
        type="date"
        aria-label={t(`reports.filters.${key}`)}
        value={filters[key]}
        onChange={(event) => setFilter(key, event.target.value)}
        data-testid={`${testPrefix}-${key}`}
      />
    </Labelled>
  );
  return (
    <>
      <Flex gap="3" wrap="wrap" align="end">
        {dateInput('from')}
        {dateInput('to')}
        <Labelled label={choice.label}>
          <NativeSelect.Root size="sm" minW={choice.minW}>
            <NativeSelect.Field
              aria-label={choice.label}
              value={choice.value}
              onChange={(event) => setFilter(choice.key, event.currentTarget.value)}
              data-testid={`${testPrefix}-${choice.key}`}
            >
              {choice.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Labelled>
        {choosesGroup ? (
          <GroupSelect value={filters.group_id} onChange={(groupId) => setFilter('group_id', groupId)} testId={`${testPrefix}-group-id`} />
        ) : null}
        <Box flex="1" />
        <ExportButton path={props.exportPath} params={props.exportParams} fallbackName={props.exportName} />
      </Flex>
      {error ? (
        <Alert.Root status="error" data-testid={`${testPrefix}-error`}>
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
