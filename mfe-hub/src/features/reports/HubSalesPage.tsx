/**
 * Hub console `/sales` (NURLY_ADMIN, NURLY_STAFF, HUB_ADMIN): the hub's revenue from
 * its clients, its cost to the company and its margin per day or month and client, from the
 * settlements (revenue = cost + margin + sub-margin, and revenue = the clients' AD_DEDUCTs). Nurly
 * staff read the first hub group unless they name one; CSV/Excel export; a refused range shows the
 * server's message.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HubSalesRow, SalesUnit } from '@nurly/contracts/schemas';
import {
  DataTable,
  PageHeader,
  formatDayOrMonth,
  formatNumber,
  formatWon,
  useUrlFilters,
  useUserRoles,
  type DataTableColumn,
} from '@nurly/shared';
import { defaultRange, HUB_SALES_PATH, useSales, type SalesParams } from './api';
import { useReportGroup } from './GroupSelect';
import { ReportFilters } from './ReportFilters';

const TOTAL_KEY = '__total__';
const UNITS: SalesUnit[] = ['day', 'month'];

type Key = 'from' | 'to' | 'unit' | 'group_id';
type Money = 'revenue' | 'cost' | 'margin' | 'sub_margin';
const moneyHeader: Record<Money, string> = { revenue: 'revenue', cost: 'cost', margin: 'margin', sub_margin: 'subMargin' };

export default function HubSalesPage() {
  const { t } = useTranslation('hub');
  const choosesGroup = useUserRoles().some((role) => role === 'NURLY_ADMIN' || role === 'NURLY_STAFF');
  const defaults = useMemo<Record<Key, string>>(() => ({ ...defaultRange(), unit: 'day', group_id: '' }), []);
  const { filters, setFilter } = useUrlFilters<Key>(defaults);
  const group = useReportGroup(choosesGroup, filters.group_id);
  const params: SalesParams = {
    date_from: filters.from,
    date_to: filters.to,
    unit: (UNITS.includes(filters.unit as SalesUnit) ? filters.unit : 'day') as SalesUnit,
    ...(group.groupId ? { group_id: group.groupId } : {}),
  };
  const { data, error, isLoading } = useSales(group.groupId === null ? null : params);
  const waitingForGroup = group.groupId === null && !group.error && !group.noGroups;

  const rows = useMemo<(HubSalesRow & { key: string })[]>(
    () =>
      data?.results.length
        ? [
            ...data.results.map((row) => ({ ...row, key: `${row.period}:${row.client.id}` })),
            { key: TOTAL_KEY, period: t('reports.total'), client: { id: 0, username: '', name: null }, ...data.totals },
          ]
        : [],
    [data, t],
  );
  const columns = useMemo<DataTableColumn<HubSalesRow & { key: string }>[]>(() => {
    const bold = (row: { key: string }) => (row.key === TOTAL_KEY ? 'bold' : undefined);
    const money = (key: Money): DataTableColumn<HubSalesRow & { key: string }> => ({
      key,
      header: t(`reports.columns.${moneyHeader[key]}`),
      align: 'end',
      cell: (row) => (
        <Text as="span" fontWeight={bold(row)}>
          {formatWon(row[key])}
        </Text>
      ),
    });
    return [
      {
        key: 'period',
        header: t('reports.columns.period'),
        cell: (row) => <Text fontWeight={bold(row)}>{formatDayOrMonth(row.period)}</Text>,
      },
      {
        key: 'client',
        header: t('reports.columns.client'),
        cell: (row) => (row.key === TOTAL_KEY ? '' : (row.client.name ?? row.client.username)),
      },
      {
        key: 'completions',
        header: t('reports.columns.completions'),
        align: 'end',
        cell: (row) => (
          <Text as="span" fontWeight={bold(row)}>
            {formatNumber(row.completions)}
          </Text>
        ),
      },
      money('revenue'),
      money('cost'),
      money('margin'),
      money('sub_margin'),
    ];
  }, [t]);

  return (
    <>
      <PageHeader title={t('pages.sales.title')} description={t('pages.sales.description')} />
      <Stack gap="4">
        <ReportFilters
          testPrefix="sales"
          filters={filters}
          setFilter={setFilter}
          choice={{
            key: 'unit',
            label: t('reports.filters.unit'),
            value: params.unit,
            options: UNITS.map((unit) => ({ value: unit, label: t(`reports.units.${unit}`) })),
            minW: '28',
          }}
          choosesGroup={choosesGroup}
          group={group}
          exportPath={HUB_SALES_PATH}
          exportParams={{ ...params }}
          exportName="hub-sales"
          error={error}
        />
        {data ? (
          <Text fontWeight="semibold" data-testid="sales-group">
            {t('reports.salesGroup', { name: data.group_name, id: data.group_id })}
          </Text>
        ) : null}
        <Text fontSize="sm" color="fg.muted">
          {t('reports.salesHint')}
        </Text>
        <DataTable<HubSalesRow & { key: string }>
          rows={rows}
          loading={isLoading || waitingForGroup}
          hideFooter
          maxHeight="70vh"
          getRowId={(row) => row.key}
          emptyText={group.noGroups ? t('reports.filters.noGroups') : t('reports.salesEmpty')}
          columns={columns}
        />
      </Stack>
    </>
  );
}
