/**
 * Reconciliation reads (docs/decisions/money-loop.md#one-source-of-truth; README.md). Each check is ONE statement returning its
 * offending rows `(kind, account_id, ad_id, period, expected, actual)` with the total number found
 * (`count(*) over ()`, computed before the LIMIT), bounded by `limit` so a broken day never returns
 * a million rows. They run inside one read-only repeatable-read transaction (service.ts), so every
 * check sees the same committed state even while a settlement is writing.
 */
import { desc, sql, type SQL } from 'drizzle-orm';
import type { ReconciliationFindingKind } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { seoulDayOfSql } from '../../db/days-sql';
import { rowsOf } from '../../db/rows';
import { reconciliationRuns } from '../../db/schema/reconciliation';
import type { Runner } from '../../db/tx';
import { adSpentSql } from '../ads';

/** The months the per-month checks cover: `YYYY-MM` each, oldest first; the last is the clock's month. */
export interface MonthWindow {
  months: { month: string; first: string; last: string }[];
  /** First day of the first month, last day of the last month. */
  fromDay: string;
  toDay: string;
  fromMonth: string;
  toMonth: string;
  /** The clock's day (Asia/Seoul) the window was made for. */
  today: string;
}

/** One offending row as a check returns it (account labels are added by the service). */
export interface RawFinding {
  kind: ReconciliationFindingKind;
  accountId: number | null;
  groupId: number | null;
  adId: number | null;
  period: string | null;
  expected: number;
  actual: number;
}

export interface CheckRows {
  total: number;
  findings: RawFinding[];
}

interface RawRow {
  kind: ReconciliationFindingKind;
  account_id: number | null;
  ad_id: number | null;
  period: string | null;
  expected: string;
  actual: string;
  total: number;
}

/**
 * Runs `ctes` — `with` clauses ending in one named `findings(kind, account_id, ad_id, period,
 * expected, actual)` — and returns its first `limit` rows, newest accounts and days first (where a
 * fresh break is), with the total.
 */
export async function boundedFindings(db: Runner, ctes: SQL, limit: number): Promise<CheckRows> {
  const rows = await rowsOf<RawRow>(
    db,
    sql`with ${ctes}
        select f.kind, f.account_id, f.ad_id, f.period, f.expected::text as expected, f.actual::text as actual, (count(*) over ())::int as total
        from findings f
        order by f.account_id desc nulls last, f.period desc nulls last, f.ad_id desc nulls last, f.kind
        limit ${limit}`,
  );
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    findings: rows.map((row) => ({
      kind: row.kind,
      accountId: row.account_id === null ? null : Number(row.account_id),
      groupId: null,
      adId: row.ad_id === null ? null : Number(row.ad_id),
      period: row.period,
      expected: Number(row.expected),
      actual: Number(row.actual),
    })),
  };
}

/**
 * 1. ledger = Σ balances: each account's cached balance (users.point) = Σ its ledger rows' `amount`
 * (points/ledger.ts: `amount` is the signed change of the balance; a pending top-up request and a
 * cancelled one carry 0 until staff confirm it with a CHARGE row, so every row may be summed).
 */
export function ledgerBalanceFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`ledger as (select account_id, sum(amount)::bigint as total from point_transactions group by account_id),
        findings as (
          select 'BALANCE' as kind, u.id as account_id, null::int as ad_id, null::text as period,
                 coalesce(l.total, 0) as expected, u.point as actual
          from users u left join ledger l on l.account_id = u.id
          where u.point <> coalesce(l.total, 0)
        )`,
    limit,
  );
}

/**
 * 6. Transfers sum to zero (docs/decisions/resellers.md#transfers): every TRANSFER_OUT/RECALL_OUT debit has exactly its
 * credit — the …_IN row of the same kind pointing at it (`related_id`), on the account the debit
 * names, naming the debit's account — and the two net to zero. A row outside such a pair is
 * TRANSFER_UNPAIRED (expected 0, actual its amount); a pair that does not net to zero
 * TRANSFER_NOT_ZERO (expected 0, actual the net), on the debit's account. Period: the Seoul day booked.
 */
export function transferFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`moves as (
          select id, account_id, counterparty_id, related_id, action, amount, ${seoulDayOfSql(sql.raw('created_at'))} as day
          from point_transactions where action in ('TRANSFER_OUT', 'TRANSFER_IN', 'RECALL_OUT', 'RECALL_IN')
        ),
        pairs as (
          select d.id as debit_id, c.id as credit_id, d.account_id, d.day, d.amount + c.amount as net
          from moves d join moves c on c.related_id = d.id
           and c.account_id = d.counterparty_id and c.counterparty_id = d.account_id
           and ((d.action = 'TRANSFER_OUT' and c.action = 'TRANSFER_IN') or (d.action = 'RECALL_OUT' and c.action = 'RECALL_IN'))
        ),
        findings as (
          select 'TRANSFER_UNPAIRED' as kind, m.account_id, null::int as ad_id, m.day as period, 0::bigint as expected, m.amount as actual
          from moves m
          where not exists (select 1 from pairs p where p.debit_id = m.id or p.credit_id = m.id)
          union all
          select 'TRANSFER_NOT_ZERO', p.account_id, null::int, p.day, 0::bigint, p.net from pairs p where p.net <> 0
        )`,
    limit,
  );
}

/** Holds: every hold ≥ 0, and each account's balance ≥ Σ its holds (docs/decisions/money-loop.md#holds). */
export function holdFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`held as (select account_id, sum(amount)::bigint as held from point_holds where amount > 0 group by account_id),
        findings as (
          select 'NEGATIVE_HOLD' as kind, h.account_id, h.ad_id, null::text as period, 0::bigint as expected, h.amount as actual
          from point_holds h where h.amount < 0
          union all
          select 'HOLDS_OVER_BALANCE', u.id, null::int, null::text, h.held, u.point
          from users u join held h on h.account_id = u.id
          where u.point < h.held
        )`,
    limit,
  );
}

/**
 * Every AD_DEDUCT row with the ad-day it charges: the settlement row pointing at it
 * (`daily_ad_settlements.ledger_id`), else the ad-day its idempotency key names
 * (`settle:ad:{adId}:{day}`, settlement/service.ts `ledgerKey`, of an ad that exists); none for a row
 * naming neither. `won` is the charge as a positive amount; `month` the ad-day's month, else the
 * Asia/Seoul month the row was booked in. The settlement link is one hash join; the key and the
 * booking day are computed only for the rows it leaves unexplained, so the scan stays cheap.
 */
const deductsCte = sql`
  deducts as (
    select x.id, x.account_id, x.won, x.created_at,
           coalesce(x.settled_ad_id, ka.id) as ad_id,
           coalesce(x.settled_day, case when ka.id is not null then (x.m)[2] end) as day,
           -- coalesce stops at the first non-null: the booking day is computed only for a charge naming no ad-day.
           left(coalesce(x.settled_day, case when ka.id is not null then (x.m)[2] end, ${seoulDayOfSql(sql.raw('x.created_at'))}), 7) as month
    from (
      select p.id, p.account_id, (-p.amount)::bigint as won, p.created_at, s.ad_id as settled_ad_id, to_char(s.day::timestamp, 'YYYY-MM-DD') as settled_day,
             -- The key is read only for a charge no settlement row points at (the rare case).
             case when s.ledger_id is null then regexp_match(p.idempotency_key, '^settle:ad:([0-9]{1,9}):([0-9]{4}-[0-9]{2}-[0-9]{2})(:|$)') end as m
      from point_transactions p
      left join (
        select distinct on (ledger_id) ledger_id, ad_id, day from daily_ad_settlements where ledger_id is not null order by ledger_id, id
      ) s on s.ledger_id = p.id
      where p.action = 'AD_DEDUCT'
    ) x
    left join ads ka on ka.id = ((x.m)[1])::int
  )`;

/**
 * 2. Each ad-day charged once and equal to its settlement row: at most one AD_DEDUCT per (ad, day),
 * every one of them with a settlement row, each settlement row pointing at an AD_DEDUCT of the ad's
 * owner of exactly its amount (or at none when it charged 0), and no AD_DEDUCT naming no ad-day.
 */
export function adDayChargeFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`${deductsCte},
        per_ad_day as (
          select d.ad_id, d.day, count(*)::int as n, sum(d.won)::bigint as won from deducts d where d.ad_id is not null group by d.ad_id, d.day
        ),
        findings as (
          select case when d.n > 1 then 'CHARGED_TWICE' else 'WITHOUT_SETTLEMENT' end as kind, a.owner_id as account_id, d.ad_id, d.day as period,
                 coalesce(s.amount, 0)::bigint as expected, d.won as actual
          from per_ad_day d
          join ads a on a.id = d.ad_id
          left join daily_ad_settlements s on s.ad_id = d.ad_id and to_char(s.day::timestamp, 'YYYY-MM-DD') = d.day
          where d.n > 1 or s.id is null
          union all
          select 'AMOUNT_MISMATCH', a.owner_id, s.ad_id, to_char(s.day::timestamp, 'YYYY-MM-DD'), s.amount,
                 case when p.action = 'AD_DEDUCT' and p.account_id = a.owner_id then -p.amount else 0 end
          from daily_ad_settlements s
          join ads a on a.id = s.ad_id
          left join point_transactions p on p.id = s.ledger_id
          where case when p.id is null then s.amount <> 0 else p.action <> 'AD_DEDUCT' or p.account_id <> a.owner_id or -p.amount <> s.amount end
          union all
          select 'WITHOUT_AD_DAY', d.account_id, null::int, ${seoulDayOfSql(sql.raw('d.created_at'))}, 0::bigint, d.won
          from deducts d where d.ad_id is null
        )`,
    limit,
  );
}

const monthsValues = (window: MonthWindow) =>
  sql`(values ${sql.join(
    window.months.map((m) => sql`(${m.month}::text, ${m.first}::date, ${m.last}::date)`),
    sql`, `,
  )}) as m(month, first, last)`;

/** Σ AD_DEDUCT (positive won) per account and month of the window, as `deducts` attributes them. */
const ledgerByMonthCte = (window: MonthWindow) => sql`
  ${deductsCte},
  ledger as (
    select d.account_id, d.month, sum(d.won)::bigint as won from deducts d
    where d.month between ${window.fromMonth} and ${window.toMonth}
    group by d.account_id, d.month
  )`;

/**
 * 3. Σ campaign spend = Σ AD_DEDUCT = Σ invoice lines, per account and month: the campaigns' spend
 * is the campaign list's own figure (ads/queries.ts `adSpentSql`) over the month's days. An ended
 * month's invoice (made at 00:30 on the 1st) must bill every AD_DEDUCT of the month, and its absence
 * is a finding when the month charged anything; the current month's invoice, when one was made
 * (a DRAFT of what was settled so far), must bill the month's AD_DEDUCTs booked before it was made.
 */
export function spendLedgerInvoiceFindings(db: Runner, window: MonthWindow, currentMonth: string, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`${ledgerByMonthCte(window)},
        spend as (
          select a.owner_id as account_id, m.month, sum(${adSpentSql(sql`a.id`, { from: sql`m.first`, to: sql`m.last` })})::bigint as won
          from ads a cross join ${monthsValues(window)}
          group by a.owner_id, m.month
        ),
        invoiced as (
          select i.account_id, to_char(i.month::timestamp, 'YYYY-MM') as month, i.generated_at, coalesce(sum(l.amount), 0)::bigint as won
          from invoices i left join invoice_lines l on l.invoice_id = i.id
          where i.month between ${window.fromDay}::date and ${window.toDay}::date
          group by i.id
        ),
        billable_now as (
          select i.account_id, i.month, coalesce(sum(d.won), 0)::bigint as won
          from invoiced i left join deducts d on d.account_id = i.account_id and d.month = i.month and d.created_at <= i.generated_at
          where i.month = ${currentMonth}
          group by i.account_id, i.month
        ),
        keys as (
          select account_id, month from ledger
          union select account_id, month from spend where won <> 0
          union select account_id, month from invoiced
        ),
        figures as (
          select k.account_id, k.month, coalesce(l.won, 0) as ledger, coalesce(s.won, 0) as spend, coalesce(i.won, 0) as invoiced,
                 case when k.month < ${currentMonth} then coalesce(l.won, 0) else b.won end as billable
          from keys k
          left join ledger l on l.account_id = k.account_id and l.month = k.month
          left join spend s on s.account_id = k.account_id and s.month = k.month
          left join invoiced i on i.account_id = k.account_id and i.month = k.month
          left join billable_now b on b.account_id = k.account_id and b.month = k.month
        ),
        findings as (
          select 'CAMPAIGN_SPEND' as kind, f.account_id, null::int as ad_id, f.month as period, f.ledger as expected, f.spend as actual
          from figures f where f.spend <> f.ledger
          union all
          select 'INVOICE', f.account_id, null::int, f.month, f.billable, f.invoiced
          from figures f where f.billable is not null and f.invoiced <> f.billable
        )`,
    limit,
  );
}

/** Σ AD_DEDUCT (positive won) per account and month of the window (check 4 compares the sales with it). */
export async function ledgerByAccountMonth(db: Runner, window: MonthWindow): Promise<{ accountId: number; month: string; won: number }[]> {
  const rows = await rowsOf<{ account_id: number; month: string; won: string }>(
    db,
    sql`with ${ledgerByMonthCte(window)} select account_id, month, won::text as won from ledger`,
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), month: row.month, won: Number(row.won) }));
}

/** The hubs: groups with at least one HUB_ADMIN account (whose margins the hub console reports). */
export async function hubGroups(db: Runner): Promise<{ id: number; name: string }[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select g.id, g.name from groups g
        where exists (select 1 from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
                      where r.name = 'HUB_ADMIN' and u.group_id = g.id)
        order by g.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/**
 * 5. Per hub and month of the window: what the hub admins' reseller margins should be — for every
 * settled ad-day, every price-chain row at depth d ≥ 1 held by a HUB_ADMIN of the hub, (price at
 * d − 1 − price at d) × completions (docs/decisions/money-loop.md#prices; the formula settlement/queries.ts
 * `writeBatch` books) — and Σ the `reseller_margins` rows of those accounts, in tenths.
 */
export async function hubMarginFigures(
  db: Runner,
  window: MonthWindow,
): Promise<{ groupId: number; month: string; chainTenths: number; rowsTenths: number }[]> {
  const rows = await rowsOf<{ group_id: number; month: string; chain_tenths: string; rows_tenths: string }>(
    db,
    sql`with admins as (
          select u.id, u.group_id from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id
          where r.name = 'HUB_ADMIN' and u.group_id is not null
        ),
        chain as (
          select a.group_id, to_char(s.day::timestamp, 'YYYY-MM') as month,
                 sum(((case when c.depth = 1 then s.unit_price_tenths else child.unit_price_tenths end) - c.unit_price_tenths)::bigint * s.completions)::bigint as tenths
          from daily_ad_settlements s
          join ad_price_chain c on c.ad_id = s.ad_id and c.depth >= 1
          join admins a on a.id = c.account_id
          join ad_price_chain child on child.ad_id = s.ad_id and child.depth = c.depth - 1
          where s.day between ${window.fromDay}::date and ${window.toDay}::date
          group by a.group_id, to_char(s.day::timestamp, 'YYYY-MM')
        ),
        booked as (
          select a.group_id, to_char(rm.day::timestamp, 'YYYY-MM') as month, sum(rm.amount_tenths)::bigint as tenths
          from reseller_margins rm join admins a on a.id = rm.account_id
          where rm.day between ${window.fromDay}::date and ${window.toDay}::date
          group by a.group_id, to_char(rm.day::timestamp, 'YYYY-MM')
        )
        select k.group_id, k.month, coalesce(c.tenths, 0)::text as chain_tenths, coalesce(b.tenths, 0)::text as rows_tenths
        from (select group_id, month from chain union select group_id, month from booked) k
        left join chain c on c.group_id = k.group_id and c.month = k.month
        left join booked b on b.group_id = k.group_id and b.month = k.month`,
  );
  return rows.map((row) => ({
    groupId: Number(row.group_id),
    month: row.month,
    chainTenths: Number(row.chain_tenths),
    rowsTenths: Number(row.rows_tenths),
  }));
}

// ---- runs -------------------------------------------------------------------------------------

export type RunRow = typeof reconciliationRuns.$inferSelect;
export type NewRun = typeof reconciliationRuns.$inferInsert;

export async function insertRun(db: Db, run: NewRun): Promise<RunRow> {
  const [row] = await db.insert(reconciliationRuns).values(run).returning();
  return row;
}

/** The newest run (runs are inserted when they finish, so the highest id). */
export async function lastRun(db: Db): Promise<RunRow | undefined> {
  const [row] = await db.select().from(reconciliationRuns).orderBy(desc(reconciliationRuns.id)).limit(1);
  return row;
}

/**
 * 6. Publisher statements = their settled payouts (docs/decisions/resellers.md#publisher-statements): every statement's payout and
 * completions against Σ the `daily_publisher_settlements` rows of its app and month (by app and
 * day, not by the rows' own pointer, so a row on the wrong statement shows as well), and every
 * settled app-day before `closedBefore` (the months that closed) on a statement.
 */
export function statementFindings(db: Runner, closedBefore: string, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`settled as (
          select s.id, coalesce(sum(d.payout), 0)::bigint as payout, coalesce(sum(d.completions), 0)::bigint as completions
          from publisher_statements s
          left join daily_publisher_settlements d on d.app_id = s.app_id and d.day >= s.month and d.day < (s.month + interval '1 month')::date
          group by s.id
        ),
        findings as (
          select 'STATEMENT_PAYOUT' as kind, s.publisher_id as account_id, null::int as ad_id, to_char(s.month, 'YYYY-MM') as period,
                 t.payout as expected, s.payout as actual
          from publisher_statements s join settled t on t.id = s.id
          where s.payout <> t.payout
          union all
          select 'STATEMENT_COMPLETIONS', s.publisher_id, null::int, to_char(s.month, 'YYYY-MM'), t.completions, s.completions::bigint
          from publisher_statements s join settled t on t.id = s.id
          where s.completions <> t.completions
          union all
          select 'UNSTATED_DAY', d.publisher_id, null::int, to_char(d.day, 'YYYY-MM-DD'), d.payout, 0::bigint
          from daily_publisher_settlements d
          where d.statement_id is null and d.day < ${closedBefore}
        )`,
    limit,
  );
}
