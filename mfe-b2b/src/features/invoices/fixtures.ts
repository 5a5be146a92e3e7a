/** Invoice answers of the page tests (the server's shapes, contracts/src/schemas/invoices.ts). */
import type { Invoice, InvoiceList } from '@nurly/contracts/schemas';

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 11,
    account: { id: 7, username: 'nuri_main', name: '김누리' },
    advertiser_id: 3,
    advertiser_name: '누리 상회',
    registration_number: '314-15-92653',
    month: '2026-10',
    status: 'DRAFT',
    actions: 6,
    total: 231,
    supply: 210,
    vat: 21,
    assignee: null,
    memo: null,
    generated_at: '2026-10-31T15:30:00.000Z',
    issued_at: null,
    paid_at: null,
    ...overrides,
  };
}

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

/** The sheet's invoice (issued, two lines, rejections by reason): the package's fixture. */
export { invoiceDetail } from '@nurly/domain-ui/testing';
