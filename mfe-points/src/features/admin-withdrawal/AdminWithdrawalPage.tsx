/** /admin/withdrawal: withdrawal requests (within 7 days, unused paid points); approve or reject. */
import { Badge, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, PageHeader, confirmDialog, errorMessage, formatWon, notify } from '@nurly/shared';
import type { WithdrawalItem, WithdrawalStatus } from '@nurly/shared/contracts';
import { formatEntryDate } from '../history/rows';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { postApproveWithdrawal, postRejectWithdrawal, useWithdrawals } from './api';

const STATUSES: (WithdrawalStatus | 'ALL')[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];
const statusColor: Record<WithdrawalStatus, string> = { PENDING: 'orange', APPROVED: 'green', REJECTED: 'red' };

export default function AdminWithdrawalPage() {
  const { t } = useTranslation('points');
  const [status, setStatus] = useState<WithdrawalStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [rejecting, setRejecting] = useState<WithdrawalItem | null>(null);
  const { data, isLoading, mutate } = useWithdrawals({ status: status === 'ALL' ? undefined : status, page, page_size: pageSize });
  const bankOf = (row: WithdrawalItem) => `${row.bank_name} ${row.account_number} (${row.account_holder})`;

  const approve = async (row: WithdrawalItem) => {
    const ok = await confirmDialog({
      title: t('withdrawal.approveTitle'),
      html: t('withdrawal.approveBody', { username: row.username, amount: formatWon(row.amount), bank: bankOf(row) }),
    });
    if (!ok) return;
    try {
      const response = await postApproveWithdrawal(row.id);
      notify.success(response.message || t('withdrawal.approved'));
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      const response = await postRejectWithdrawal(rejecting.id, reason);
      notify.success(response.message || t('withdrawal.rejected'));
      setRejecting(null);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  return (
    <>
      <PageHeader
        title={t('pages.adminWithdrawal.title')}
        description={t('pages.adminWithdrawal.description')}
        actions={
          <NativeSelect.Root size="sm" width="160px">
            <NativeSelect.Field
              value={status}
              aria-label={t('columns.status')}
              onChange={(e) => {
                setStatus(e.currentTarget.value as WithdrawalStatus | 'ALL');
                setPage(1);
              }}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`withdrawal.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
      <DataTable<WithdrawalItem>
        loading={isLoading}
        rows={data?.results ?? []}
        total={data?.count ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
        getRowId={(row) => row.id}
        columns={[
          { key: 'created_at', header: t('columns.requestedAt'), cell: (row) => formatEntryDate(row.created_at) },
          { key: 'username', header: t('columns.username') },
          {
            key: 'charged_at',
            header: t('columns.chargedAt'),
            cell: (row) => `${formatEntryDate(row.charged_at)} (${formatWon(row.charge_amount)})`,
          },
          { key: 'amount', header: t('columns.amount'), align: 'end', cell: (row) => formatWon(row.amount) },
          { key: 'bank', header: t('columns.bank'), cell: bankOf },
          { key: 'reason', header: t('columns.reason'), cell: (row) => row.reject_reason ?? row.reason ?? '' },
          {
            key: 'status',
            header: t('columns.status'),
            cell: (row) => <Badge colorPalette={statusColor[row.status]}>{t(`withdrawal.status.${row.status}`)}</Badge>,
          },
          {
            key: 'actions',
            header: t('columns.actions'),
            cell: (row) =>
              row.status === 'PENDING' ? (
                <HStack gap="1">
                  <Button size="xs" colorPalette="brand" onClick={() => void approve(row)}>
                    {t('withdrawal.approve')}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setRejecting(row)}>
                    {t('withdrawal.reject')}
                  </Button>
                </HStack>
              ) : null,
          },
        ]}
      />
      <ReasonDialog open={!!rejecting} title={t('withdrawal.rejectTitle')} onClose={() => setRejecting(null)} onSubmit={reject} />
    </>
  );
}
