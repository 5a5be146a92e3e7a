/**
 * The member's own invoice (reward `/invoice`): `InvoiceSheet` of @nurly/shared, the sheet staff print
 * at `/admin/invoices/:id/print`, in a dialog whose print button prints the sheet alone on A4.
 */
import { Alert, Button, CloseButton, Dialog, Flex, Portal, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, InvoiceSheet } from '@nurly/shared';
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
  return (
    <Dialog.Root open={id !== null} onOpenChange={(event) => !event.open && onClose()} placement="center" size="xl" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="invoice-dialog">
            <style>{printCss}</style>
            <Dialog.Header>
              <Dialog.Title>{t('reports.sheet.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {isLoading ? (
                <Flex justify="center" py="10">
                  <Spinner />
                </Flex>
              ) : null}
              {error ? (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{t('reports.sheet.loadFailed')}</Alert.Title>
                  <Alert.Description>{errorMessage(error)}</Alert.Description>
                </Alert.Root>
              ) : null}
              {data ? <InvoiceSheet detail={data} sheetProps={{ className: 'hub-invoice-sheet' }} /> : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('reports.sheet.close')}
              </Button>
              <Button colorPalette="brand" onClick={() => window.print()} disabled={!data} data-testid="invoice-print">
                {t('reports.sheet.print')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
