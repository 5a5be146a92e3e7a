/**
 * The resellers' margin payouts on the withdrawal desk (/admin/withdrawal, docs/decisions/resellers.md#margin-payouts): requests
 * by status (PENDING first), paid with the day sent and the transfer's reference (a 마진 지급 ledger
 * row), or rejected with a reason.
 */
import { Badge, Button, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seoulDayOf } from '@nurly/contracts';
import type { MarginPayoutItem, MarginPayoutStatus } from '@nurly/contracts/schemas';
import { DataTable, ExportButton, FormDialog, PageHeader, formatWon, useAction, usePagedQuery } from '@nurly/shared';
import { TextField, useNurlyForm } from '@nurly/shared/forms';
import { formatEntryDate } from '../../lib/entry-date';
import { ReasonDialog } from '../../ui/ReasonDialog';
import { PAYOUTS_PATH, postPayPayout, postRejectPayout } from './payout-api';

const STATUSES: (MarginPayoutStatus | '')[] = ['PENDING', 'PAID', 'REJECTED', ''];
const statusColor: Record<MarginPayoutStatus, string> = { PENDING: 'orange', PAID: 'green', REJECTED: 'red' };

function PayDialog({ payout, onClose }: { payout: MarginPayoutItem | null; onClose: () => void }) {
  const { t } = useTranslation('points');
  const form = useNurlyForm<{ paid_on: string; reference: string }>({ defaultValues: { paid_on: '', reference: '' } });
  useEffect(() => {
    if (payout) form.reset({ paid_on: seoulDayOf(new Date()), reference: '' });
  }, [payout, form]);
  const pay = useAction(postPayPayout, { revalidate: [PAYOUTS_PATH], success: t('payout.paid'), onSuccess: onClose });
  return (
    <FormDialog
      open={!!payout}
      onClose={onClose}
      title={payout ? t('payout.payTitle', { username: payout.username, amount: formatWon(payout.amount) }) : ''}
      submitLabel={t('payout.pay')}
      maxW="500px"
      testId="payout-pay-dialog"
      submitTestId="payout-pay-submit"
      form={form}
      onValid={async (values) => {
        if (payout) await pay(payout.id, { paid_on: values.paid_on.trim(), reference: values.reference.trim() });
      }}
    >
      <Stack gap="3">
        <TextField name="paid_on" label={t('payout.paidOn')} required={t('payout.paidOnRequired')} maxLength={10} testId="payout-paid-on" />
        <TextField
          name="reference"
          label={t('payout.reference')}
          required={t('payout.referenceRequired')}
          maxLength={100}
          testId="payout-reference"
        />
      </Stack>
    </FormDialog>
  );
}

export function MarginPayoutDesk() {
  const { t } = useTranslation('points');
  const list = usePagedQuery<MarginPayoutItem, { status: string }>(PAYOUTS_PATH, {
    pageSize: 25,
    filters: { status: 'PENDING' },
    // Its own URL state: the withdrawals' list above keeps `status`, `page`, `ordering`.
    urlPrefix: 'payout.',
  });
  const [paying, setPaying] = useState<MarginPayoutItem | null>(null);
  const [rejecting, setRejecting] = useState<MarginPayoutItem | null>(null);
  const reject = useAction(postRejectPayout, {
    revalidate: [PAYOUTS_PATH],
    success: t('payout.rejected'),
    onSuccess: () => setRejecting(null),
  });
  const statusLabel = (value: string) => t(`payout.status.${value || 'ALL'}`);
  return (
    <>
      <PageHeader
        title={t('payout.title')}
        description={t('payout.description')}
        actions={
          <HStack gap="2">
            <NativeSelect.Root size="sm" width="160px">
              <NativeSelect.Field
                value={list.filters.status}
                aria-label={t('columns.status')}
                data-testid="payout-status-filter"
                onChange={(e) => list.setFilters({ status: e.currentTarget.value })}
              >
                {STATUSES.map((s) => (
                  <option key={s || 'ALL'} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <ExportButton path={PAYOUTS_PATH} params={list.params} testId="payout-export" />
          </HStack>
        }
      />
      <DataTable<MarginPayoutItem>
        {...list.tableProps}
        getRowId={(row) => row.id}
        columnMenu
        storageKey="margin-payout-desk"
        columns={[
          { key: 'created_at', header: t('columns.requestedAt'), sortable: true, cell: (row) => formatEntryDate(row.created_at) },
          {
            key: 'username',
            header: t('columns.username'),
            sortable: true,
            cell: (row) => (row.name ? `${row.name} (${row.username})` : row.username),
          },
          { key: 'kind', header: t('payout.kind'), cell: () => t('payout.kindLabel') },
          { key: 'amount', header: t('columns.amount'), align: 'end', sortable: true, cell: (row) => formatWon(row.amount) },
          { key: 'bank', header: t('columns.bank'), cell: (row) => row.bank_file?.name ?? '' },
          {
            key: 'paid',
            header: t('payout.paidColumn'),
            cell: (row) => (row.paid_on ? `${row.paid_on} · ${row.reference ?? ''}` : (row.reject_reason ?? row.memo ?? '')),
          },
          {
            key: 'status',
            header: t('columns.status'),
            sortable: true,
            cell: (row) => <Badge colorPalette={statusColor[row.status]}>{statusLabel(row.status)}</Badge>,
          },
          {
            key: 'actions',
            header: t('columns.actions'),
            hideable: false,
            cell: (row) =>
              row.status === 'PENDING' ? (
                <HStack gap="1">
                  <Button size="xs" colorPalette="brand" onClick={() => setPaying(row)} data-testid={`payout-pay-${row.id}`}>
                    {t('payout.pay')}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => setRejecting(row)}
                    data-testid={`payout-reject-${row.id}`}
                  >
                    {t('withdrawal.reject')}
                  </Button>
                </HStack>
              ) : null,
          },
        ]}
      />
      <PayDialog payout={paying} onClose={() => setPaying(null)} />
      <ReasonDialog
        open={!!rejecting}
        title={t('payout.rejectTitle')}
        onClose={() => setRejecting(null)}
        onSubmit={async (reason) => {
          if (rejecting) await reject(rejecting.id, reason);
        }}
      />
    </>
  );
}
