/** One statement's settled days (정산서 상세): day, completions and the payout the settlement credited. */
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, DialogShell, formatDate, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import type { PublisherStatement, StatementDay } from '@nurly/contracts/schemas';
import { useStatementDetail } from './api';

export function StatementDaysDialog({ statement, onClose }: { statement: PublisherStatement | null; onClose: () => void }) {
  const { t } = useTranslation('offerwall');
  const { data, isLoading } = useStatementDetail(statement?.id ?? null);
  const columns = useMemo<DataTableColumn<StatementDay>[]>(
    () => [
      { key: 'day', header: t('columns.day'), cell: (row) => formatDate(row.day) },
      { key: 'completions', header: t('columns.completions'), align: 'end', cell: (row) => formatNumber(row.completions) },
      { key: 'payout', header: t('columns.payout'), align: 'end', cell: (row) => formatWon(row.payout) },
    ],
    [t],
  );
  return (
    <DialogShell
      open={statement !== null}
      onClose={onClose}
      maxW="640px"
      title={statement ? t('statements.daysTitle', { app: statement.app.name, month: statement.month }) : null}
      cancelLabel={false}
      confirm={{ label: t('attempts.close'), onConfirm: onClose, testId: 'statement-days-close' }}
      testId="statement-days"
    >
      {statement ? (
        <Text fontSize="sm" color="fg.muted" mb="3" data-testid="statement-vat-note">
          {t('statements.vatNote', { supply: formatWon(statement.supply), vat: formatWon(statement.vat) })}
        </Text>
      ) : null}
      <DataTable<StatementDay>
        rows={data?.days ?? []}
        loading={isLoading}
        hideFooter
        getRowId={(row) => row.day}
        emptyText={t('statements.daysEmpty')}
        columns={columns}
      />
    </DialogShell>
  );
}
