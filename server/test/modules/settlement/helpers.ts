import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { holdWon } from '@nurly/contracts';
import { users } from '../../../src/db/schema';
import { ads, pointHolds } from '../../../src/db/schema/ads';
import { offerwallClicks, offerwallCompletions, publisherApps } from '../../../src/db/schema/offerwall';
import { pointTransactions } from '../../../src/db/schema/points';
import { dailyAdSettlements, dailyPublisherSettlements } from '../../../src/db/schema/settlement';
import { createSettlementRepository } from '../../../src/modules/settlement/repository';
import type { SettlementDeps, SettlementHooks } from '../../../src/modules/settlement/service';
import type { TestApp } from '../../helpers/app';
import { api, dayFrom, fundedCustomer, shoppingBody, type Headers } from '../ads/helpers';

export { api, dayFrom, type Headers };

/** naverapp: 38.5 won a action (385 tenths), payout floor(385 × 0.6) = 231 tenths. */
export const PRICE_TENTHS = 385;
export const PAYOUT_TENTHS = 231;

export interface RunningAd {
  id: number;
  ownerId: number;
  headers: Headers;
  dailyVolume: number;
  perDay: number;
}

/** A funded customer's naverapp line running from today for `days` days, approved by staff. */
export async function runningAd(
  t: TestApp,
  staff: Headers,
  options: { dailyVolume?: number; days?: number; balance?: number } = {},
): Promise<RunningAd> {
  const dailyVolume = options.dailyVolume ?? 100;
  const days = options.days ?? 5;
  const me = await fundedCustomer(t, options.balance ?? 100_000);
  const created = await api(t).post(
    '/api/admin/ads',
    shoppingBody(t, { daily_volume: dailyVolume, start_date: dayFrom(t, 0), end_date: dayFrom(t, days - 1) }),
    me.headers,
  );
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().campaign.lines[0].id as number;
  const approved = await api(t).put(`/api/admin/ads/${id}`, { action: 'approve' }, staff);
  assert.equal(approved.statusCode, 200, approved.body);
  return { id, ownerId: me.id, headers: me.headers, dailyVolume, perDay: holdWon(dailyVolume, PRICE_TENTHS) };
}

/** A publisher app of the demo `offerwall` account (the offerwall API that creates them is built in parallel). */
export async function publisherApp(t: TestApp): Promise<{ id: number; ownerId: number }> {
  const [owner] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'offerwall'));
  const [app] = await t.database.db
    .insert(publisherApps)
    .values({ ownerId: owner.id, name: '테스트 매체', apiKey: randomBytes(12).toString('hex'), secret: randomBytes(24).toString('hex') })
    .returning({ id: publisherApps.id });
  return { id: app.id, ownerId: owner.id };
}

/** `count` COMPLETED completions (each with its click) of distinct users on (ad, day). */
export async function complete(t: TestApp, app: { id: number; ownerId: number }, adId: number, day: string, count: number): Promise<void> {
  if (count === 0) return;
  const tag = randomBytes(4).toString('hex');
  const clicks = await t.database.db
    .insert(offerwallClicks)
    .values(Array.from({ length: count }, (_, i) => ({ appId: app.id, adId, userKey: `u-${tag}-${i}`, day, status: 'COMPLETED' })))
    .returning({ id: offerwallClicks.id, userKey: offerwallClicks.userKey });
  await t.database.db.insert(offerwallCompletions).values(
    clicks.map((click) => ({
      clickId: click.id,
      appId: app.id,
      publisherId: app.ownerId,
      adId,
      userKey: click.userKey,
      day,
      status: 'COMPLETED',
      unitPriceTenths: PRICE_TENTHS,
      payoutTenths: PAYOUT_TENTHS,
      secondsAfterClick: 30,
    })),
  );
}

export function settlementDeps(t: TestApp, options: { hooks?: SettlementHooks; accountsPerBatch?: number } = {}): SettlementDeps {
  return { repo: createSettlementRepository(t.database.db), clock: t.clock, ...options };
}

export async function settlementsOf(t: TestApp, adId: number) {
  return t.database.db.select().from(dailyAdSettlements).where(eq(dailyAdSettlements.adId, adId)).orderBy(dailyAdSettlements.day);
}

export async function deductionsOf(t: TestApp, accountId: number) {
  return t.database.db
    .select()
    .from(pointTransactions)
    .where(and(eq(pointTransactions.accountId, accountId), eq(pointTransactions.action, 'AD_DEDUCT')))
    .orderBy(pointTransactions.id);
}

export async function holdOf(t: TestApp, adId: number): Promise<{ amount: number; heldThrough: string | null }> {
  const [row] = await t.database.db.select().from(pointHolds).where(eq(pointHolds.adId, adId));
  return { amount: Number(row?.amount ?? 0), heldThrough: row?.heldThrough ?? null };
}

/** The account's cached balance must equal the sum of its ledger, and cover what it holds. */
export async function assertBooksBalance(t: TestApp, accountId: number): Promise<void> {
  const result = (await t.database.db.execute(sql`
    select u.point::text as point,
           (select coalesce(sum(amount), 0) from point_transactions where account_id = u.id)::text as ledger,
           (select coalesce(sum(amount), 0) from point_holds where account_id = u.id and amount > 0)::text as held
    from users u where u.id = ${accountId}`)) as unknown as { rows: { point: string; ledger: string; held: string }[] };
  const [row] = result.rows;
  assert.equal(Number(row.point), Number(row.ledger), `balance = ledger sum for account ${accountId}`);
  assert.ok(Number(row.point) >= Number(row.held), `balance ≥ held for account ${accountId}`);
}

/** Row counts of every table a settlement writes (a re-run must write nothing). */
export async function settlementTableCounts(t: TestApp) {
  const result = (await t.database.db.execute(sql`
    select (select count(*) from daily_ad_settlements)::int as ad_settlements,
           (select count(*) from daily_publisher_settlements)::int as publisher_settlements,
           (select count(*) from point_transactions)::int as ledger,
           (select count(*) from ad_logs)::int as ad_logs,
           (select count(*) from ad_histories)::int as histories,
           (select coalesce(sum(amount), 0) from point_holds)::text as holds`)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows[0];
}

export async function publisherSettlementsOf(t: TestApp, appId: number) {
  return t.database.db
    .select()
    .from(dailyPublisherSettlements)
    .where(eq(dailyPublisherSettlements.appId, appId))
    .orderBy(dailyPublisherSettlements.day);
}

export async function adStatus(t: TestApp, adId: number): Promise<string> {
  const [row] = await t.database.db.select({ status: ads.status }).from(ads).where(eq(ads.id, adId));
  return row.status;
}

/**
 * Whole won the settlements charged an account (the demo fortnight, demo/fortnight.ts, settles its
 * days through the real settlement): tests of the seeded balances subtract it.
 */
export async function seededSettlementCharges(t: TestApp, accountId: number): Promise<number> {
  const result = (await t.database.db.execute(sql`
    select coalesce(-sum(amount), 0)::text as charged from point_transactions
    where account_id = ${accountId} and action = 'AD_DEDUCT' and idempotency_key like 'settle:ad:%'`)) as unknown as {
    rows: { charged: string }[];
  };
  return Number(result.rows[0].charged);
}
