/**
 * `/` settlement history (docs/decisions/money-loop.md#readers): the days of the chosen range (default the
 * last 14, Seoul days) for one app or all of them, with totals, a payout bar per day and per day
 * clicks, completions, rejections, payout, settled or not yet (today is never settled) and the
 * postback delivery counts. By placement (the publisher API's sub_id): a row per day and placement,
 * or one placement only. Filters live in the URL; the export repeats them. The header links to the
 * monthly statements (정산서) and the apps page.
 */
import { Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  DataTable,
  DateRangeFilter,
  ExportButton,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  formatDate,
  formatNumber,
  formatWon,
  type DataTableColumn,
} from '@nurly/shared';
import type { SettlementDay } from '@nurly/contracts/schemas';
import { StatusChip } from '../../ui/StatusChip';
import { useAppOptions } from '../../lib/appOptions';
import { DailyPayoutBars } from './DailyPayoutBars';
import { SETTLEMENTS_PATH, useSettlementFilters, useSettlementHistory } from './api';

export default function SettlementPage() {
  const { t } = useTranslation('offerwall');
  const { filters, params, setFilter, setFilters } = useSettlementFilters();
  const { data, isLoading } = useSettlementHistory(params);
  const apps = useAppOptions();
  const days = data?.results ?? [];
  const byPlacement = Boolean(params.group_by || params.sub_id);
  // Newest day first; a day's placements in the server's order (no sub_id first).
  const newestFirst = [...days].sort((a, b) => b.day.localeCompare(a.day));
  const chartDays = useMemo(() => perDay(data?.results ?? []), [data]);
  const totals = data?.totals ?? { clicks: 0, completions: 0, rejections: 0, payout: 0 };

  // Columns keep their identity between renders: DataTable renders each cell function as a component, so a new
  // function would remount every cell (losing focus and the element a click is aimed at).
  const columns = useMemo<DataTableColumn<SettlementDay>[]>(
    () => [
      { key: 'day', header: t('columns.day'), cell: (row) => formatDate(row.day) },
      ...(byPlacement
        ? [{ key: 'sub_id', header: t('columns.subId'), cell: (row: SettlementDay) => row.sub_id ?? t('settlement.noSubId') }]
        : []),
      { key: 'clicks', header: t('columns.clicks'), align: 'end', cell: (row) => formatNumber(row.clicks) },
      { key: 'completions', header: t('columns.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
      { key: 'rejections', header: t('columns.rejections'), align: 'end', cell: (row) => formatNumber(row.rejections) },
      { key: 'payout', header: t('columns.payout'), align: 'end', cell: (row) => formatWon(row.payout) },
      {
        key: 'settled',
        header: t('columns.settlement'),
        cell: (row) =>
          row.settled ? (
            <StatusChip status="COMPLETED">{t('settlement.settled')}</StatusChip>
          ) : (
            <StatusChip status="PENDING">{t('settlement.unsettled')}</StatusChip>
          ),
      },
      {
        key: 'postbacks',
        header: t('columns.postbacks'),
        cell: (row) => (
          <Text fontSize="sm" color={row.postbacks.failed || row.postbacks.stopped ? 'red.fg' : undefined}>
            {t('settlement.postbackSummary', row.postbacks)}
          </Text>
        ),
      },
    ],
    [t, byPlacement],
  );

  const total = (key: keyof typeof totals, value: string) => (
    <Card.Root size="sm" variant="outline" key={key}>
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {t(`columns.${key}`)}
        </Text>
        <Text fontSize="xl" fontWeight="bold" data-testid={`total-${key}`}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );

  return (
    <>
      <PageHeader
        title={t('pages.settlement.title')}
        description={t('pages.settlement.description')}
        actions={
          <HStack gap="2">
            <Button asChild size="sm" variant="outline" data-testid="open-statements">
              <RouterLink to="/statements">{t('settlement.statements')}</RouterLink>
            </Button>
            <Button asChild size="sm" variant="outline" data-testid="manage-apps">
              <RouterLink to="/apps">{t('settlement.manageApps')}</RouterLink>
            </Button>
          </HStack>
        }
      />
      <FilterBar mb="4" end={<ExportButton path={SETTLEMENTS_PATH} params={params} fallbackName="offerwall-settlements" />}>
        <SelectFilter
          label={t('filters.app')}
          allLabel={t('filters.allApps')}
          options={apps}
          value={filters.app_id}
          onChange={(value) => setFilter('app_id', value)}
          testId="filter-app"
        />
        <DateRangeFilter
          fromLabel={t('filters.dateFrom')}
          toLabel={t('filters.dateTo')}
          from={filters.date_from}
          to={filters.date_to}
          onChange={({ from, to }) => setFilters({ date_from: from, date_to: to })}
          testIdPrefix="filter-date"
        />
        <SelectFilter
          label={t('filters.groupBy')}
          allLabel={t('filters.groupByDay')}
          options={[{ value: 'sub_id', label: t('filters.groupBySubId') }]}
          value={filters.group_by}
          onChange={(value) => setFilter('group_by', value)}
          testId="filter-group-by"
        />
        <SearchFilter
          type="text"
          maxW="180px"
          label={t('filters.subId')}
          placeholder={t('filters.subIdPlaceholder')}
          value={filters.sub_id}
          onChange={(value) => setFilter('sub_id', value.slice(0, 64))}
          testId="filter-sub-id"
        />
      </FilterBar>
      <Text as="h2" fontWeight="semibold" mb="2">
        {t('settlement.totals')}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" mb="4" data-testid="settlement-totals">
        {total('clicks', formatNumber(totals.clicks))}
        {total('completions', formatNumber(totals.completions))}
        {total('rejections', formatNumber(totals.rejections))}
        {total('payout', formatWon(totals.payout))}
      </SimpleGrid>
      {chartDays.length ? <DailyPayoutBars days={chartDays} label={t('settlement.chart')} /> : null}
      <DataTable<SettlementDay>
        rows={newestFirst}
        loading={isLoading}
        hideFooter
        getRowId={(row) => `${row.day}|${row.sub_id ?? ''}`}
        emptyText={t('settlement.empty')}
        columns={columns}
      />
    </>
  );
}

/** One row per day for the chart: a day's placements added up (settled when every placement is). */
function perDay(rows: SettlementDay[]): SettlementDay[] {
  const days = new Map<string, SettlementDay>();
  for (const row of rows) {
    const day = days.get(row.day);
    days.set(
      row.day,
      day ? { ...day, payout: day.payout + row.payout, settled: day.settled && row.settled } : { ...row, sub_id: undefined },
    );
  }
  return [...days.values()];
}
