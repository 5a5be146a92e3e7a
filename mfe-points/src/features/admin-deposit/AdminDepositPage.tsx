/** /admin/deposit: top-up requests by status; pending ones are confirmed or rejected (staff). */
import { Badge, Button, HStack, NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, PageHeader, confirmDialog, errorMessage, formatWon, notify } from '@nurly/shared';
import type { RequestStatus, TopUpRequestItem } from '@nurly/shared/contracts';
import { formatEntryDate } from '../history/rows';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { postConfirmTopUp, postRejectTopUp, useTopUpRequests } from './api';

const STATUSES: (RequestStatus | 'ALL')[] = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'ALL'];
const statusColor: Record<RequestStatus, string> = { PENDING: 'orange', CONFIRMED: 'green', REJECTED: 'red', CANCELLED: 'gray' };

export default function AdminDepositPage() {
  const { t } = useTranslation('points');
  const [status, setStatus] = useState<RequestStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const [rejecting, setRejecting] = useState<TopUpRequestItem | null>(null);
  const { data, isLoading, mutate } = useTopUpRequests({ status: status === 'ALL' ? undefined : status, page, page_size: pageSize });

  const confirm = async (row: TopUpRequestItem) => {
    const ok = await confirmDialog({
      title: t('deposit.confirmTitle'),
      html: t('deposit.confirmBody', { username: row.username, amount: formatWon(row.amount) }),
    });
    if (!ok) return;
    try {
      const response = await postConfirmTopUp(row.id);
      notify.success(response.message || t('deposit.confirmed'));
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  const reject = async (reason: string) => {
    if (!rejecting) return;
    try {
      const response = await postRejectTopUp(rejecting.id, reason);
      notify.success(response.message || t('deposit.rejected'));
      setRejecting(null);
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
    await mutate();
  };

  return (
    <>
      <PageHeader
        title={t('pages.adminDeposit.title')}
        description={t('pages.adminDeposit.description')}
        actions={
          <NativeSelect.Root size="sm" width="160px">
            <NativeSelect.Field
              value={status}
              aria-label={t('columns.status')}
              data-testid="deposit-status-filter"
              onChange={(e) => {
                setStatus(e.currentTarget.value as RequestStatus | 'ALL');
                setPage(1);
              }}
            >
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`deposit.status.${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        }
      />
      <DataTable<TopUpRequestItem>
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
          { key: 'advertiser_name', header: t('columns.advertiser'), cell: (row) => row.advertiser_name ?? '-' },
          { key: 'amount', header: t('columns.amount'), align: 'end', cell: (row) => formatWon(row.amount) },
          { key: 'deposit_name', header: t('columns.depositName'), cell: (row) => row.evidence?.deposit_name ?? '' },
          { key: 'email', header: t('columns.email'), cell: (row) => row.evidence?.email ?? '' },
          {
            key: 'status',
            header: t('columns.status'),
            cell: (row) => (
              <Badge colorPalette={statusColor[row.status]} title={row.reject_reason ?? undefined}>
                {t(`deposit.status.${row.status}`)}
              </Badge>
            ),
          },
          {
            key: 'actions',
            header: t('columns.actions'),
            cell: (row) =>
              row.status === 'PENDING' ? (
                <HStack gap="1">
                  <Button size="xs" colorPalette="brand" onClick={() => void confirm(row)} data-testid={`deposit-confirm-${row.id}`}>
                    {t('deposit.confirm')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRejecting(row)}
                    data-testid={`deposit-reject-${row.id}`}
                  >
                    {t('deposit.reject')}
                  </Button>
                </HStack>
              ) : (
                (row.reject_reason ?? '')
              ),
          },
        ]}
      />
      <ReasonDialog open={!!rejecting} title={t('deposit.rejectTitle')} onClose={() => setRejecting(null)} onSubmit={reject} />
    </>
  );
}
