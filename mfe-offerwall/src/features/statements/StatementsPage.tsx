/**
 * `/statements` (정산서, docs/decisions/resellers.md#publisher-statements): one statement per app and month, made when the month's last
 * day is settled — settled days, completions, the payout (VAT included, with its supply and VAT) and
 * whether Nurly has paid it (미지급 / 지급 완료, with the day and reference). A row opens its days.
 * App and status in the URL; CSV/Excel export of every matching statement.
 */
import { Button, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_STATUSES } from '@nurly/contracts';
import {
  DataTable,
  ExportButton,
  FilterBar,
  PageHeader,
  SelectFilter,
  formatDate,
  formatNumber,
  formatWon,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import type { PublisherStatement } from '@nurly/contracts/schemas';
import { StatusChip } from '../../ui/StatusChip';
import { useAppOptions } from '../../lib/appOptions';
import { STATEMENTS_PATH } from './api';
import { StatementDaysDialog } from './StatementDaysDialog';

type Filters = { app_id: string; status: string };

const FILTER_DEFAULTS: Filters = { app_id: '', status: '' };

export default function StatementsPage() {
  const { t } = useTranslation('offerwall');
  const list = usePagedQuery<PublisherStatement, Filters>(STATEMENTS_PATH, { pageSize: 25, filters: FILTER_DEFAULTS });
  const apps = useAppOptions();
  const [open, setOpen] = useState<PublisherStatement | null>(null);

  // Columns keep their identity between renders (DataTable renders each cell function as a component).
  const columns = useMemo<DataTableColumn<PublisherStatement>[]>(
    () => [
      { key: 'month', header: t('columns.month'), sortable: true, cell: (row) => row.month },
      { key: 'app', header: t('columns.app'), sortable: true, cell: (row) => row.app.name },
      { key: 'days', header: t('columns.settledDays'), align: 'end', cell: (row) => formatNumber(row.days) },
      { key: 'completions', header: t('columns.completions'), sortable: true, align: 'end', cell: (row) => formatNumber(row.completions) },
      {
        key: 'payout',
        header: t('columns.statementPayout'),
        sortable: true,
        align: 'end',
        cell: (row) => (
          <Text as="span" fontWeight="semibold" data-testid={`payout-${row.id}`}>
            {formatWon(row.payout)}
          </Text>
        ),
      },
      {
        key: 'vat',
        header: t('columns.vat'),
        cell: (row) => (
          <Text fontSize="sm" color="fg.muted" data-testid={`vat-${row.id}`}>
            {t(`statements.vatNoteShort.${row.vat_note}`, { supply: formatWon(row.supply), vat: formatWon(row.vat) })}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('columns.status'),
        sortable: true,
        cell: (row) => (
          <StatusChip status={row.status} testId={`status-${row.id}`}>
            {t(`statements.status.${row.status}`)}
          </StatusChip>
        ),
      },
      {
        key: 'paid_on',
        header: t('columns.paidOn'),
        sortable: true,
        cell: (row) =>
          row.paid_on ? (
            <Text fontSize="sm" data-testid={`paid-${row.id}`}>
              {formatDate(row.paid_on)} · {row.reference}
            </Text>
          ) : (
            '-'
          ),
      },
      {
        key: 'actions',
        header: t('columns.actions'),
        cell: (row) => (
          <Button size="xs" variant="outline" onClick={() => setOpen(row)} data-testid={`days-${row.id}`}>
            {t('statements.viewDays')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.statements.title')} description={t('pages.statements.description')} />
      <FilterBar mb="3" end={<ExportButton path={STATEMENTS_PATH} params={list.params} fallbackName="offerwall-statements" />}>
        <SelectFilter
          label={t('filters.status')}
          allLabel={t('filters.allStatuses')}
          maxW="150px"
          options={STATEMENT_STATUSES.map((status) => ({ value: status, label: t(`statements.status.${status}`) }))}
          value={list.filters.status}
          onChange={(status) => list.setFilters({ status })}
          testId="filter-status"
        />
        <SelectFilter
          label={t('filters.app')}
          allLabel={t('filters.allApps')}
          options={apps}
          value={list.filters.app_id}
          onChange={(app_id) => list.setFilters({ app_id })}
          testId="filter-app"
        />
      </FilterBar>
      <DataTable<PublisherStatement> {...list.tableProps} getRowId={(row) => row.id} emptyText={t('statements.empty')} columns={columns} />
      <StatementDaysDialog statement={open} onClose={() => setOpen(null)} />
    </>
  );
}
