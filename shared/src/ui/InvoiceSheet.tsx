/**
 * The invoice as one printable sheet, the same for staff (mfe-b2b `/admin/invoices/:id/print`) and the
 * member (mfe-hub reward `/invoice`); InvoiceSheetView.tsx says what it shows. Its code loads with the
 * first invoice shown: no other page needs it.
 */
import { Flex, Spinner, Text, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@nurly/contracts/schemas';
import { lazyComponent } from './lazyComponent';

export interface InvoiceSheetProps {
  detail: InvoiceDetail;
  sheetProps?: BoxProps;
}

function InvoiceSheetLoading() {
  const { t } = useTranslation('common');
  return (
    <Flex role="status" align="center" justify="center" gap={2} py={10} color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('loadingData')}</Text>
    </Flex>
  );
}

const view = lazyComponent<InvoiceSheetProps>(
  () => import('./InvoiceSheetView').then((m) => ({ default: m.InvoiceSheetView })),
  InvoiceSheetLoading,
);

export const InvoiceSheet = view.Component;

/** Fetches the sheet's code ahead of its first use, e.g. while the invoice itself is being fetched. */
export const preloadInvoiceSheet = view.preload;
