/**
 * `/admin/invoices`: every advertiser account's monthly invoice — filtered by month
 * range, status, business/username/number and assignee in the URL, sorted and paged on the server,
 * exportable. Staff generate a month, issue (DRAFT → ISSUED), mark paid (ISSUED → PAID), write a memo,
 * assign the invoice and open its printable A4 page. A refused change (a PAID invoice, a wrong
 * assignee) shows the server's Korean message.
 */
import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_STATUSES, monthOf, seoulDayOf, type InvoiceStatus } from '@nurly/contracts';
import {
  DataTable,
  EmptyState,
  ExportButton,
  FormDialog,
  PageHeader,
  SearchFilter,
  SelectFilter,
  StatusBadge,
  confirmDialog,
  formatMonth,
  formatNumber,
  formatWon,
  useAction,
  useAuth,
  usePagedQuery,
  type DataTableColumn,
} from '@nurly/shared';
import { SelectField, TextareaField, TextField, useNurlyForm } from '@nurly/shared/forms';
import type { Invoice } from '@nurly/contracts/schemas';
import { assignInvoice, generateInvoices, getInvoices, INVOICES_PATH, updateInvoice, useAssignees } from './api';

const statusColor: Record<InvoiceStatus, string> = { DRAFT: 'gray', ISSUED: 'blue', PAID: 'green' };

/** Escapes a name put into a confirm dialog's HTML body (i18n interpolation does not escape). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The month before the current one (Asia/Seoul), YYYY-MM: what month end invoices. */
function previousMonth(now = new Date()): string {
  return monthOf(seoulDayOf(now), -1);
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

function GenerateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<{ month: string }>({ defaultValues: { month: previousMonth() } });
  useEffect(() => {
    if (open) form.reset({ month: previousMonth() });
  }, [open, form]);
  const generate = useAction(generateInvoices, {
    form,
    revalidate: [INVOICES_PATH],
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('invoices.generateTitle')}
      submitLabel={t('invoices.generate')}
      maxW="460px"
      testId="generate-dialog"
      submitTestId="generate-submit"
      form={form}
      onValid={async ({ month }) => void (await generate(month.trim()))}
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('invoices.generateHint')}
      </Text>
      <TextField name="month" label={t('invoices.month')} required pattern={MONTH} placeholder="2026-10" testId="generate-month" />
    </FormDialog>
  );
}

function MemoDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const form = useNurlyForm<{ memo: string }>({ defaultValues: { memo: '' } });
  useEffect(() => {
    if (invoice) form.reset({ memo: invoice.memo ?? '' });
  }, [invoice, form]);
  const save = useAction((id: number, memo: string) => updateInvoice(id, { memo: memo.trim() || null }), {
    form,
    revalidate: [INVOICES_PATH],
    onSuccess: onClose,
  });
  return (
    <FormDialog
      open={!!invoice}
      onClose={onClose}
      title={t('invoices.memoTitle')}
      submitLabel={t('invoices.save')}
      maxW="500px"
      testId="memo-dialog"
      submitTestId="memo-submit"
      form={form}
      onValid={async ({ memo }) => void (invoice && (await save(invoice.id, memo)))}
    >
      <TextareaField name="memo" label={t('invoices.memo')} maxLength={500} testId="memo-input" />
    </FormDialog>
  );
}

/** Assigns the invoice to one of the console staff the server lists (GET admin/invoices/assignees). */
function AssignDialog({ invoice, onClose }: { invoice: Invoice | null; onClose: () => void }) {
  const { t } = useTranslation('b2b');
  const assignees = useAssignees(!!invoice);
  // Select values are strings; '' = unassigned.
  const form = useNurlyForm<{ assignee_id: string }>({ defaultValues: { assignee_id: '' } });
  const loaded = !!assignees.data;
  useEffect(() => {
    // Reset once the options exist, so the select can show the current assignee.
    if (invoice && loaded) form.reset({ assignee_id: invoice.assignee ? String(invoice.assignee.id) : '' });
  }, [invoice, loaded, form]);
  const options = useMemo(
    () =>
      (assignees.data?.results ?? []).map((account) => ({
        value: String(account.id),
        label: account.name ? `${account.name} (${account.username})` : account.username,
      })),
    [assignees.data],
  );
  const assign = useAction(assignInvoice, { form, revalidate: [INVOICES_PATH], onSuccess: onClose });
  return (
    <FormDialog
      open={!!invoice}
      onClose={onClose}
      title={t('invoices.assignTitle')}
      submitLabel={t('invoices.save')}
      maxW="460px"
      testId="assign-dialog"
      submitTestId="assign-submit"
      form={form}
      onValid={async ({ assignee_id }) => void (invoice && (await assign(invoice.id, assignee_id ? Number(assignee_id) : null)))}
    >
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('invoices.assigneeHint')}
      </Text>
      {assignees.error ? (
        <Text fontSize="sm" color="fg.error" data-testid="assignees-failed">
          {t('invoices.assigneesFailed')}
        </Text>
      ) : loaded ? (
        <SelectField
          name="assignee_id"
          label={t('invoices.assign')}
          options={options}
          placeholder={t('invoices.unassigned')}
          testId="assignee-select"
        />
      ) : (
        <Text fontSize="sm">{t('invoices.assigneesLoading')}</Text>
      )}
    </FormDialog>
  );
}

export default function InvoicesPage() {
  const { t } = useTranslation('b2b');
  const { user } = useAuth();
  const list = usePagedQuery<Invoice, { month_from: string; month_to: string; status: string; assignee_id: string }>(
    user.is_staff ? INVOICES_PATH : null,
    { pageSize: 25, filters: { month_from: '', month_to: '', status: '', assignee_id: '' }, fetcher: getInvoices },
  );
  const { setFilters } = list;
  const [generating, setGenerating] = useState(false);
  const [memoOf, setMemoOf] = useState<Invoice | null>(null);
  const [assigning, setAssigning] = useState<Invoice | null>(null);

  const setStatus = useAction((id: number, status: InvoiceStatus) => updateInvoice(id, { status }), { revalidate: [INVOICES_PATH] });

  const columns = useMemo<DataTableColumn<Invoice>[]>(() => {
    const confirmStatus = async (invoice: Invoice, status: 'ISSUED' | 'PAID') => {
      const key = status === 'ISSUED' ? 'issue' : 'paid';
      const name = escapeHtml(invoice.advertiser_name ?? invoice.account.username);
      const confirmed = await confirmDialog({
        title: t(`invoices.${key}ConfirmTitle`),
        html: t(`invoices.${key}ConfirmBody`, { name, month: formatMonth(invoice.month) }),
        confirmText: t(status === 'ISSUED' ? 'invoices.issue' : 'invoices.markPaid'),
      });
      if (confirmed) await setStatus(invoice.id, status);
    };
    return [
      { key: 'month', header: t('invoices.columns.month'), sortable: true, hideable: false, cell: (row) => formatMonth(row.month) },
      {
        key: 'advertiser_name',
        header: t('invoices.columns.advertiser'),
        sortable: true,
        cell: (row) => (
          <Stack gap="0">
            {/* An account without a business is named by its holder, and said to have none. */}
            <Text fontWeight="semibold">{row.advertiser_name ?? row.account.name ?? row.account.username}</Text>
            <Text fontSize="xs" color="fg.muted">
              {row.account.username} · {row.registration_number ?? t('invoices.noBusiness')}
            </Text>
          </Stack>
        ),
      },
      { key: 'actions', header: t('invoices.columns.actions'), sortable: true, align: 'end', cell: (row) => formatNumber(row.actions) },
      { key: 'supply', header: t('invoices.columns.supply'), align: 'end', cell: (row) => formatWon(row.supply) },
      { key: 'vat', header: t('invoices.columns.vat'), align: 'end', cell: (row) => formatWon(row.vat) },
      {
        key: 'total',
        header: t('invoices.columns.total'),
        sortable: true,
        align: 'end',
        cell: (row) => <Text fontWeight="semibold">{formatWon(row.total)}</Text>,
      },
      {
        key: 'status',
        header: t('invoices.columns.status'),
        sortable: true,
        cell: (row) => (
          <StatusBadge status={row.status} tones={statusColor} testId={`invoice-status-${row.id}`}>
            {t(`invoices.status.${row.status}`)}
          </StatusBadge>
        ),
      },
      {
        key: 'assignee',
        header: t('invoices.columns.assignee'),
        // The name filters the list to that assignee's invoices (assignee_id in the URL).
        cell: (row) =>
          row.assignee ? (
            <Button size="2xs" variant="plain" px="0" onClick={() => setFilters({ assignee_id: String(row.assignee!.id) })}>
              {row.assignee.name ? `${row.assignee.name} (${row.assignee.username})` : row.assignee.username}
            </Button>
          ) : (
            t('invoices.unassigned')
          ),
      },
      { key: 'memo', header: t('invoices.columns.memo'), hidden: true, cell: (row) => row.memo ?? '' },
      {
        key: 'manage',
        header: t('invoices.columns.manage'),
        hideable: false,
        cell: (row) => (
          <HStack gap="1" wrap="wrap">
            {row.status === 'DRAFT' ? (
              <Button size="xs" colorPalette="brand" onClick={() => void confirmStatus(row, 'ISSUED')} data-testid={`issue-${row.id}`}>
                {t('invoices.issue')}
              </Button>
            ) : null}
            {row.status === 'ISSUED' ? (
              <Button size="xs" colorPalette="green" onClick={() => void confirmStatus(row, 'PAID')} data-testid={`paid-${row.id}`}>
                {t('invoices.markPaid')}
              </Button>
            ) : null}
            <Button size="xs" variant="outline" onClick={() => setMemoOf(row)} data-testid={`memo-${row.id}`}>
              {t('invoices.memo')}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setAssigning(row)} data-testid={`assign-${row.id}`}>
              {t('invoices.assign')}
            </Button>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={`/admin/invoices/${row.id}/print`} target="_blank" data-testid={`print-${row.id}`}>
                {t('invoices.print')}
              </RouterLink>
            </Button>
          </HStack>
        ),
      },
    ];
  }, [t, setStatus, setFilters]);

  if (!user.is_staff) {
    return (
      <>
        <PageHeader title={t('pages.invoices.title')} description={t('pages.invoices.description')} />
        <EmptyState icon="sales" title={t('invoices.staffOnly')} />
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={t('pages.invoices.title')}
        description={t('pages.invoices.description')}
        actions={
          <Button size="sm" colorPalette="brand" onClick={() => setGenerating(true)} data-testid="generate-invoices">
            {t('invoices.generate')}
          </Button>
        }
      />
      <DataTable<Invoice>
        {...list.tableProps}
        columns={columns}
        getRowId={(row) => row.id}
        columnMenu
        storageKey="b2b.invoices"
        emptyText={list.error ? t('invoices.loadFailed') : undefined}
        toolbar={
          <HStack gap="2" wrap="wrap">
            <SearchFilter
              label={t('invoices.searchPlaceholder')}
              hideLabel
              maxW="xs"
              placeholder={t('invoices.searchPlaceholder')}
              value={list.search}
              onChange={list.setSearch}
            />
            <Input
              type="month"
              size="sm"
              width="150px"
              aria-label={t('invoices.monthFrom')}
              title={t('invoices.monthFrom')}
              value={list.filters.month_from}
              onChange={(event) => list.setFilters({ month_from: event.target.value })}
              data-testid="month-from"
            />
            <Input
              type="month"
              size="sm"
              width="150px"
              aria-label={t('invoices.monthTo')}
              title={t('invoices.monthTo')}
              value={list.filters.month_to}
              onChange={(event) => list.setFilters({ month_to: event.target.value })}
              data-testid="month-to"
            />
            <SelectFilter
              label={t('invoices.columns.status')}
              hideLabel
              allLabel={t('invoices.allStatuses')}
              options={INVOICE_STATUSES.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))}
              value={list.filters.status}
              onChange={(status) => list.setFilters({ status })}
              maxW="140px"
              testId="status-filter"
            />
            {list.filters.assignee_id ? (
              <Button size="sm" variant="subtle" onClick={() => list.setFilters({ assignee_id: '' })} data-testid="clear-assignee">
                {t('invoices.clearAssignee')} ✕
              </Button>
            ) : null}
            <ExportButton path={INVOICES_PATH} params={list.params} testId="invoices-export" />
          </HStack>
        }
      />
      <GenerateDialog open={generating} onClose={() => setGenerating(false)} />
      <MemoDialog invoice={memoOf} onClose={() => setMemoOf(null)} />
      <AssignDialog invoice={assigning} onClose={() => setAssigning(null)} />
    </>
  );
}
