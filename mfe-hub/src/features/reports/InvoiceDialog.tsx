/**
 * The member's own invoice (reward `/invoice`): `InvoiceSheet` of @nurly/domain-ui, the sheet staff print
 * at `/admin/invoices/:id/print`, in a dialog whose print button prints the sheet alone on A4.
 */
import { useEffect } from 'react';
import { Button, Flex, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@nurly/shared';
import { InvoiceSheet, preloadInvoiceSheet } from '@nurly/domain-ui';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { useMyInvoice } from './api';

/** Printing hides the page and the dialog chrome: only the sheet, on A4 with a printer-safe margin. */
const printCss = `
@page { size: A4; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  .hub-invoice-sheet, .hub-invoice-sheet * { visibility: visible !important; }
  .hub-invoice-sheet { position: absolute; left: 0; top: 0; width: 100% !important; box-shadow: none !important; }
}`;

/** One of the caller's invoices in a dialog (null: closed). */
export function InvoiceDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('hub');
  const { data, error, isLoading } = useMyInvoice(id);
  // The sheet's code comes while the invoice is fetched, not after it.
  useEffect(() => {
    if (id !== null) void preloadInvoiceSheet();
  }, [id]);
  return (
    <DialogShell
      closeButton
      open={id !== null}
      onClose={onClose}
      title={t('reports.sheet.title')}
      cancelLabel={t('reports.sheet.close')}
      size="xl"
      scrollBehavior="inside"
      testId="invoice-dialog"
      actions={
        <Button colorPalette="brand" onClick={() => window.print()} disabled={!data} data-testid="invoice-print">
          {t('reports.sheet.print')}
        </Button>
      }
    >
      <style>{printCss}</style>
      {isLoading ? (
        <Flex justify="center" py="10">
          <Spinner />
        </Flex>
      ) : null}
      {error ? <LoadFailedAlert title={t('reports.sheet.loadFailed')} error={error} /> : null}
      {data ? <InvoiceSheet detail={data} sheetProps={{ className: 'hub-invoice-sheet' }} /> : null}
    </DialogShell>
  );
}
