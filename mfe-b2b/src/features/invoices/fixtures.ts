/** Invoice answers of the page tests (the server's shapes, contracts/src/schemas/invoices.ts). */
import type { Invoice, InvoiceList } from '@nurly/contracts/schemas';

export function invoiceList(rows: Invoice[]): InvoiceList {
  return {
    count: rows.length,
    invocies: rows,
    advertisers: rows.flatMap((row) =>
      row.advertiser_id
        ? [
            {
              id: row.advertiser_id,
              user_id: row.account.id,
              name: row.advertiser_name ?? '',
              registration_number: row.registration_number ?? '',
            },
          ]
        : [],
    ),
  };
}

/** A month's invoice (a draft) and the sheet's (issued, two lines, rejections by reason): the package's fixtures. */
export { invoice, invoiceDetail } from '@nurly/domain-ui/testing';
