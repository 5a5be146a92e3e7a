/**
 * The whole point history ('view all', docs/decisions/product.md#states): GET point paged and sorted on the server, its
 * state in the URL, exportable as CSV or Excel with the same query.
 */
import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DataTable, ExportButton, formatWon, usePagedQuery, type DataTableColumn } from '@nurly/shared';
import type { BalanceHistoryRow } from '@nurly/contracts/schemas';
import { formatEntryDate } from '../../lib/entry-date';
import { describeRow, toneColor } from './rows';
import { PendingActions } from './PendingActions';

/** GET: `{ summary, count, results }` of the caller's ledger; `format=csv|xlsx` exports it. */
export const POINT_HISTORY_PATH = 'point';

export function FullHistory({ onCollapse }: { onCollapse: () => void }) {
  const { t } = useTranslation('points');
  const list = usePagedQuery<BalanceHistoryRow>(POINT_HISTORY_PATH, { pageSize: 25 });

  const columns: DataTableColumn<BalanceHistoryRow>[] = [
    { key: 'created_at', header: t('columns.createdAt'), sortable: true, cell: (row) => formatEntryDate(row.created_at) },
    {
      key: 'action',
      header: t('columns.action'),
      sortable: true,
      cell: (row) => {
        const view = describeRow(row);
        return (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={toneColor[view.chipTone]} variant="subtle">
              {view.chipIsKey ? t(view.chipText) : view.chipText}
            </Badge>
            {view.pending ? <PendingActions row={row} /> : null}
          </HStack>
        );
      },
    },
    { key: 'memo', header: t('history.memo'), cell: (row) => row.memo ?? '' },
    {
      key: 'point',
      header: t('columns.amount'),
      align: 'end',
      sortable: true,
      cell: (row) => {
        const view = describeRow(row);
        return (
          <Text as="span" fontWeight="semibold" color={`${toneColor[view.amountTone]}.fg`} data-tone={view.amountTone}>
            {formatWon(view.amount)}
          </Text>
        );
      },
    },
    {
      key: 'balance_after',
      header: t('columns.balanceAfter'),
      align: 'end',
      cell: (row) => {
        const { balanceAfter } = describeRow(row);
        return balanceAfter === null ? '' : formatWon(balanceAfter);
      },
    },
  ];

  return (
    <DataTable<BalanceHistoryRow>
      {...list.tableProps}
      columns={columns}
      getRowId={(row) => row.id}
      size="sm"
      emptyText={t('history.empty')}
      toolbar={
        <>
          <Button size="sm" variant="ghost" onClick={onCollapse} data-testid="history-view-recent">
            {t('history.viewRecent')}
          </Button>
          <ExportButton path={POINT_HISTORY_PATH} params={list.params} fallbackName="point-history" testId="history-export" />
        </>
      }
    />
  );
}
