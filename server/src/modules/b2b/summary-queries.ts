/** The live summary's aggregates (summary.ts): one statement per figure, within the caller's B2B scope. */
import { sql, type SQL } from 'drizzle-orm';
import { inB2bScope, type B2bScope } from '../../access/scope';
import { chargeWonSql, holdWonSql } from '../../db/money-sql';
import { rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';

/** `column` (an account id) within the scope, the reseller itself included. */
type Owners = (column: SQL) => SQL;
const ownersOf =
  (scope: B2bScope): Owners =>
  (column) =>
    inB2bScope(scope, column, { self: true });
/** Today's running lines: ACTIVE and today within their dates. */
const activeToday = (day: string) => sql`a.status = 'ACTIVE' and a.start_date <= ${day}::date and a.end_date >= ${day}::date`;

export async function productProgress(db: Runner, day: string, scope: B2bScope = { kind: 'all' }) {
  const owners = ownersOf(scope);
  return rowsOf<{ product_code: string; active_ads: number; target: number; completions: number }>(
    db,
    sql`
      with running as (
        select a.product_code, count(*)::int as active_ads, sum(a.daily_volume)::int as target from ads a
        where ${activeToday(day)} and ${owners(sql`a.owner_id`)} group by a.product_code
      ), done as (
        select a.product_code, count(*)::int as completions
        from offerwall_completions c join ads a on a.id = c.ad_id
        where c.day = ${day}::date and c.status = 'COMPLETED' and ${owners(sql`a.owner_id`)} group by a.product_code
      )
      select coalesce(r.product_code, d.product_code) as product_code, coalesce(r.active_ads, 0) as active_ads,
             coalesce(r.target, 0) as target, coalesce(d.completions, 0) as completions
      from running r full join done d on d.product_code = r.product_code`,
  );
}

/**
 * Per account: today's accrued cost (each ad-day's `chargeWon`, as settlement will charge it) of
 * today's unsettled completions, and one day of its running lines (Σ `holdWon` of a day).
 */
export async function accountsToday(db: Runner, day: string, scope: B2bScope = { kind: 'all' }) {
  const owners = ownersOf(scope);
  return rowsOf<{ id: number; username: string; name: string | null; point: string; held: string; accrued: string; need: string }>(
    db,
    sql`
      with accrued as (
        select a.owner_id, sum(${chargeWonSql(sql`x.completions`, sql`a.unit_price_tenths`)})::bigint as accrued
        from (
          select c.ad_id, count(*)::int as completions from offerwall_completions c
          where c.day = ${day}::date and c.status = 'COMPLETED'
            and not exists (select 1 from daily_ad_settlements s where s.ad_id = c.ad_id and s.day = c.day)
          group by c.ad_id
        ) x join ads a on a.id = x.ad_id
        group by a.owner_id
      ), need as (
        select a.owner_id, sum(${holdWonSql(sql`a.daily_volume`, sql`a.unit_price_tenths`)})::bigint as need
        from ads a where ${activeToday(day)} group by a.owner_id
      )
      select u.id, u.username, u.name, u.point::text as point,
             (select coalesce(sum(h.amount), 0) from point_holds h where h.account_id = u.id and h.amount > 0)::text as held,
             coalesce(ac.accrued, 0)::text as accrued, coalesce(n.need, 0)::text as need
      from users u left join accrued ac on ac.owner_id = u.id left join need n on n.owner_id = u.id
      where (ac.owner_id is not null or n.owner_id is not null) and ${owners(sql`u.id`)}`,
  );
}

export async function moneyTotals(db: Runner, scope: B2bScope = { kind: 'all' }) {
  const owners = ownersOf(scope);
  const [row] = await rowsOf<{
    held: string;
    balance: string;
    deposits: number;
    deposit_sum: string;
    withdrawals: number;
    withdrawal_sum: string;
  }>(
    db,
    sql`
      select (select coalesce(sum(amount), 0) from point_holds where amount > 0 and ${owners(sql`account_id`)})::text as held,
             (select coalesce(sum(point), 0) from users where ${owners(sql`id`)})::text as balance,
             (select count(*)::int from point_transactions where action = 'B2B_REQUEST' and status = 'PENDING' and ${owners(sql`account_id`)}) as deposits,
             (select coalesce(sum(requested_amount), 0) from point_transactions where action = 'B2B_REQUEST' and status = 'PENDING' and ${owners(sql`account_id`)})::text as deposit_sum,
             (select count(*)::int from withdrawal_requests where status = 'PENDING' and ${owners(sql`account_id`)}) as withdrawals,
             (select coalesce(sum(amount), 0) from withdrawal_requests where status = 'PENDING' and ${owners(sql`account_id`)})::text as withdrawal_sum`,
  );
  return row;
}
