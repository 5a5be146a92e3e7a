import type { SalesReport } from '@nurly/contracts/schemas';

export function salesReport(overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    view: 'company',
    from: '2026-11-01',
    to: '2026-11-22',
    unit: 'day',
    group: 'member',
    results: [
      {
        period: '2026-11-21',
        key: '7',
        label: '조현우',
        actions: 120,
        revenue: 4_620,
        publisher_payout: 2_772,
        reseller_margin: 480,
        company_margin: 1_368,
      },
      {
        period: '2026-11-22',
        key: '7',
        label: '조현우',
        actions: 80,
        revenue: 3_080,
        publisher_payout: 1_848,
        reseller_margin: 320,
        company_margin: 912,
      },
    ],
    hubs: [],
    resellers: [],
    totals: { actions: 200, revenue: 7_700, publisher_payout: 4_620, reseller_margin: 800, company_margin: 2_280 },
    ...overrides,
  };
}
