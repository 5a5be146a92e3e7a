import { RECONCILIATION_INVARIANTS } from '@nurly/contracts';
import type { ReconciliationCheck, ReconciliationReport, ReconciliationRun } from '@nurly/contracts/schemas';

/** A run as GET admin/reconciliation answers it: every check OK unless `checks` overrides some. */
export function reconciliationRun(
  overrides: Partial<ReconciliationRun> = {},
  checks: Partial<Record<ReconciliationCheck['key'], Partial<ReconciliationCheck>>> = {},
): ReconciliationRun {
  const all = RECONCILIATION_INVARIANTS.map((key): ReconciliationCheck => ({
    key,
    ok: true,
    count: 0,
    unit: key === 'hub_margins' ? 'tenths' : 'won',
    findings: [],
    ...checks[key],
  }));
  const broken = all.filter((check) => !check.ok).length;
  return {
    id: 7,
    trigger: 'SCHEDULE',
    // 15:45 UTC is 00:45 the next day in Seoul.
    started_at: '2026-11-22T15:45:00.000Z',
    finished_at: '2026-11-22T15:45:02.000Z',
    ok: broken === 0,
    broken,
    from_month: '2026-09',
    to_month: '2026-11',
    checks: all,
    ...overrides,
  };
}

/** The demo customer's run: charges naming no ad-day, its campaign spend and sales off the ledger, a hub's margin row missing. */
export function brokenRun(): ReconciliationRun {
  const customer = { id: 15, username: 'customer', name: '조현우' };
  return reconciliationRun(
    {},
    {
      ad_day_charge: {
        ok: false,
        count: 3,
        findings: [
          { kind: 'WITHOUT_AD_DAY', account: customer, group: null, ad_id: null, period: '2026-11-22', expected: 0, actual: 85_000 },
          { kind: 'CHARGED_TWICE', account: customer, group: null, ad_id: 41, period: '2026-11-20', expected: 963, actual: 1_926 },
        ],
      },
      spend_ledger_invoice: {
        ok: false,
        count: 1,
        findings: [
          { kind: 'CAMPAIGN_SPEND', account: customer, group: null, ad_id: null, period: '2026-11', expected: 331_066, actual: 61_139 },
        ],
      },
      hub_margins: {
        ok: false,
        count: 1,
        findings: [
          {
            kind: 'MARGIN_ROWS',
            account: null,
            group: { id: 3, name: '강남 허브' },
            ad_id: null,
            period: '2026-11',
            expected: 245,
            actual: 0,
          },
        ],
      },
    },
  );
}

export function reconciliationReport(
  run: ReconciliationRun | null = reconciliationRun(),
  nextRunAt: string | null = '2026-11-23T15:45:00.000Z',
): ReconciliationReport {
  return { run, next_run_at: nextRunAt };
}
