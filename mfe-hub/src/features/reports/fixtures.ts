/** Hub reports answers of the page tests (the server's shapes, contracts/src/schemas/hub-reports.ts). */
import type { RequestHandler } from 'msw';
import type { ReactElement } from 'react';
import { renderRemote, type TestUser } from '@nurly/shared/testing';
import type { HubMyInvoiceList, HubPeriodReport, HubSalesReport, Invoice, InvoiceDetail } from '@nurly/contracts/schemas';
import { invoice as baseInvoice } from '@nurly/domain-ui/testing';
import definition from '../../routes';

export function periodReport(overrides: Partial<HubPeriodReport> = {}): HubPeriodReport {
  const ad = {
    id: 41,
    service: 'HUB' as const,
    channel: 'NAVER_SHOPPING' as const,
    product_code: 'naverapp',
    keyword: '강아지 간식',
    target_name: '멍멍 간식공방',
  };
  const client = { id: 5, username: 'hubclient', name: '허브고객 이은지' };
  return {
    from: '2026-11-09',
    to: '2026-11-22',
    group: 'ad_day',
    group_id: 1,
    results: [
      {
        key: '2026-11-21:41:5',
        day: '2026-11-21',
        ad,
        client,
        daily_volume: 150,
        completions: 48,
        rejections: 3,
        charged: 2_035,
        unsettled_days: 0,
      },
      {
        key: '2026-11-22:41:5',
        day: '2026-11-22',
        ad,
        client,
        daily_volume: 150,
        completions: 20,
        rejections: 1,
        charged: 0,
        unsettled_days: 1,
      },
    ],
    totals: { daily_volume: 300, completions: 68, rejections: 4, charged: 2_035 },
    ...overrides,
  };
}

export function salesReport(overrides: Partial<HubSalesReport> = {}): HubSalesReport {
  const client = { id: 5, username: 'hubclient', name: '허브고객 이은지' };
  return {
    from: '2026-11-09',
    to: '2026-11-22',
    unit: 'day',
    group_id: 1,
    group_name: '누리 허브 1그룹',
    results: [
      { period: '2026-11-21', client, completions: 100, revenue: 4_240, cost: 3_850, margin: 390, sub_margin: 0 },
      { period: '2026-11-22', client, completions: 50, revenue: 2_120, cost: 1_925, margin: 195, sub_margin: 0 },
    ],
    totals: { completions: 150, revenue: 6_360, cost: 5_775, margin: 585, sub_margin: 0 },
    ...overrides,
  };
}

/** The hub client's invoice of October (issued; no registered business). */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return baseInvoice({
    id: 31,
    account: { id: 5, username: 'hubclient', name: '허브고객 이은지' },
    advertiser_id: null,
    advertiser_name: null,
    registration_number: null,
    status: 'ISSUED',
    actions: 68,
    total: 2_882,
    supply: 2_620,
    vat: 262,
    issued_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  });
}

export function myInvoices(rows: Invoice[] = [invoice()]): HubMyInvoiceList {
  return { count: rows.length, invocies: rows };
}

export function invoiceDetail(overrides: Partial<Invoice> = {}): InvoiceDetail {
  return {
    invoice: invoice(overrides),
    lines: [
      {
        id: 1,
        ad_id: 41,
        product_code: 'naverapp',
        keyword: '강아지 간식',
        actions: 68,
        unit_price_tenths: 424,
        amount: 2_882,
        rejected: { TOO_FAST: 3 },
      },
    ],
    evidence: { completed: 68, rejected_total: 4, rejected: { TOO_FAST: 3, WRONG_ANSWER: 1 } },
    advertiser: null,
    company: { name: '(주)더널리', registration_number: '120-88-12345', representative: null, address: null, emails: [] },
  };
}

/** Hub groups as GET groups lists them for staff: 'Nurly hub N' for each id, in the order given. */
export function hubGroups(...ids: number[]): { id: number; name: string }[] {
  return ids.map((id) => ({ id, name: `누리 허브 ${id}그룹` }));
}

/** A report page as `user` sees it at `path`, the API answered by `handlers`. */
export function renderReport(ui: ReactElement, user: TestUser, path: string, handlers: RequestHandler[]) {
  return renderRemote(ui, { remote: definition, user, path, handlers });
}
