/**
 * 포인트 내역: the account's ledger (GET admin/b2b/balance/{id}, newest first, up to 1000 rows,
 * paged here): when, the Korean action name, the signed amount, the balance after it, the other
 * account of a transfer or recall, and the memo.
 */
import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, formatDateTime, formatWon, type DataTableColumn } from '@nurly/shared';
import { pointActionNames } from '@nurly/contracts';
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { useMemberLedger } from '../api';
import { TabState } from './TabState';

export function LedgerTab({ accountId }: { accountId: number }) {
  const { t } = useTranslation('b2b');
  const { data, isLoading, error } = useMemberLedger(accountId);
  const columns = useMemo<DataTableColumn<BalanceHistoryRow>[]>(
    () => [
      { key: 'created_at', header: t('memberDrawer.ledger.at'), cell: (row) => formatDateTime(row.created_at) },
      { key: 'action', header: t('memberDrawer.ledger.action'), cell: (row) => row.action_name ?? pointActionNames[row.action] },
      { key: 'point', header: t('memberDrawer.ledger.amount'), align: 'end', cell: (row) => formatWon(row.point) },
      {
        key: 'balance_after',
        header: t('memberDrawer.ledger.balanceAfter'),
        align: 'end',
        cell: (row) => (row.balance_after === null ? '-' : formatWon(row.balance_after)),
      },
      {
        key: 'counterparty',
        header: t('memberDrawer.ledger.counterparty'),
        cell: (row) => (row.counterparty ? `${row.counterparty.name ?? row.counterparty.username} (${row.counterparty.username})` : '-'),
      },
      { key: 'memo', header: t('memberDrawer.ledger.memo'), cell: (row) => row.memo ?? '-' },
    ],
    [t],
  );
  if (!data) return <TabState tab="ledger" isLoading={isLoading} error={error} hasData={false} />;
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted" data-testid="ledger-balance">
        {t('memberDrawer.ledger.balance', { amount: formatWon(data.balance) })}
      </Text>
      <DataTable<BalanceHistoryRow>
        columns={columns}
        rows={data.results}
        getRowId={(row) => row.id}
        emptyText={t('memberDrawer.ledger.empty')}
        size="sm"
      />
    </Stack>
  );
}
