/** The volume-and-rank history of one ad (GET admin/ads/{id}/histories), day by day. */
import { useTranslation } from 'react-i18next';
import type { Ad, AdHistory } from '@nurly/contracts/schemas';
import { DataTable, DialogShell, formatDate, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { useAdHistories } from './api';

interface Props {
  ad: Ad | null;
  onClose: () => void;
}

export function HistoryDialog({ ad, onClose }: Props) {
  const { t } = useTranslation('hub');
  const { data, error, isLoading } = useAdHistories(ad?.id ?? null);
  const columns: DataTableColumn<AdHistory>[] = [
    { key: 'day', header: t('ads.history.day'), cell: (row) => formatDate(row.day) },
    { key: 'target_volume', header: t('ads.history.target'), align: 'end', cell: (row) => formatNumber(row.target_volume) },
    { key: 'completions', header: t('ads.history.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
    { key: 'rejections', header: t('ads.history.rejections'), align: 'end', cell: (row) => formatNumber(row.rejections) },
    {
      key: 'charged',
      header: t('ads.history.charged'),
      align: 'end',
      // A day not settled yet shows its estimate, marked 예정 (docs/decisions/money-loop.md#one-source-of-truth).
      cell: (row) => (row.settled ? formatWon(row.charge) : t('campaign.estimated', { amount: formatWon(row.charge) })),
    },
    {
      key: 'rank',
      header: t('ads.history.rank'),
      align: 'end',
      cell: (row) => (row.rank === null ? t('ads.noRank') : t('ads.rankValue', { rank: row.rank })),
    },
  ];
  return (
    <DialogShell
      closeButton
      open={ad !== null}
      onClose={onClose}
      title={t('ads.history.title', { keyword: ad?.keyword ?? '' })}
      cancelLabel={t('ads.history.close')}
      size="lg"
      testId="history-dialog"
    >
      {error ? (
        <LoadFailedAlert title={t('ads.history.loadFailed')} error={error} />
      ) : (
        <DataTable<AdHistory>
          rows={[...(data?.results ?? [])].reverse()}
          loading={isLoading}
          columns={columns}
          getRowId={(row) => row.day}
          emptyText={t('ads.history.empty')}
          size="sm"
        />
      )}
    </DialogShell>
  );
}
