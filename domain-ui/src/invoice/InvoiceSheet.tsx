/**
 * The invoice as one printable sheet, the same for staff (mfe-b2b `/admin/invoices/:id/print`) and the
 * member (mfe-hub reward `/invoice`); InvoiceSheetView.tsx says what it shows. Its code is a chunk of
 * the remote that bundles it, loaded with the first invoice shown: no other page needs it.
 */
import type { BoxProps } from '@chakra-ui/react';
import type { InvoiceDetail } from '@nurly/contracts/schemas';
import { CodeLoading, lazyComponent } from '@nurly/shared';

export interface InvoiceSheetProps {
  detail: InvoiceDetail;
  sheetProps?: BoxProps;
}

const view = lazyComponent<InvoiceSheetProps>(
  () => import('./InvoiceSheetView').then((m) => ({ default: m.InvoiceSheetView })),
  () => <CodeLoading />,
);

export const InvoiceSheet = view.Component;

/** Fetches the sheet's code ahead of its first use, e.g. while the invoice itself is being fetched. */
export const preloadInvoiceSheet = view.preload;
