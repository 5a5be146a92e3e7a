/**
 * The detail by period: per ad and day (or per day, ad or advertiser) the daily volume,
 * completions, offerwall rejections and the settled charge, with a totals row and CSV/Excel export.
 * The hub console reads its group's ads (`hub/period`; Nurly staff the first hub group or the one they
 * name), the reward site the caller's own (`hub/my/period`). A refused range shows the server's Korean message.
 */
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REWARD_PRODUCTS } from '@nurly/contracts';
import type { HubPeriodGroup, HubPeriodRow } from '@nurly/contracts/schemas';
import { DataTable, formatDate, formatNumber, formatWon, useUrlFilters, useUserRoles, type DataTableColumn } from '@nurly/shared';
import { defaultRange, HUB_PERIOD_PATH, usePeriod, type PeriodParams, type PeriodPath } from './api';
import { useReportGroup } from './GroupSelect';
import { ReportFilters } from './ReportFilters';

const TOTAL_KEY = '__total__';
const GROUPS: HubPeriodGroup[] = ['ad_day', 'day', 'ad', 'client'];

const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name ?? code;

type Key = 'from' | 'to' | 'group' | 'group_id';

export function PeriodDetail({ path }: { path: PeriodPath }) {
  const { t } = useTranslation('hub');
  const roles = useUserRoles();
  // Nurly staff read the group they name, else the first hub group.
  const choosesGroup = path === HUB_PERIOD_PATH && roles.some((role) => role === 'NURLY_ADMIN' || role === 'NURLY_STAFF');
  const defaults = useMemo<Record<Key, string>>(() => ({ ...defaultRange(), group: 'ad_day', group_id: '' }), []);
  const { filters, setFilter } = useUrlFilters<Key>(defaults);
  const hubGroup = useReportGroup(choosesGroup, filters.group_id);
  const params: PeriodParams = {
    date_from: filters.from,
    date_to: filters.to,
    group: (GROUPS.includes(filters.group as HubPeriodGroup) ? filters.group : 'ad_day') as HubPeriodGroup,
    ...(hubGroup.groupId ? { group_id: hubGroup.groupId } : {}),
  };
  const { data, error, isLoading } = usePeriod(path, hubGroup.groupId === null ? null : params);
  const waitingForGroup = hubGroup.groupId === null && !hubGroup.error && !hubGroup.noGroups;
  const group = data?.group ?? params.group;

  const rows = useMemo<HubPeriodRow[]>(
    () =>
      data?.results.length
        ? [...data.results, { key: TOTAL_KEY, day: null, ad: null, client: null, unsettled_days: 0, ...data.totals }]
        : [],
    [data],
  );
  const columns = useMemo<DataTableColumn<HubPeriodRow>[]>(() => {
    const bold = (row: HubPeriodRow) => (row.key === TOTAL_KEY ? 'bold' : undefined);
    const number = (key: 'daily_volume' | 'completions' | 'rejections', header: string): DataTableColumn<HubPeriodRow> => ({
      key,
      header,
      align: 'end',
      cell: (row) => (
        <Text as="span" fontWeight={bold(row)}>
          {formatNumber(row[key])}
        </Text>
      ),
    });
    const list: DataTableColumn<HubPeriodRow>[] = [];
    list.push({
      key: 'label',
      header: group === 'client' ? t('reports.columns.client') : group === 'ad' ? t('reports.columns.ad') : t('reports.columns.day'),
      cell: (row) =>
        row.key === TOTAL_KEY ? (
          <Text fontWeight="bold">{t('reports.total')}</Text>
        ) : group === 'client' ? (
          <Text>{row.client?.name ?? row.client?.username}</Text>
        ) : group === 'ad' ? (
          <Text>{row.ad?.keyword}</Text>
        ) : (
          <Text>{formatDate(row.day)}</Text>
        ),
    });
    if (group === 'ad_day') list.push({ key: 'keyword', header: t('reports.columns.ad'), cell: (row) => row.ad?.keyword ?? '' });
    if (group === 'ad_day' || group === 'ad') {
      list.push({ key: 'product', header: t('reports.columns.product'), cell: (row) => (row.ad ? productName(row.ad.product_code) : '') });
      list.push({ key: 'client', header: t('reports.columns.client'), cell: (row) => row.client?.name ?? row.client?.username ?? '' });
    }
    list.push(
      number('daily_volume', t('reports.columns.dailyVolume')),
      number('completions', t('reports.columns.completions')),
      number('rejections', t('reports.columns.rejections')),
      {
        key: 'charged',
        header: t('reports.columns.charged'),
        align: 'end',
        cell: (row) => (
          <Flex gap="2" justify="flex-end" align="center">
            {row.unsettled_days > 0 ? (
              <Badge size="sm" colorPalette="orange">
                {t('reports.unsettled')}
              </Badge>
            ) : null}
            <Text as="span" fontWeight={bold(row)}>
              {formatWon(row.charged)}
            </Text>
          </Flex>
        ),
      },
    );
    return list;
  }, [group, t]);

  return (
    <Stack gap="4">
      <ReportFilters
        testPrefix="period"
        filters={filters}
        setFilter={setFilter}
        choice={{
          key: 'group',
          label: t('reports.filters.group'),
          value: params.group,
          options: GROUPS.map((option) => ({ value: option, label: t(`reports.groups.${option}`) })),
          minW: '36',
        }}
        choosesGroup={choosesGroup}
        group={hubGroup}
        exportPath={path}
        exportParams={{ ...params }}
        exportName="hub-period"
        error={error}
      />
      <Text fontSize="sm" color="fg.muted">
        {t('reports.unsettledHint')}
      </Text>
      <DataTable<HubPeriodRow>
        rows={rows}
        loading={isLoading || waitingForGroup}
        hideFooter
        maxHeight="70vh"
        getRowId={(row) => row.key}
        emptyText={hubGroup.noGroups ? t('reports.filters.noGroups') : t('reports.periodEmpty')}
        columns={columns}
      />
    </Stack>
  );
}
