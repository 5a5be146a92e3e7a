/** Shared by the margin credit and payout tests: a priced reseller tree, its ads, and the credits read back. */
import assert from 'node:assert/strict';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { advertiserFiles } from '../../../src/db/schema/points';
import type { TestApp } from '../../helpers/app';
import { dayFrom, shoppingBody } from '../ads/helpers';
import { api, resellerBranch, setPrices, type Headers } from './helpers';

export const DAY = 86_400_000;

/** A naverapp line of `customer` running from today for `days` days, approved by staff. */
export async function runningAd(t: TestApp, staff: Headers, customer: { headers: Headers }, days = 5) {
  const body = shoppingBody(t, { daily_volume: 50, start_date: dayFrom(t, 0), end_date: dayFrom(t, days - 1) });
  const created = await api(t).post('/api/admin/ads', body, customer.headers);
  assert.equal(created.statusCode, 201, created.body);
  const line = created.json().campaign.lines[0];
  assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);
  return { id: line.id as number, unitPriceTenths: line.unit_price_tenths as number };
}

/**
 * main sets 400 for the distributor, the distributor 420 for the agency, the agency 445 for its
 * advertisers: margins per action agency 25, distributor 20 (tenths), main 15 (the company's own).
 */
export async function pricedTree(t: TestApp, staff: Headers) {
  const branch = await resellerBranch(t, staff);
  assert.equal((await setPrices(t, staff, branch.main.id, { naverapp: 400 })).statusCode, 200);
  assert.equal((await setPrices(t, staff, branch.distributor.id, { naverapp: 420 })).statusCode, 200);
  assert.equal((await setPrices(t, staff, branch.agency.id, { naverapp: 445 })).statusCode, 200);
  return branch;
}

export interface CreditRow {
  account_id: number;
  day: string;
  margin_tenths: number;
  amount: number;
  ledger_id: number | null;
  action: string | null;
  action_name: string | null;
  ledger_amount: number | null;
}

export async function creditsOf(t: TestApp, accountId: number): Promise<CreditRow[]> {
  const rows = await rowsOf<Record<keyof CreditRow, string | number | null>>(
    t.database.db,
    sql`select c.account_id, to_char(c.day, 'YYYY-MM-DD') as day, c.margin_tenths, c.amount, c.ledger_id,
               p.action, p.action_name, p.amount as ledger_amount
        from reseller_margin_credits c left join point_transactions p on p.id = c.ledger_id
        where c.account_id = ${accountId} order by c.day`,
  );
  return rows.map((row) => ({
    account_id: Number(row.account_id),
    day: String(row.day),
    margin_tenths: Number(row.margin_tenths),
    amount: Number(row.amount),
    ledger_id: row.ledger_id === null ? null : Number(row.ledger_id),
    action: row.action as string | null,
    action_name: row.action_name as string | null,
    ledger_amount: row.ledger_amount === null ? null : Number(row.ledger_amount),
  }));
}

export async function marginLedgerRows(t: TestApp, accountId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from point_transactions where account_id = ${accountId} and action = 'MARGIN_CREDIT'`,
  );
  return Number(row.n);
}

export async function uncredited(t: TestApp, accountIds: number[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from reseller_margins
        where credit_id is null and account_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb))`,
  );
  return Number(row.n);
}

export async function settledDaysOf(t: TestApp, adId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(t.database.db, sql`select count(*)::int as n from daily_ad_settlements where ad_id = ${adId}`);
  return Number(row.n);
}

/** A registered bank statement (통장 사본) of the account, as the advertisers upload writes it. */
export async function registerBankStatement(t: TestApp, accountId: number) {
  await t.database.db.insert(advertiserFiles).values({
    ownerId: accountId,
    type: 'BANK_STATEMENT',
    name: '통장사본.png',
    mime: 'image/png',
    size: 10,
    storageKey: `test/${accountId}`,
  });
}
