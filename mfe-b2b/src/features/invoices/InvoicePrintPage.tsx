/**
 * `/admin/invoices/:id/print` (layout `blank`): the invoice (`InvoiceSheet` of @nurly/domain-ui, the
 * member's reward `/invoice` shows the same) on one A4 sheet. The print button and the back link are
 * not printed.
 */
import { useEffect } from 'react';
import { Alert, Box, Button, Flex, Heading, HStack, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '@nurly/shared';
import { InvoiceSheet, preloadInvoiceSheet } from '@nurly/domain-ui';
import { useInvoice } from './api';

/** A4 portrait with a printer-safe margin; the controls stay on screen only. */
const printCss = `
@page { size: A4; margin: 12mm; }
@media print {
  .invoice-no-print { display: none !important; }
  .invoice-sheet { box-shadow: none !important; margin: 0 !important; width: auto !important; min-height: auto !important; }
  body { background: #fff !important; }
}`;

export default function InvoicePrintPage() {
  const { t } = useTranslation('b2b');
  const id = Number(useParams().id) || null;
  const { data, error, isLoading } = useInvoice(id);
  // The sheet's code comes while the invoice is fetched, not after it.
  useEffect(() => void preloadInvoiceSheet(), []);
  return (
    <Box bg="gray.100" minH="100vh" py="2">
      <style>{printCss}</style>
      <HStack className="invoice-no-print" justify="center" gap="3" pt="4">
        <Heading as="h1" size="md">
          {t('pages.invoicePrint.title')}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <RouterLink to="/admin/invoices">{t('invoicePrint.back')}</RouterLink>
        </Button>
        <Button size="sm" colorPalette="brand" onClick={() => window.print()} disabled={!data} data-testid="invoice-print">
          {t('invoicePrint.printButton')}
        </Button>
      </HStack>
      {isLoading ? (
        <Flex justify="center" py="20">
          <Spinner />
        </Flex>
      ) : null}
      {error ? (
        <Alert.Root status="error" maxW="xl" mx="auto" mt="6">
          <Alert.Indicator />
          <Alert.Title>{t('invoicePrint.loadFailed')}</Alert.Title>
          <Alert.Description>{errorMessage(error)}</Alert.Description>
        </Alert.Root>
      ) : null}
      {data ? (
        <InvoiceSheet
          detail={data}
          sheetProps={{ className: 'invoice-sheet', width: '210mm', minH: '297mm', mx: 'auto', my: '6', p: '12mm', boxShadow: 'lg' }}
        />
      ) : null}
    </Box>
  );
}
