/**
 * `/admin/publisher-statements` (매체 정산서, docs/decisions/resellers.md#publisher-statements): every publisher app's monthly statement —
 * settled days, completions, the payout with its supply and VAT, and whether Nurly has paid it.
 * Filtered by status and month range in the URL, sorted and paged on the server, exportable. Staff
 * record a payment once (the day it was sent and its reference); a refused one shows the server's
 * Korean message under its field.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_STATUSES, seoulDayOf, type StatementStatus } from '@nurly/contracts';
import {
  DataTable,
  ExportButton,
  FormDialog,
  PageHeader,
  SelectFilter,
  StatusBadge,
  formatDate,
  formatMonth,
  formatNumber,
  formatWon,
  useAction,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import { TextField, useNurlyForm } from '@nurly/shared/forms';
import type { PublisherStatement } from '@nurly/contracts/schemas';
import { ADMIN_STATEMENTS_PATH, markStatementPaid } from './api';

const statusColor: Record<StatementStatus, string> = { UNPAID: 'orange', PAID: 'green' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

type PaidForm = { paid_on: string; reference: string };

function MarkPaidDialog({ statement, onClose }: { statement: PublisherStatement | null; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<PaidForm>({ defaultValues: { paid_on: '', reference: '' } });
  useEffect(() => {
    if (statement) form.reset({ paid_on: seoulDayOf(new Date()), reference: '' });
  }, [statement, form]);
  const save = useAction(markStatementPaid, { form, revalidate: [ADMIN_STATEMENTS_PATH], onSuccess: onClose });
  return (
    <FormDialog
      open={!!statement}
      onClose={onClose}
      title={statement ? t('publisherStatements.markPaidTitle', { app: statement.app.name, month: formatMonth(statement.month) }) : ''}
      submitLabel={t('publisherStatements.save')}
      maxW="480px"
      testId="mark-paid-dialog"
      submitTestId="mark-paid-submit"
      form={form}
      onValid={async (values) =>
        void (statement && (await save(statement.id, { paid_on: values.paid_on, reference: values.reference.trim() })))
      }
    >
      {statement ? (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('publisherStatements.markPaidHint', { amount: formatWon(statement.payout) })}
        </Text>
      ) : null}
      <TextField name="paid_on" label={t('publisherStatements.paidOn')} required pattern={DAY} placeholder="2026-12-01" testId="paid-on" />
      <TextField
        name="reference"
        label={t('publisherStatements.reference')}
        required
        maxLength={100}
        placeholder={t('publisherStatements.referencePlaceholder')}
        testId="paid-reference"
      />
    </FormDialog>
  );
}

export default function PublisherStatementsPage() {
  const { t } = useTranslation('b2b');
  const list = usePagedQuery<PublisherStatement, { status: string; month_from: string; month_to: string }>(ADMIN_STATEMENTS_PATH, {
    pageSize: 25,
    filters: { status: '', month_from: '', month_to: '' },
  });
  const [paying, setPaying] = useState<PublisherStatement | null>(null);

  const columns = useMemo<DataTableColumn<PublisherStatement>[]>(
    () => [
      {
        key: 'month',
        header: t('publisherStatements.columns.month'),
        sortable: true,
        hideable: false,
        cell: (row) => formatMonth(row.month),
      },
      {
        key: 'app',
        header: t('publisherStatements.columns.app'),
        sortable: true,
        cell: (row) => (
          <Stack gap="0">
            <Text fontWeight="semibold">{row.app.name}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.publisher.username}
            </Text>
          </Stack>
        ),
      },
      { key: 'days', header: t('publisherStatements.columns.days'), align: 'end', cell: (row) => formatNumber(row.days) },
      {
        key: 'completions',
        header: t('publisherStatements.columns.completions'),
        sortable: true,
        align: 'end',
        cell: (row) => formatNumber(row.completions),
      },
      { key: 'supply', header: t('publisherStatements.columns.supply'), align: 'end', cell: (row) => formatWon(row.supply) },
      { key: 'vat', header: t('publisherStatements.columns.vat'), align: 'end', cell: (row) => formatWon(row.vat) },
      {
        key: 'payout',
        header: t('publisherStatements.columns.payout'),
        sortable: true,
        align: 'end',
        cell: (row) => (
          <Text fontWeight="semibold" data-testid={`statement-payout-${row.id}`}>
            {formatWon(row.payout)}
          </Text>
        ),
      },
      {
        key: 'status',
        header: t('publisherStatements.columns.status'),
        sortable: true,
        cell: (row) => (
          <StatusBadge status={row.status} tones={statusColor} testId={`statement-status-${row.id}`}>
            {t(`publisherStatements.status.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'paid_on',
        header: t('publisherStatements.columns.paid'),
        sortable: true,
        cell: (row) => (row.paid_on ? `${formatDate(row.paid_on)} · ${row.reference ?? ''}` : '-'),
      },
      {
        key: 'manage',
        header: t('publisherStatements.columns.manage'),
        hideable: false,
        cell: (row) =>
          row.status === 'UNPAID' ? (
            <Button size="xs" colorPalette="green" onClick={() => setPaying(row)} data-testid={`mark-paid-${row.id}`}>
              {t('publisherStatements.markPaid')}
            </Button>
          ) : null,
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t('pages.publisherStatements.title')} description={t('pages.publisherStatements.description')} />
      <DataTable<PublisherStatement>
        {...list.tableProps}
        columns={columns}
        getRowId={(row) => row.id}
        columnMenu
        storageKey="b2b.publisher-statements"
        emptyText={list.error ? t('publisherStatements.loadFailed') : t('publisherStatements.empty')}
        toolbar={
          <HStack gap="2" wrap="wrap">
            <SelectFilter
              label={t('publisherStatements.columns.status')}
              hideLabel
              allLabel={t('publisherStatements.allStatuses')}
              options={STATEMENT_STATUSES.map((status) => ({ value: status, label: t(`publisherStatements.status.${status}`) }))}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              maxW="140px"
              testId="statement-status-filter"
            />
            <Input
              type="month"
              size="sm"
              width="150px"
              aria-label={t('publisherStatements.monthFrom')}
              title={t('publisherStatements.monthFrom')}
              value={list.filters.month_from}
              onChange={(event) => list.setFilters({ month_from: event.target.value })}
              data-testid="statement-month-from"
            />
            <Input
              type="month"
              size="sm"
              width="150px"
              aria-label={t('publisherStatements.monthTo')}
              title={t('publisherStatements.monthTo')}
              value={list.filters.month_to}
              onChange={(event) => list.setFilters({ month_to: event.target.value })}
              data-testid="statement-month-to"
            />
            <ExportButton path={ADMIN_STATEMENTS_PATH} params={list.params} testId="statements-export" />
          </HStack>
        }
      />
      <MarkPaidDialog statement={paying} onClose={() => setPaying(null)} />
    </>
  );
}
