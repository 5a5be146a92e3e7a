/**
 * The reconciliation (docs/decisions/money-loop.md#one-source-of-truth "The product checks itself"; README.md): runs every invariant
 * check in one read-only repeatable-read transaction (one consistent picture while settlements
 * keep writing), stores the run with its per-invariant counts and a bounded sample of findings, and
 * answers the last run for the staff view and the menu status.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  RECONCILIATION_INVARIANTS,
  RECONCILIATION_SAMPLE_LIMIT,
  lastDayOfMonth,
  reconciliationMessages,
  shiftDay,
  shiftMonth,
  type ReconciliationCheck,
  type ReconciliationFinding,
  type ReconciliationInvariant,
  type ReconciliationReport,
  type ReconciliationRun,
  type ReconciliationRunResult,
  type ReconciliationTrigger,
  type ReconciliationUnit,
} from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import { salesReport } from '../b2b';
import { accountsByIds, salesRows as hubSalesRows } from '../hub';
import type { CheckRows, MonthWindow, RawFinding, RunRow } from './queries';
import type { ReconciliationRepository, ReconciliationTx } from './repository';

/** Months the per-month checks cover by default: the clock's month and the two before it. */
export const DEFAULT_MONTHS = 3;

export interface ReconciliationDeps {
  repo: ReconciliationRepository;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Months the per-month checks (3–5) cover, ending with the clock's month (default 3). */
  months?: number;
  /** Findings kept per invariant (default RECONCILIATION_SAMPLE_LIMIT). */
  sampleLimit?: number;
  /** When the daily job runs next (the staff view shows it); null when jobs are off here. */
  nextRun?: () => Date | null;
}

const unitOf: Record<ReconciliationInvariant, ReconciliationUnit> = {
  ledger_balance: 'won',
  holds: 'won',
  ad_day_charge: 'won',
  spend_ledger_invoice: 'won',
  sales_ledger: 'won',
  hub_margins: 'tenths',
  publisher_statements: 'won',
  transfers: 'won',
  margin_credits: 'won',
  day_split: 'won',
  margin_payouts: 'won',
};

/** The `months` months ending with the month of `day` (Asia/Seoul YYYY-MM-DD), oldest first. */
export function monthWindow(day: string, months: number): MonthWindow {
  const current = day.slice(0, 7);
  const list = Array.from({ length: Math.max(1, months) }, (_, i) => shiftMonth(current, i - Math.max(1, months) + 1)).map((month) => ({
    month,
    first: `${month}-01`,
    last: lastDayOfMonth(month),
  }));
  return {
    months: list,
    fromDay: list[0].first,
    toDay: list[list.length - 1].last,
    fromMonth: list[0].month,
    toMonth: current,
    today: day,
  };
}

/**
 * Days before this one are in months whose statements must exist: the months ended before the month
 * of yesterday, so the 00:05 settlement that closes a month has run before its days are expected on
 * a statement (a run at 00:02 on the 1st does not report the last day's month).
 */
export const statementsClosedBefore = (today: string) => `${shiftDay(today, -1).slice(0, 7)}-01`;

/** Newest accounts and periods first, as the SQL checks order theirs. */
function byNewest(a: RawFinding, b: RawFinding): number {
  return (
    (b.accountId ?? -1) - (a.accountId ?? -1) ||
    (b.groupId ?? -1) - (a.groupId ?? -1) ||
    (b.period ?? '').localeCompare(a.period ?? '') ||
    (b.adId ?? -1) - (a.adId ?? -1)
  );
}

const bounded = (findings: RawFinding[], limit: number): CheckRows => ({
  total: findings.length,
  findings: findings.sort(byNewest).slice(0, limit),
});

/**
 * 4. Sales revenue per member and month = its AD_DEDUCTs: the company's sales report itself
 * (b2b/sales.ts `salesReport`, grouped by member per month) against the ledger.
 */
async function salesFindings(tx: ReconciliationTx, window: MonthWindow, limit: number): Promise<CheckRows> {
  const ledger = new Map((await tx.ledgerByAccountMonth(window)).map((row) => [`${row.accountId}:${row.month}`, row.won]));
  const sales = new Map<string, number>();
  for (const { first, last } of window.months) {
    const report = await salesReport(tx.handle, { from: first, to: last, unit: 'month', group: 'member' });
    for (const row of report.results) sales.set(`${row.key}:${row.period}`, row.revenue);
  }
  const findings: RawFinding[] = [];
  for (const key of new Set([...ledger.keys(), ...sales.keys()])) {
    const expected = ledger.get(key) ?? 0;
    const actual = sales.get(key) ?? 0;
    if (expected === actual) continue;
    const [accountId, month] = key.split(':');
    findings.push({ kind: 'SALES', accountId: Number(accountId), groupId: null, adId: null, period: month, expected, actual });
  }
  return bounded(findings, limit);
}

/**
 * 5. Hub margins = Σ reseller margin rows of the hub: per hub and month, the margin rows against the
 * price chains (MARGIN_ROWS), and the hub console's margin (hub/reports-queries.ts `salesRows`, the
 * hub's own sales) against the rows (HUB_REPORT); in tenths of a won, before any rounding.
 */
async function hubMarginFindings(tx: ReconciliationTx, window: MonthWindow, limit: number): Promise<CheckRows> {
  const figures = new Map((await tx.hubMarginFigures(window)).map((row) => [`${row.groupId}:${row.month}`, row]));
  const reported = new Map<string, number>();
  for (const hub of await tx.hubGroups()) {
    for (const row of await hubSalesRows(tx.handle, hub.id, window.fromDay, window.toDay, 'month')) {
      const key = `${hub.id}:${row.period}`;
      reported.set(key, (reported.get(key) ?? 0) + Number(row.margin_tenths));
    }
  }
  const findings: RawFinding[] = [];
  for (const key of new Set([...figures.keys(), ...reported.keys()])) {
    const [groupId, month] = key.split(':');
    const figure = figures.get(key);
    const rowsTenths = figure?.rowsTenths ?? 0;
    const base = { accountId: null, groupId: Number(groupId), adId: null, period: month };
    if ((figure?.chainTenths ?? 0) !== rowsTenths)
      findings.push({ ...base, kind: 'MARGIN_ROWS', expected: figure?.chainTenths ?? 0, actual: rowsTenths });
    const shown = reported.get(key) ?? 0;
    if (shown !== rowsTenths) findings.push({ ...base, kind: 'HUB_REPORT', expected: rowsTenths, actual: shown });
  }
  return bounded(findings, limit);
}

/** Every check on one snapshot; accounts and hubs are named from the same snapshot. */
async function runChecks(tx: ReconciliationTx, window: MonthWindow, limit: number) {
  const results: Record<ReconciliationInvariant, CheckRows> = {
    ledger_balance: await tx.ledgerBalanceFindings(limit),
    holds: await tx.holdFindings(limit),
    ad_day_charge: await tx.adDayChargeFindings(limit),
    spend_ledger_invoice: await tx.spendLedgerInvoiceFindings(window, window.toMonth, limit),
    sales_ledger: await salesFindings(tx, window, limit),
    hub_margins: await hubMarginFindings(tx, window, limit),
    publisher_statements: await tx.statementFindings(statementsClosedBefore(window.today), limit),
    transfers: await tx.transferFindings(limit),
    margin_credits: await tx.marginCreditFindings(limit),
    day_split: await tx.daySplitFindings(window, limit),
    margin_payouts: await tx.marginPayoutFindings(limit),
  };
  const kept = Object.values(results).flatMap((check) => check.findings);
  const accountIds = [...new Set(kept.map((finding) => finding.accountId).filter((id): id is number => id !== null))];
  const accounts = new Map(
    (await accountsByIds(tx.handle, accountIds)).map((row) => [
      Number(row.id),
      { id: Number(row.id), username: row.username, name: row.name },
    ]),
  );
  const hubs = new Map((await tx.hubGroups()).map((hub) => [hub.id, hub]));
  const toFinding = (raw: RawFinding): ReconciliationFinding => ({
    kind: raw.kind,
    account:
      raw.accountId === null ? null : (accounts.get(raw.accountId) ?? { id: raw.accountId, username: String(raw.accountId), name: null }),
    group: raw.groupId === null ? null : (hubs.get(raw.groupId) ?? { id: raw.groupId, name: String(raw.groupId) }),
    ad_id: raw.adId,
    period: raw.period,
    expected: raw.expected,
    actual: raw.actual,
  });
  const counts = {} as Record<ReconciliationInvariant, number>;
  const findings = {} as Record<ReconciliationInvariant, ReconciliationFinding[]>;
  for (const key of RECONCILIATION_INVARIANTS) {
    counts[key] = results[key].total;
    findings[key] = results[key].findings.map(toFinding);
  }
  return { counts, findings };
}

function toRun(row: RunRow): ReconciliationRun {
  const checks: ReconciliationCheck[] = RECONCILIATION_INVARIANTS.map((key) => {
    const count = row.counts[key] ?? 0;
    return { key, ok: count === 0, count, unit: unitOf[key], findings: row.findings[key] ?? [] };
  });
  return {
    id: row.id,
    trigger: row.trigger as ReconciliationTrigger,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt.toISOString(),
    ok: row.ok,
    broken: row.broken,
    from_month: row.fromMonth.slice(0, 7),
    to_month: row.toMonth.slice(0, 7),
    checks,
  };
}

/** Runs every check now and stores the run (the daily job and POST admin/reconciliation/run). */
export async function reconcile(
  deps: ReconciliationDeps,
  trigger: ReconciliationTrigger,
  actorId: number | null = null,
): Promise<ReconciliationRun> {
  const { repo, clock } = deps;
  const startedAt = clock.now();
  const window = monthWindow(clock.seoulDay(startedAt), deps.months ?? DEFAULT_MONTHS);
  const limit = deps.sampleLimit ?? RECONCILIATION_SAMPLE_LIMIT;
  // Read-only and repeatable read: every check sees the same committed state (a settlement batch
  // commits its ledger, settlement, history and margin rows together), so a run during a settlement
  // reports no half-written day.
  const { counts, findings } = await repo.transaction((tx) => runChecks(tx, window, limit), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
  const broken = RECONCILIATION_INVARIANTS.filter((key) => counts[key] > 0).length;
  const row = await repo.insertRun({
    trigger,
    actorId,
    startedAt,
    finishedAt: clock.now(),
    ok: broken === 0,
    broken,
    fromMonth: window.fromDay,
    toMonth: window.months[window.months.length - 1].first,
    counts,
    findings,
  });
  const log = { runId: row.id, trigger, broken, counts };
  if (broken > 0) deps.log?.warn(log, 'reconciliation found broken invariants');
  else deps.log?.info(log, 'reconciliation run');
  return toRun(row);
}

export async function runNow(deps: ReconciliationDeps, actorId: number): Promise<ReconciliationRunResult> {
  const run = await reconcile(deps, 'MANUAL', actorId);
  return { message: reconciliationMessages.ran(run.broken), run };
}

export async function lastReport(deps: ReconciliationDeps): Promise<ReconciliationReport> {
  const row = await deps.repo.lastRun();
  return { run: row ? toRun(row) : null, next_run_at: deps.nextRun?.()?.toISOString() ?? null };
}

/** The menu status of the staff view: errorCount = invariants broken at the last run (0 before the first). */
export function menuStatusOf(row: RunRow | undefined) {
  const broken = row?.broken ?? 0;
  return {
    successCount: row ? RECONCILIATION_INVARIANTS.length - broken : 0,
    successHint: reconciliationMessages.menuSuccess,
    errorCount: broken,
    errorHint: reconciliationMessages.menuError,
  };
}
