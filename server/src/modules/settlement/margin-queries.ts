/**
 * The margin credit's statements (docs/decisions/resellers.md#publisher-statements; README.md "Margin credits"): one credit per reseller
 * and settled day, written under the reseller's account lock in one statement of data-modifying CTEs
 * (the credit row, its MARGIN_CREDIT ledger row, the margin rows pointing at it, the balance).
 */
import { sql } from 'drizzle-orm';
import { koreanDaySql } from '../../db/days-sql';
import { rowsOf } from '../../db/rows';
import { isResellerSql } from '../../db/reseller-sql';
import type { Runner, Tx } from '../../db/tx';

/** An (account, day) pair; day YYYY-MM-DD. */
export interface AccountDay {
  accountId: number;
  day: string;
}

/** `settlement_seal.margins_credited_through` (null: no seal, or nothing credited through a day yet). */
export async function marginsCreditedThrough(db: Runner): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(margins_credited_through, 'YYYY-MM-DD') as day from settlement_seal where id = 1`,
  );
  return row?.day ?? null;
}

/** Moves the credit watermark forward only (a slower concurrent run never moves it back). */
export async function advanceMarginsCredited(db: Runner, day: string): Promise<void> {
  await db.execute(sql`
    update settlement_seal set margins_credited_through = ${day}::date, updated_at = now()
    where id = 1 and (margins_credited_through is null or margins_credited_through < ${day}::date)`);
}

/**
 * Which margin rows a credit phase reads: days up to `through` that are after the watermark `after`
 * (null: every day) or among `days` (the days the run settled: a day the watermark passed still gets
 * the rows written for it since).
 */
export interface CreditWindow {
  after: string | null;
  through: string;
  days: string[];
}

const inWindow = ({ after, through, days }: CreditWindow) =>
  sql`rm.day <= ${through}::date and (${after === null ? sql`true` : sql`rm.day > ${after}::date`}
      or rm.day in (select value::date from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb)))`;

/**
 * Resellers with uncredited margin rows in the window (the partial index
 * `reseller_margins_uncredited_idx`). A pre-filter: the locked re-read decides.
 */
export async function resellersToCredit(db: Runner, window: CreditWindow): Promise<number[]> {
  const rows = await rowsOf<{ account_id: number }>(
    db,
    sql`select distinct rm.account_id from reseller_margins rm join users r on r.id = rm.account_id
        where rm.credit_id is null and ${inWindow(window)} and ${isResellerSql}
        order by rm.account_id`,
  );
  return rows.map((row) => Number(row.account_id));
}

/** The resellers above these ad-days (their price chains at depth ≥ 1), with the day: credits to hold back. */
export async function resellersAbove(db: Runner, adDays: { adId: number; day: string }[]): Promise<AccountDay[]> {
  if (!adDays.length) return [];
  const rows = await rowsOf<{ account_id: number; day: string }>(
    db,
    sql`select distinct c.account_id, x.day
        from jsonb_to_recordset(${JSON.stringify(adDays.map((d) => ({ ad_id: d.adId, day: d.day })))}::jsonb) as x(ad_id int, day text)
        join ad_price_chain c on c.ad_id = x.ad_id and c.depth >= 1`,
  );
  return rows.map((row) => ({ accountId: Number(row.account_id), day: row.day }));
}

/** Locks the resellers' account rows in id order (as the settlement's batches do) and returns their balances. */
export async function lockResellers(tx: Tx, ids: number[]): Promise<Map<number, number>> {
  const rows = await rowsOf<{ id: number; point: string | number }>(
    tx,
    sql`select u.id, u.point from users u
        where u.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
        order by u.id for update`,
  );
  return new Map(rows.map((row) => [Number(row.id), Number(row.point)]));
}

export interface UncreditedDay extends AccountDay {
  tenths: number;
  actions: number;
  /** The margin rows summed: the credit points at exactly these. */
  ids: number[];
}

/**
 * Under the resellers' locks: their uncredited margin rows in the window,
 * per (account, day), leaving out the days that already have a credit (a row that arrives after its
 * day was credited stays uncredited: the reconciliation reports it, nothing is credited twice).
 */
export async function uncreditedDays(tx: Tx, ids: number[], window: CreditWindow): Promise<UncreditedDay[]> {
  const rows = await rowsOf<{ account_id: number; day: string; tenths: string | number; ids: (string | number)[]; actions: number }>(
    tx,
    sql`select rm.account_id, to_char(rm.day, 'YYYY-MM-DD') as day, sum(rm.amount_tenths)::bigint as tenths,
               array_agg(rm.id order by rm.id) as ids, sum(s.completions)::int as actions
        from reseller_margins rm join daily_ad_settlements s on s.id = rm.settlement_id
        where rm.account_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          and rm.credit_id is null and ${inWindow(window)}
          and not exists (select 1 from reseller_margin_credits mc where mc.account_id = rm.account_id and mc.day = rm.day)
        group by rm.account_id, rm.day
        order by rm.account_id, rm.day`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    day: row.day,
    tenths: Number(row.tenths),
    actions: Number(row.actions),
    ids: row.ids.map(Number),
  }));
}

/** One credit a batch writes: `amount` whole won (0: no ledger row), `balance_after` running per account. */
export interface CreditWrite {
  account_id: number;
  day: string;
  tenths: number;
  amount: number;
  actions: number;
  balance_after: number;
  booked_at: string | null;
  /** The margin rows this credit pays. */
  ids: number[];
}

/**
 * The credits, their MARGIN_CREDIT rows (key `margin:{accountId}:{day}`, memo `{day} 마진 적립 (n건)`),
 * exactly the margin rows each summed pointing at it, and the balances, in ONE statement. (account, day) is
 * unique on the credits and the key on the ledger: a racing writer is a unique violation, and the
 * batch is re-checked. Returns the credits written.
 */
export async function writeCredits(tx: Tx, credits: CreditWrite[], actionName: string): Promise<number> {
  if (!credits.length) return 0;
  const marginRows = credits.flatMap((credit) => credit.ids.map((id) => ({ id, account_id: credit.account_id, day: credit.day })));
  const creditRows = credits.map(({ ids: _ids, ...credit }) => credit);
  const [row] = await rowsOf<{ credited: number }>(
    tx,
    sql`
    with r as (
      select r.*, case when r.amount > 0 then nextval('point_transactions_id_seq') end as ledger_id
      from jsonb_to_recordset(${JSON.stringify(creditRows)}::jsonb)
        as r(account_id int, day date, tenths bigint, amount bigint, actions int, balance_after bigint, booked_at timestamptz)
    ),
    ledger as (
      insert into point_transactions (id, account_id, action, action_name, amount, balance_after, idempotency_key, memo, created_at)
      select r.ledger_id, r.account_id, 'MARGIN_CREDIT', ${actionName}, r.amount, r.balance_after,
             'margin:' || r.account_id || ':' || to_char(r.day, 'YYYY-MM-DD'),
             ${koreanDaySql(sql`r.day`)} || ' 마진 적립 (' || r.actions || '건)', coalesce(r.booked_at, now())
      from r where r.amount > 0
    ),
    credited as (
      insert into reseller_margin_credits (account_id, day, margin_tenths, amount, ledger_id, credited_at)
      select r.account_id, r.day, r.tenths, r.amount, r.ledger_id, coalesce(r.booked_at, now()) from r
      returning id, account_id, day
    ),
    marked as (
      update reseller_margins rm set credit_id = c.id
      from jsonb_to_recordset(${JSON.stringify(marginRows)}::jsonb) as m(id int, account_id int, day date)
      join credited c on c.account_id = m.account_id and c.day = m.day
      where rm.id = m.id and rm.credit_id is null
    ),
    balances as (
      update users u set point = b.point
      from (select distinct on (account_id) account_id, balance_after as point from r where r.amount > 0
            order by account_id, day desc) b
      where u.id = b.account_id
    )
    select count(*)::int as credited from credited`,
  );
  return Number(row?.credited ?? 0);
}
