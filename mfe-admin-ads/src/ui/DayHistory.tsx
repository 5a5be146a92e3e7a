/**
 * One line day by day (the staff ad drawer, the campaign detail): the "action volume → rank" chart
 * and the table of target, clicks, completions, rejections (with their reasons), the charge (settled
 * or 예정) and the keyword's rank that day.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatNumber, type DataTableColumn } from '@nurly/shared';
import type { AdHistory } from '@nurly/contracts/schemas';
import { ChargeCell } from './ChargeCell';
import HistoryChart from './HistoryChart';

export interface DayHistoryProps {
  days: AdHistory[];
  loading?: boolean;
  /** Newest day first in the table (the chart always runs oldest to newest). */
  newestFirst?: boolean;
}

export function DayHistory({ days, loading = false, newestFirst = false }: DayHistoryProps) {
  const { t } = useTranslation('admin-ads');
  const rows = useMemo(() => (newestFirst ? [...days].reverse() : days), [days, newestFirst]);
  const columns = useMemo<DataTableColumn<AdHistory>[]>(() => {
    const rankText = (rank: number | null) => (rank ? t('detail.rankValue', { rank }) : t('detail.noRank'));
    return [
      { key: 'day', header: t('detail.day') },
      { key: 'target_volume', header: t('detail.target_volume'), align: 'end', cell: (row) => formatNumber(row.target_volume) },
      { key: 'clicks', header: t('detail.clicks'), align: 'end', cell: (row) => formatNumber(row.clicks) },
      { key: 'completions', header: t('detail.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
      {
        key: 'rejections',
        header: t('detail.rejections'),
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
      { key: 'charge', header: t('detail.charged'), align: 'end', cell: (row) => <ChargeCell day={row} /> },
      { key: 'rank', header: t('detail.rankLine'), align: 'end', cell: (row) => rankText(row.rank) },
    ];
  }, [t]);
  return (
    <Stack gap="3">
      {days.length ? (
        <HistoryChart
          days={days}
          label={t('detail.chartLabel')}
          names={{ completions: t('detail.completions'), rank: t('detail.rankLine') }}
        />
      ) : null}
      <DataTable<AdHistory>
        rows={rows}
        loading={loading}
        getRowId={(row) => row.day}
        emptyText={t('detail.historyEmpty')}
        size="sm"
        hideFooter={rows.length <= 10}
        columns={columns}
      />
    </Stack>
  );
}
