/** One transaction's postback attempts (mission logs → "전송 기록"), oldest first. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, DialogShell } from '@nurly/shared';
import type { PostbackAttempt } from '@nurly/contracts/schemas';
import { usePostbackAttempts } from '../../lib/postback-attempts';
import { attemptColumns } from '../../ui/attemptColumns';

export function PostbackHistoryDialog({
  target,
  onClose,
}: {
  target: { postbackId: number; transactionId: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('offerwall');
  const { data, isLoading } = usePostbackAttempts(target?.postbackId ?? null);
  const columns = useMemo(() => attemptColumns(t), [t]);
  return (
    <DialogShell
      open={target !== null}
      onClose={onClose}
      maxW="1000px"
      title={target ? t('attempts.historyTitle', { id: target.transactionId }) : null}
      cancelLabel={false}
      confirm={{ label: t('attempts.close'), onConfirm: onClose, testId: 'history-close' }}
      testId="postback-history"
    >
      <DataTable<PostbackAttempt>
        rows={data?.results ?? []}
        loading={isLoading}
        getRowId={(row) => row.id}
        emptyText={t('attempts.historyEmpty')}
        columns={columns}
      />
    </DialogShell>
  );
}
