/**
 * One line day by day (an ad's history, a campaign's line): the table of target, clicks,
 * completions, rejections (with their reasons), the charge (settled or 예정) and the keyword's rank
 * that day; above it the "action volume → rank" chart when the remote passes one (`chart`, the
 * HistoryChart of '@nurly/domain-ui/chart'), so a remote that shows no chart never bundles recharts.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo, type ComponentType } from 'react';
import { DataTable, formatDate, formatNumber, type DataTableColumn } from '@nurly/shared';
import type { AdHistory } from '@nurly/contracts/schemas';
import { useDomainTranslation } from '../i18n';
import { ChargeCell } from './ChargeCell';

/** The props DayHistory gives its chart (HistoryChart's). */
export interface DayChartProps {
  days: AdHistory[];
  label: string;
  names: { completions: string; rank: string };
}

export interface DayHistoryProps {
  days: AdHistory[];
  loading?: boolean;
  /** Newest day first in the table (the chart always runs oldest to newest). */
  newestFirst?: boolean;
  /** The chart above the table; none without it. */
  chart?: ComponentType<DayChartProps>;
}

export function DayHistory({ days, loading = false, newestFirst = false, chart: Chart }: DayHistoryProps) {
  const { t } = useDomainTranslation();
  const rows = useMemo(() => (newestFirst ? [...days].reverse() : days), [days, newestFirst]);
  const columns = useMemo<DataTableColumn<AdHistory>[]>(() => {
    const rankText = (rank: number | null) => (rank ? t('days.rankValue', { rank }) : t('days.noRank'));
    return [
      { key: 'day', header: t('days.day'), cell: (row) => formatDate(row.day) },
      { key: 'target_volume', header: t('days.target'), align: 'end', cell: (row) => formatNumber(row.target_volume) },
      { key: 'clicks', header: t('days.clicks'), align: 'end', cell: (row) => formatNumber(row.clicks) },
      { key: 'completions', header: t('days.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
      {
        key: 'rejections',
        header: t('days.rejections'),
        align: 'end',
        cell: (row) => (
          <Stack gap="0" align="end">
            <Text as="span">{formatNumber(row.rejections)}</Text>
            {Object.entries(row.rejection_reasons).map(([reason, count]) => (
              <Text as="span" key={reason} fontSize="xs" color="fg.muted">
                {t(`campaign.reasons.${reason}`, { defaultValue: reason })} {formatNumber(count)}
              </Text>
            ))}
          </Stack>
        ),
      },
      { key: 'charge', header: t('days.charge'), align: 'end', cell: (row) => <ChargeCell day={row} /> },
      { key: 'rank', header: t('days.rank'), align: 'end', cell: (row) => rankText(row.rank) },
    ];
  }, [t]);
  return (
    <Stack gap="3">
      {Chart && days.length ? (
        <Chart days={days} label={t('days.chartLabel')} names={{ completions: t('days.completions'), rank: t('days.rank') }} />
      ) : null}
      <DataTable<AdHistory>
        rows={rows}
        loading={loading}
        getRowId={(row) => row.day}
        emptyText={t('days.empty')}
        size="sm"
        hideFooter={rows.length <= 10}
        columns={columns}
      />
    </Stack>
  );
}
