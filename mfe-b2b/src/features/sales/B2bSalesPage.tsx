/**
 * `/admin/b2b/sales`: revenue, publisher payout, reseller and company margin per
 * day or month and per member, product or service, from the settlements (they add up to the
 * ledger's ad charges), optionally for one member's subtree; a totals row; each hub's share (its
 * margin is counted as a reseller margin, the figure its console shows); CSV/Excel export. A
 * refused query (inverted or over-long range) shows the server's message.
 * A reseller (`/reseller/sales`, tier 2–3) reads the same report for its own subtree: revenue and its
 * own margin (the server's `reseller_margin` is the caller's credits there), no payout or company figure.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  DateRangeFilter,
  ExportButton,
  FilterBar,
  PageHeader,
  SearchFilter,
  SelectFilter,
  formatDayOrMonth,
  formatNumber,
  formatWon,
  type DataTableColumn,
} from '@nurly/shared';
import type { SalesHub, SalesRow } from '@nurly/contracts/schemas';
import { SALES_PATH, useSales, useSalesFilters } from './api';

const TOTAL_KEY = '__total__';

export function SalesReportPage({ reseller = false }: { reseller?: boolean }) {
  const { t } = useTranslation('b2b');
  const { filters, params, setFilter, setFilters } = useSalesFilters();
  const { data, error, isLoading } = useSales(params);

  const rows = useMemo<SalesRow[]>(
    () => (data?.results.length ? [...data.results, { period: t('sales.total'), key: TOTAL_KEY, label: '', ...data.totals }] : []),
    [data, t],
  );
  const columns = useMemo<DataTableColumn<SalesRow>[]>(() => {
    const money = (key: 'revenue' | 'publisher_payout' | 'reseller_margin' | 'company_margin'): DataTableColumn<SalesRow> => ({
      key,
      header: t(`sales.columns.${key}`),
      align: 'end',
      cell: (row) => (
        <Text as="span" fontWeight={row.key === TOTAL_KEY ? 'bold' : undefined}>
          {formatWon(row[key])}
        </Text>
      ),
    });
    return [
      {
        key: 'period',
        header: t('sales.columns.period'),
        cell: (row) => <Text fontWeight={row.key === TOTAL_KEY ? 'bold' : undefined}>{formatDayOrMonth(row.period)}</Text>,
      },
      { key: 'label', header: t(`sales.groups.${params.group}`) },
      { key: 'actions', header: t('sales.columns.actions'), align: 'end', cell: (row) => formatNumber(row.actions) },
      money('revenue'),
      ...(reseller
        ? [{ ...money('reseller_margin'), header: t('reseller.sales.ownMargin') }]
        : [money('publisher_payout'), money('reseller_margin'), money('company_margin')]),
    ];
  }, [t, params.group, reseller]);

  const hubColumns = useMemo<DataTableColumn<SalesHub>[]>(
    () => [
      { key: 'name', header: t('sales.hubs.name') },
      { key: 'actions', header: t('sales.columns.actions'), align: 'end', cell: (hub) => formatNumber(hub.actions) },
      { key: 'revenue', header: t('sales.hubs.revenue'), align: 'end', cell: (hub) => formatWon(hub.revenue) },
      { key: 'reseller_margin', header: t('sales.hubs.margin'), align: 'end', cell: (hub) => formatWon(hub.reseller_margin) },
    ],
    [t],
  );

  const select = (key: 'unit' | 'group', options: readonly string[]) => (
    <SelectFilter
      label={t(`sales.filters.${key}`)}
      options={options.map((option) => ({ value: option, label: t(`sales.${key === 'unit' ? 'units' : 'groups'}.${option}`) }))}
      value={filters[key]}
      onChange={(value) => setFilter(key, value)}
      minW="32"
      maxW="none"
      testId={`sales-${key}`}
    />
  );

  return (
    <>
      <PageHeader
        title={t(reseller ? 'reseller.sales.title' : 'pages.b2bSales.title')}
        description={t(reseller ? 'reseller.sales.description' : 'pages.b2bSales.description')}
      />
      <Stack gap="4">
        <FilterBar
          end={<ExportButton path={SALES_PATH} params={params} fallbackName={reseller ? '하위계정-매출' : 'b2b-sales'} />}
          error={error}
          errorTestId="sales-error"
        >
          <DateRangeFilter
            fromLabel={t('sales.filters.from')}
            toLabel={t('sales.filters.to')}
            from={filters.from}
            to={filters.to}
            onChange={setFilters}
            testIdPrefix="sales"
          />
          {select('unit', ['day', 'month'])}
          {select('group', ['member', 'product', 'service'])}
          <SearchFilter
            type="text"
            inputMode="numeric"
            maxW="40"
            label={t('sales.filters.member')}
            placeholder={t('sales.filters.memberPlaceholder')}
            value={filters.member_id}
            onChange={(value) => setFilter('member_id', value.replace(/\D/g, ''))}
            testId="sales-member"
          />
        </FilterBar>
        <Text fontSize="sm" color="fg.muted">
          {t(reseller ? 'reseller.sales.hint' : 'sales.hint')}
        </Text>
        <DataTable<SalesRow>
          rows={rows}
          loading={isLoading}
          hideFooter
          maxHeight="70vh"
          getRowId={(row) => `${row.period}:${row.key}`}
          emptyText={t('sales.empty')}
          columns={columns}
        />
        {!reseller && data?.hubs.length ? (
          <Stack gap="2" data-testid="sales-hubs">
            <Text fontWeight="semibold">{t('sales.hubs.title')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('sales.hubs.hint')}
            </Text>
            <DataTable<SalesHub> rows={data.hubs} hideFooter getRowId={(hub) => String(hub.group_id)} columns={hubColumns} />
          </Stack>
        ) : null}
      </Stack>
    </>
  );
}

export default function B2bSalesPage() {
  return <SalesReportPage />;
}
