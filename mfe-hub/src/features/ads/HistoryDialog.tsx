/** The volume-and-rank history of one ad (GET admin/ads/{id}/histories), day by day. */
import { useTranslation } from 'react-i18next';
import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { Ad, AdHistory } from '@nurly/contracts/schemas';
import { DataTable, errorMessage, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import { useAdHistories } from './api';

interface Props {
  ad: Ad | null;
  onClose: () => void;
}

export function HistoryDialog({ ad, onClose }: Props) {
  const { t } = useTranslation('hub');
  const { data, error, isLoading } = useAdHistories(ad?.id ?? null);
  const columns: DataTableColumn<AdHistory>[] = [
    { key: 'day', header: t('ads.history.day') },
    { key: 'target_volume', header: t('ads.history.target'), align: 'end', cell: (row) => formatNumber(row.target_volume) },
    { key: 'completions', header: t('ads.history.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
    { key: 'rejections', header: t('ads.history.rejections'), align: 'end', cell: (row) => formatNumber(row.rejections) },
    {
      key: 'charged',
      header: t('ads.history.charged'),
      align: 'end',
      cell: (row) => (row.charged === null ? '-' : formatWon(row.charged)),
    },
    {
      key: 'rank',
      header: t('ads.history.rank'),
      align: 'end',
      cell: (row) => (row.rank === null ? t('ads.noRank') : t('ads.rankValue', { rank: row.rank })),
    },
  ];
  return (
    <Dialog.Root open={ad !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="history-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('ads.history.title', { keyword: ad?.keyword ?? '' })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('ads.history.loadFailed')}</Alert.Title>
                  <Alert.Description>{errorMessage(error)}</Alert.Description>
                </Alert.Root>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('ads.history.close')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
