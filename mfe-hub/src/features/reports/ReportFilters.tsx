/**
 * The filter row of the period detail and the sales page: from/to days, one grouping choice, the
 * staff's group choice, the export button, and the server's message when it refuses the range
 * (`FilterBar` of @nurly/shared).
 */
import { useTranslation } from 'react-i18next';
import { DateRangeFilter, ExportButton, FilterBar, SelectFilter } from '@nurly/shared';
import { GroupSelect, type ReportGroup } from './GroupSelect';

type Key<Choice extends string> = 'from' | 'to' | 'group_id' | Choice;

interface Props<Choice extends string> {
  /** Prefix of the controls' test ids (`period-from`, `sales-unit`, …). */
  testPrefix: string;
  filters: Record<Key<Choice>, string>;
  setFilter: (key: Key<Choice>, value: string) => void;
  choice: { key: Choice; label: string; value: string; options: readonly { value: string; label: string }[]; minW: string };
  choosesGroup: boolean;
  /** The group the report reads (`useReportGroup`): the picker shows it, its list's failure shows here. */
  group: ReportGroup;
  exportPath: string;
  exportParams: Record<string, unknown>;
  exportName: string;
  error: unknown;
}

export function ReportFilters<Choice extends string>(props: Props<Choice>) {
  const { testPrefix, filters, setFilter, choice, choosesGroup, group } = props;
  const { t } = useTranslation('hub');
  return (
    <FilterBar
      end={<ExportButton path={props.exportPath} params={props.exportParams} fallbackName={props.exportName} />}
      error={props.error ?? group.error}
      errorTestId={`${testPrefix}-error`}
    >
      <DateRangeFilter
        fromLabel={t('reports.filters.from')}
        toLabel={t('reports.filters.to')}
        from={filters.from}
        to={filters.to}
        onChange={({ from, to }) => {
          setFilter('from', from);
          setFilter('to', to);
        }}
        testIdPrefix={testPrefix}
      />
      <SelectFilter
        label={choice.label}
        options={choice.options}
        value={choice.value}
        onChange={(value) => setFilter(choice.key, value)}
        minW={choice.minW}
        maxW="none"
        testId={`${testPrefix}-${choice.key}`}
      />
      {choosesGroup ? (
        <GroupSelect value={group.groupId ?? ''} onChange={(groupId) => setFilter('group_id', groupId)} testId={`${testPrefix}-group-id`} />
      ) : null}
    </FilterBar>
  );
}
