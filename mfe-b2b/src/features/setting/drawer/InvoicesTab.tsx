/** 청구서: the account's monthly invoices (GET admin/invoices?account_id=), newest month first: month, total with VAT, status. */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, formatMonth, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import type { InvoiceStatus } from '@nurly/contracts';
import type { Invoice } from '@nurly/contracts/schemas';
import { useMemberInvoices } from '../api';
import { DrawerTable } from './DrawerTable';
import { TabState } from './TabState';

const statusColor: Record<InvoiceStatus, string> = { DRAFT: 'gray', ISSUED: 'blue', PAID: 'green' };

export function InvoicesTab({ accountId }: { accountId: number }) {
  const { t } = useTranslation('b2b');
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useMemberInvoices(accountId, page);
  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      { key: 'month', header: t('memberDrawer.invoices.month'), cell: (row) => formatMonth(row.month) },
      { key: 'actions', header: t('memberDrawer.invoices.actions'), align: 'end', cell: (row) => formatNumber(row.actions) },
      { key: 'total', header: t('memberDrawer.invoices.total'), align: 'end', cell: (row) => formatWon(row.total) },
      {
        key: 'status',
        header: t('memberDrawer.invoices.status'),
        cell: (row) => (
          <StatusBadge status={row.status} tones={statusColor} testId={`drawer-invoice-status-${row.id}`}>
            {t(`invoices.status.${row.status}`)}
          </StatusBadge>
        ),
      },
    ],
    [t],
  );
  if (!data) return <TabState tab="invoices" isLoading={isLoading} error={error} hasData={false} />;
  return (
    <DrawerTable<Invoice>
      columns={columns}
      rows={data.invocies}
      total={data.count}
      page={page}
      onPageChange={setPage}
      loading={isLoading}
      emptyText={t('memberDrawer.invoices.empty')}
    />
  );
}
