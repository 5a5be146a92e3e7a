/** Invoice answers of the page tests (the server's shapes, contracts/src/schemas/invoices.ts). */
import type { Invoice, InvoiceDetail, InvoiceList } from '@nurly/contracts/schemas';

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

export function invoiceDetail(overrides: Partial<Invoice> = {}): InvoiceDetail {
  return {
    invoice: invoice({ issued_at: '2026-11-01T01:00:00.000Z', status: 'ISSUED', ...overrides }),
    lines: [
      {
        id: 1,
        ad_id: 101,
        product_code: 'naverapp',
        keyword: '캠핑의자',
        actions: 5,
        unit_price_tenths: 385,
        amount: 193,
        rejected: { TOO_FAST: 2 },
      },
      {
        id: 2,
        ad_id: 102,
        product_code: 'naverplace-traffic',
        keyword: '강남 꽃집',
        actions: 1,
        unit_price_tenths: 380,
        amount: 38,
        rejected: {},
      },
    ],
    evidence: { completed: 6, rejected_total: 3, rejected: { TOO_FAST: 2, WRONG_ANSWER: 1 } },
    advertiser: {
      name: '누리 상회',
      registration_number: '314-15-92653',
      representative: '김누리',
      address: '서울특별시 마포구 월드컵북로 1',
      emails: ['tax@nuri.kr'],
    },
    company: { name: '(주)더널리', registration_number: '120-88-12345', representative: null, address: null, emails: [] },
  };
}
