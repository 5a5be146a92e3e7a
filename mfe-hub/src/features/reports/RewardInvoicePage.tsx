/**
 * Reward site `/invoice` (HUB_CLIENT, HUB_ADMIN, HUB_MEMBER): the member's own ads
 * by period (hub/my/period) and its monthly invoices of the B2B issue (hub/my/invoices), each opened
 * as a readable, printable sheet. Only the caller's own rows: the server scopes both to the owner.
 */
import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceStatus } from '@nurly/contracts/schemas';
import { DataTable, PageHeader, errorMessage, formatMonth, formatNumber, formatWon, type DataTableColumn } from '@nurly/shared';
import { MY_PERIOD_PATH, useMyInvoices } from './api';
import { InvoiceDialog } from './InvoiceDialog';
import { PeriodDetail } from './PeriodDetail';

function MyInvoices() {
  const { t } = useTranslation('hub');
  const { data, error, isLoading } = useMyInvoices();
  const [openId, setOpenId] = useState<number | null>(null);
  const columns = useMemo<DataTableColumn<Invoice>[]>(
    () => [
      { key: 'month', header: t('reports.invoice.month'), cell: (row) => formatMonth(row.month) },
      { key: 'status', header: t('reports.invoice.status'), cell: (row) => t(`reports.invoice.statuses.${row.status as InvoiceStatus}`) },
      { key: 'actions', header: t('reports.invoice.actions'), align: 'end', cell: (row) => formatNumber(row.actions) },
      { key: 'supply', header: t('reports.invoice.supply'), align: 'end', cell: (row) => formatWon(row.supply) },
      { key: 'vat', header: t('reports.invoice.vat'), align: 'end', cell: (row) => formatWon(row.vat) },
      { key: 'total', header: t('reports.invoice.total'), align: 'end', cell: (row) => formatWon(row.total) },
      {
        key: 'open',
        header: '',
        align: 'end',
        hideable: false,
        cell: (row) => (
          <Button size="xs" variant="outline" onClick={() => setOpenId(row.id)} data-testid={`invoice-open-${row.id}`}>
            {t('reports.invoice.open')}
          </Button>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      {error ? (
        <Alert.Root status="error" data-testid="invoices-error">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(error)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DataTable<Invoice>
        rows={data?.invocies ?? []}
        loading={isLoading}
        getRowId={(row) => String(row.id)}
        emptyText={t('reports.invoice.empty')}
        columns={columns}
      />
      <InvoiceDialog id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

const VIEWS = ['period', 'invoices'] as const;

export default function RewardInvoicePage() {
  const { t } = useTranslation('hub');
  // The two views keep their own filters in the URL; switching view keeps the period's.
  const [view, setView] = useState<(typeof VIEWS)[number]>('period');
  return (
    <>
      <PageHeader title={t('pages.invoice.title')} description={t('pages.invoice.description')} />
      <HStack gap="2" mb="4" role="group" aria-label={t('pages.invoice.title')}>
        {VIEWS.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={view === option ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={view === option}
            onClick={() => setView(option)}
            data-testid={`tab-${option}`}
          >
            {t(option === 'period' ? 'reports.invoice.periodTab' : 'reports.invoice.invoicesTab')}
          </Button>
        ))}
      </HStack>
      {view === 'period' ? <PeriodDetail path={MY_PERIOD_PATH} /> : <MyInvoices />}
    </>
  );
}
