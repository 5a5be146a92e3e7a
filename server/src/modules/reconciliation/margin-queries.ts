/**
 * The reconciliation's checks of the money that goes out (docs/decisions/resellers.md#margin-credits; README.md): margin credits
 * against the margin rows they pay, the split of every settled day, and payouts against credits.
 * Each is ONE statement through `boundedFindings` (queries.ts), like the other checks.
 */
import { sql } from 'drizzle-orm';
import { seoulDayOfSql } from '../../db/days-sql';
import { wonOfTenthsSql } from '../../db/money-sql';
import type { Runner } from '../../db/tx';
import { isResellerSql } from '../../db/reseller-sql';
import { boundedFindings, type CheckRows, type MonthWindow } from './queries';

/**
 * 6. Margin credits = margin rows per reseller and day (rounded once): every credit's margin tenths =
 * Σ the rows pointing at it, its won = round(Σ / 10) (`marginCreditWon`, the SQL twin) = its
 * MARGIN_CREDIT row (none when ₩0); no reseller row uncredited on a day that has a credit or that the
 * settlement says is complete (`settlement_seal.margins_credited_through`); no MARGIN_CREDIT row
 * without its credit.
 */
export function marginCreditFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`rows_of as (
          select c.id, c.account_id, c.day, c.margin_tenths, c.amount, c.ledger_id, coalesce(sum(rm.amount_tenths), 0)::bigint as rows_tenths
          from reseller_margin_credits c left join reseller_margins rm on rm.credit_id = c.id
          group by c.id
        ),
        uncredited as (
          select rm.account_id, rm.day, sum(rm.amount_tenths)::bigint as tenths
          from reseller_margins rm join users r on r.id = rm.account_id
          where rm.credit_id is null and ${isResellerSql}
            and (rm.day <= (select margins_credited_through from settlement_seal where id = 1)
                 or exists (select 1 from reseller_margin_credits c where c.account_id = rm.account_id and c.day = rm.day))
          group by rm.account_id, rm.day
        ),
        findings as (
          select 'CREDIT_AMOUNT' as kind, x.account_id, null::int as ad_id, to_char(x.day::timestamp, 'YYYY-MM-DD') as period,
                 ${wonOfTenthsSql(sql`x.rows_tenths`)}::bigint as expected,
                 case when p.action = 'MARGIN_CREDIT' and p.account_id = x.account_id then p.amount else 0 end::bigint as actual
          from rows_of x left join point_transactions p on p.id = x.ledger_id
          where x.margin_tenths <> x.rows_tenths or x.amount <> ${wonOfTenthsSql(sql`x.rows_tenths`)}
             or case when p.id is null then x.amount <> 0
                     else p.action <> 'MARGIN_CREDIT' or p.account_id <> x.account_id or p.amount <> x.amount end
          union all
          select 'UNCREDITED', u.account_id, null::int, to_char(u.day::timestamp, 'YYYY-MM-DD'), ${wonOfTenthsSql(sql`u.tenths`)}::bigint, 0::bigint
          from uncredited u
          union all
          select 'CREDIT_WITHOUT_DAY', p.account_id, null::int, ${seoulDayOfSql(sql.raw('p.created_at'))}, 0::bigint, p.amount
          from point_transactions p
          where p.action = 'MARGIN_CREDIT' and not exists (select 1 from reseller_margin_credits c where c.ledger_id = p.id)
        )`,
    limit,
  );
}

/**
 * 7. For every settled day of the window: Σ AD_DEDUCT = Σ publisher payouts + Σ margin credits +
 * company margin. The company margin in tenths is Σ (completions × unit price) − Σ payout tenths −
 * Σ reseller margin rows; in won it is what the others leave, so the day is broken when that differs
 * from the tenths by more than the roundings can (half a won per charged ad-day, app-day and credit).
 * Days whose reseller rows are not all credited yet (a day held back, check 6) are left out.
 */
export function daySplitFindings(db: Runner, window: MonthWindow, limit: number): Promise<CheckRows> {
  const range = sql`between ${window.fromDay}::date and ${window.toDay}::date`;
  return boundedFindings(
    db,
    sql`charged as (
          select s.day, coalesce(sum(-p.amount), 0)::bigint as won, (count(*) filter (where s.completions > 0))::int as n,
                 sum(s.completions::bigint * s.unit_price_tenths)::bigint as tenths
          from daily_ad_settlements s left join point_transactions p on p.id = s.ledger_id
          where s.day ${range} group by s.day
        ),
        paid as (
          select day, sum(payout)::bigint as won, count(*)::int as n from daily_publisher_settlements where day ${range} group by day
        ),
        paid_tenths as (
          select c.day, sum(c.payout_tenths)::bigint as tenths from offerwall_completions c
          where c.status = 'COMPLETED' and c.day ${range} group by c.day
        ),
        credited as (
          select day, sum(amount)::bigint as won, count(*)::int as n from reseller_margin_credits where day ${range} group by day
        ),
        margins as (
          select rm.day, sum(rm.amount_tenths)::bigint as tenths, bool_and(rm.credit_id is not null) as all_credited
          from reseller_margins rm join users r on r.id = rm.account_id
          where rm.day ${range} and ${isResellerSql} group by rm.day
        ),
        days as (
          select c.day, c.won as deduct, coalesce(p.won, 0) as payouts, coalesce(k.won, 0) as credits,
                 c.tenths - coalesce(pt.tenths, 0) - coalesce(m.tenths, 0) as company_tenths,
                 c.n + coalesce(p.n, 0) + coalesce(k.n, 0) as roundings
          from charged c
          left join paid p on p.day = c.day
          left join paid_tenths pt on pt.day = c.day
          left join credited k on k.day = c.day
          left join margins m on m.day = c.day
          where coalesce(m.all_credited, true)
        ),
        findings as (
          select 'DAY_SPLIT' as kind, null::int as account_id, null::int as ad_id, to_char(d.day::timestamp, 'YYYY-MM-DD') as period,
                 d.deduct as expected, (d.payouts + d.credits + ${wonOfTenthsSql(sql`d.company_tenths`)})::bigint as actual
          from days d
          where abs(10 * (d.deduct - d.payouts - d.credits) - d.company_tenths) > 5 * d.roundings
        )`,
    limit,
  );
}

/**
 * 8. Payouts ≤ margin credits per reseller: Σ PAID and PENDING payouts ≤ Σ MARGIN_CREDIT; every PAID
 * payout has its MARGIN_PAYOUT row of −amount on its account, and no MARGIN_PAYOUT row is without one.
 */
export function marginPayoutFindings(db: Runner, limit: number): Promise<CheckRows> {
  return boundedFindings(
    db,
    sql`asked as (
          select account_id, sum(amount)::bigint as won from margin_payouts where status in ('PAID', 'PENDING') group by account_id
        ),
        credited as (
          select account_id, sum(amount)::bigint as won from point_transactions where action = 'MARGIN_CREDIT' group by account_id
        ),
        findings as (
          select 'PAYOUT_OVER_CREDITS' as kind, a.account_id, null::int as ad_id, null::text as period,
                 coalesce(c.won, 0)::bigint as expected, a.won as actual
          from asked a left join credited c on c.account_id = a.account_id
          where a.won > coalesce(c.won, 0)
          union all
          select 'PAYOUT_LEDGER', mp.account_id, null::int, mp.paid_on::text, mp.amount,
                 case when p.action = 'MARGIN_PAYOUT' and p.account_id = mp.account_id then -p.amount else 0 end::bigint
          from margin_payouts mp left join point_transactions p on p.id = mp.ledger_id
          where mp.status = 'PAID'
            and (p.id is null or p.action <> 'MARGIN_PAYOUT' or p.account_id <> mp.account_id or -p.amount <> mp.amount)
          union all
          select 'PAYOUT_LEDGER', p.account_id, null::int, ${seoulDayOfSql(sql.raw('p.created_at'))}, 0::bigint, -p.amount
          from point_transactions p
          where p.action = 'MARGIN_PAYOUT' and not exists (select 1 from margin_payouts mp where mp.ledger_id = p.id and mp.status = 'PAID')
        )`,
    limit,
  );
}
