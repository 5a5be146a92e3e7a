/**
 * PUT/DELETE admin/ads/{id} and the nightly close: transitions, who may do what, and the hold
 * arithmetic of docs/decisions/money-loop.md#holds (cancel before/after the start, reject, pause/resume, extend,
 * change volume, price edits), with the clock moved across Asia/Seoul days.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adMessages } from '@nurly/contracts/schemas';
import { adHistories } from '../../../src/db/schema/ads';
import { createAdsRepository } from '../../../src/modules/ads/repository';
import { closeEndedAds } from '../../../src/modules/ads/service';
import { chargeWon, dateRangeMessages } from '@nurly/contracts';
import { settleUpTo } from '../../../src/modules/settlement/service';
import { fileTestApp } from '../../helpers/app';
import {
  api,
  dayFrom,
  expectError,
  freshCustomer,
  fundedCustomer,
  holdOf,
  shoppingBody,
  staffHeaders,
  userMoney,
  type Headers,
} from './helpers';
import { complete, deductionsOf, PRICE_TENTHS, publisherApp, settlementDeps } from '../settlement/helpers';

const DAY = 86_400_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
afterEach(() => t.clock.reset());

/** naverapp × 100 a day = 3,850 won a day; start tomorrow, 10 days = 38,500. */
async function createAd(headers: Headers, overrides: Record<string, unknown> = {}) {
  const response = await api(t).post('/api/admin/ads', shoppingBody(t, overrides), headers);
  assert.equal(response.statusCode, 201, response.body);
  return response.json().campaign.lines[0] as { id: number; campaign_id: number; hold: number };
}

const put = (id: number, body: unknown, headers: Headers) => api(t).put(`/api/admin/ads/${id}`, body, headers);

async function approve(id: number) {
  const response = await put(id, { action: 'approve' }, staff);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.json().message, adMessages.approved);
}

describe('cancel', () => {
  test('before the start: the whole hold is released and nothing is charged', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    assert.equal((await userMoney(t, me.headers)).held, 38_500);
    const response = await api(t).del(`/api/admin/ads/${ad.id}`, me.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, adMessages.cancelledBeforeStart);
    assert.equal(response.json().ad.status, 'CANCELLED');
    assert.equal(response.json().ad.hold, 0);
    assert.deepEqual(await userMoney(t, me.headers), { point: 100_000, held: 0, available: 100_000 });
  });

  test('after the start: the run days and today stay held, the future days are released', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    // Day 2 of 10: day 1 ran (awaiting settlement) and today is running: 2 × 3,850 stay held.
    t.clock.advance(2 * DAY);
    const response = await api(t).del(`/api/admin/ads/${ad.id}`, me.headers);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, adMessages.cancelledAfterStart);
    assert.equal(await holdOf(t, ad.id), 7_700);
    assert.equal((await userMoney(t, me.headers)).held, 7_700);
    // A second cancel is a refused transition.
    expectError(await api(t).del(`/api/admin/ads/${ad.id}`, me.headers), 409, adMessages.transitionRefused);
  });

  test('a pending ad past its start day never ran: cancelling releases everything', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    t.clock.advance(3 * DAY);
    const response = await api(t).del(`/api/admin/ads/${ad.id}`, me.headers);
    assert.equal(response.json().message, adMessages.cancelledBeforeStart);
    assert.equal(await holdOf(t, ad.id), 0);
  });
});

describe('review', () => {
  test('reject needs a reason, releases the hold; only staff review', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    expectError(await put(ad.id, { action: 'approve' }, me.headers), 403, '접근 권한이 없습니다. 관리자에게 문의하세요.');
    expectError(await put(ad.id, { action: 'reject' }, staff), 400, adMessages.reasonRequired, 'reason');
    const response = await put(ad.id, { action: 'reject', reason: '상품 정보 불일치' }, staff);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, adMessages.rejected);
    assert.equal(response.json().ad.status, 'REJECTED');
    assert.equal(response.json().ad.status_reason, '상품 정보 불일치');
    assert.equal((await userMoney(t, me.headers)).held, 0);
    expectError(await put(ad.id, { action: 'approve' }, staff), 409, adMessages.transitionRefused, 'action');
  });

  test('approving an active ad is refused', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    expectError(await put(ad.id, { action: 'approve' }, staff), 409, adMessages.transitionRefused, 'action');
    expectError(await put(ad.id, { action: 'resume' }, me.headers), 409, adMessages.transitionRefused, 'action');
  });
});

describe('pause and resume', () => {
  test('pause keeps today, releases the future; resume re-holds and is refused when not covered', async () => {
    // Exactly one 10-day ad's worth of points.
    const me = await fundedCustomer(t, 38_500);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    t.clock.advance(DAY); // the start day
    expectError(await put(ad.id, { action: 'pause' }, staff), 400, adMessages.reasonRequired, 'reason');
    const paused = await put(ad.id, { action: 'pause' }, me.headers);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().message, adMessages.paused);
    assert.equal(paused.json().ad.delivery, 'PAUSED');
    assert.equal(await holdOf(t, ad.id), 3_850);
    // Another ad takes the released 9 days (34,650 won).
    const other = await createAd(me.headers, { start_date: dayFrom(t, 1), end_date: dayFrom(t, 9) });
    assert.equal((await userMoney(t, me.headers)).available, 0);
    expectError(await put(ad.id, { action: 'resume' }, me.headers), 409, adMessages.insufficientAvailable);
    assert.equal(await holdOf(t, ad.id), 3_850, 'a refused resume changes nothing');
    assert.equal((await api(t).del(`/api/admin/ads/${other.id}`, me.headers)).statusCode, 200);
    const resumed = await put(ad.id, { action: 'resume' }, me.headers);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().message, adMessages.resumed);
    assert.equal(resumed.json().ad.status, 'ACTIVE');
    assert.equal(await holdOf(t, ad.id), 38_500);
  });

  test('resuming days later does not re-hold the paused days', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    t.clock.advance(DAY); // day 1
    assert.equal((await put(ad.id, { action: 'pause', reason: '재고 확인' }, staff)).statusCode, 200);
    t.clock.advance(3 * DAY); // day 4: days 2–3 were paused
    // The desk's pause is the desk's to lift (line-rules.test.ts).
    assert.equal((await put(ad.id, { action: 'resume' }, staff)).statusCode, 200);
    // Day 1 (kept for settlement) + days 4–10.
    assert.equal(await holdOf(t, ad.id), 3_850 * 8);
  });
});

describe('extend and change volume (staff)', () => {
  test('extend holds the added days; not later than the current end is refused', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    expectError(await put(ad.id, { action: 'extend', end_date: dayFrom(t, 15) }, me.headers), 403, adMessages.extendRefused, 'action');
    expectError(await put(ad.id, { action: 'extend', end_date: dayFrom(t, 10) }, staff), 400, adMessages.extendNotLater, 'end_date');
    const response = await put(ad.id, { action: 'extend', end_date: dayFrom(t, 15) }, staff);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, adMessages.extended);
    assert.equal(response.json().ad.end_date, dayFrom(t, 15));
    assert.equal(await holdOf(t, ad.id), 3_850 * 15);
  });

  test('change volume re-holds today and the remaining days at the new volume', async () => {
    const me = await fundedCustomer(t, 200_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    t.clock.advance(3 * DAY); // day 3: days 1–2 kept, today … day 10 = 8 days at 200 (7,700 a day)
    const response = await put(ad.id, { action: 'change_volume', daily_volume: 200 }, staff);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().message, adMessages.volumeChanged);
    assert.equal(await holdOf(t, ad.id), 2 * 3_850 + 8 * 7_700);
    expectError(await put(ad.id, { action: 'change_volume', daily_volume: 0 }, staff), 400, adMessages.volumeOutOfRange, 'daily_volume');
    expectError(await put(ad.id, { action: 'change_volume', daily_volume: 100_000 }, staff), 409, adMessages.insufficientAvailable);
  });
});

describe('field edits', () => {
  test('the owner edits while pending (hold follows the volume); not once approved', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    const edited = await put(ad.id, { keyword: '새 키워드', daily_volume: 50 }, me.headers);
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().message, adMessages.updated);
    assert.equal(edited.json().ad.keyword, '새 키워드');
    assert.equal(await holdOf(t, ad.id), 1_925 * 10);
    await approve(ad.id);
    expectError(await put(ad.id, { memo: '메모' }, me.headers), 409, adMessages.notEditable, 'memo');
    expectError(await put(ad.id, { status: 'ACTIVE' }, me.headers), 403, adMessages.customerStatusRefused, 'status');
    expectError(await put(ad.id, { owner_id: 1 }, me.headers), 403, adMessages.customerOwnerRefused, 'owner_id');
    expectError(await put(ad.id, { service: 'NR' }, me.headers), 403, adMessages.customerServiceRefused, 'service');
  });

  test('the unit price: staff only, only before the start, never below the floor (refusals.test.ts); the hold follows it', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    assert.equal((await put(ad.id, { unit_price_tenths: 400 }, me.headers)).statusCode, 403);
    const repriced = await put(ad.id, { unit_price_tenths: 400 }, staff);
    assert.equal(repriced.statusCode, 200, repriced.body);
    assert.equal(repriced.json().ad.unit_price_tenths, 400);
    assert.equal(repriced.json().ad.payout_tenths, 240);
    assert.equal(await holdOf(t, ad.id), 4_000 * 10);
    t.clock.advance(DAY);
    expectError(await put(ad.id, { unit_price_tenths: 450 }, staff), 409, adMessages.startedPriceRefused, 'unit_price_tenths');
  });
});

describe('logs, histories and the nightly close', () => {
  test('every change is logged with actor, before → after and reason', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    await put(ad.id, { action: 'pause', reason: '점검' }, staff);
    const response = await api(t).get(`/api/admin/ads/${ad.id}/logs?page_size=50`, me.headers);
    assert.equal(response.statusCode, 200, response.body);
    const { count, results } = response.json();
    assert.equal(count, results.length);
    const fields = results.map((row: { field: string }) => row.field).reverse();
    assert.deepEqual(fields, ['created', 'hold', 'status', 'status', 'hold']);
    const pause = results.find((row: { field: string; after: string }) => row.field === 'status' && row.after === 'PAUSED');
    assert.equal(pause.before, 'ACTIVE');
    assert.equal(pause.reason, '점검');
    assert.equal(pause.actor.username, 'staff');
    const hold = results.find((row: { field: string }) => row.field === 'hold');
    assert.equal(hold.before, '38500');
    assert.equal(hold.after, '0', 'paused before its start: nothing is kept');
  });

  test('histories: one row per day from the start to today, settled days read their settlement, the rest are estimated', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    const start = dayFrom(t, 1);
    const app = await publisherApp(t);
    t.clock.advance(DAY); // the start day: 98 completions, and the clicks the offerwall counted
    await complete(t, app, ad.id, start, 98);
    await t.database.db
      .insert(adHistories)
      .values({ adId: ad.id, day: start, targetVolume: 100, clicks: 130, completions: 98 })
      .onConflictDoUpdate({ target: [adHistories.adId, adHistories.day], set: { clicks: 130 } });
    t.clock.advance(DAY); // day 2: 3 completions, not settled yet
    await complete(t, app, ad.id, dayFrom(t, 0), 3);
    await settleUpTo(settlementDeps(t), start);

    const response = await api(t).get(`/api/admin/ads/${ad.id}/histories`, me.headers);
    assert.equal(response.statusCode, 200, response.body);
    const { count, results } = response.json();
    assert.equal(count, 2);
    const [ledger] = await deductionsOf(t, me.id);
    assert.equal(-ledger.amount, chargeWon(98, PRICE_TENTHS));
    assert.deepEqual(results[0], {
      day: start,
      target_volume: 100,
      clicks: 130,
      completions: 98,
      rejections: 0,
      rejection_reasons: {},
      charged: -ledger.amount,
      settled: true,
      charge: -ledger.amount,
      rank: null,
    });
    // Today is not settled: its charge is the estimate round(3 × 38.5) (예정), never mixed into `charged`.
    assert.deepEqual([results[1].completions, results[1].settled, results[1].charged, results[1].charge], [3, false, null, 116]);
    const narrowed = await api(t).get(`/api/admin/ads/${ad.id}/histories?date_from=${results[1].day}`, me.headers);
    assert.equal(narrowed.json().count, 1);
    const inverted = await api(t).get(
      `/api/admin/ads/${ad.id}/histories?date_from=${results[1].day}&date_to=${results[0].day}`,
      me.headers,
    );
    assert.deepEqual([inverted.statusCode, inverted.json().message, inverted.json().field], [400, dateRangeMessages.inverted, 'date_from']);
    const detail = await api(t).get(`/api/admin/ads/${ad.id}`, me.headers);
    assert.equal(detail.json().spent, -ledger.amount, 'spent is the settled charge, from the ledger');
  });

  test('histories: a settled day nobody clicked (no history row) targets the daily volume and reads its settlement', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers);
    await approve(ad.id);
    const start = dayFrom(t, 1);
    t.clock.advance(2 * DAY); // the start day ran with no traffic; today is day 2
    await settleUpTo(settlementDeps(t), start);
    assert.deepEqual(await t.database.db.select().from(adHistories).where(eq(adHistories.adId, ad.id)), []);

    const response = await api(t).get(`/api/admin/ads/${ad.id}/histories`, me.headers);
    assert.equal(response.statusCode, 200, response.body);
    const [settled, today] = response.json().results;
    assert.deepEqual(settled, {
      day: start,
      target_volume: 100,
      clicks: 0,
      completions: 0,
      rejections: 0,
      rejection_reasons: {},
      charged: 0,
      settled: true,
      charge: 0,
      rank: null,
    });
    assert.deepEqual([today.day, today.target_volume, today.settled, today.charged], [dayFrom(t, 0), 100, false, null]);
  });

  test('the nightly close marks ads past their end as ENDED and keeps their hold for settlement', async () => {
    const me = await fundedCustomer(t, 100_000);
    const ad = await createAd(me.headers, { start_date: dayFrom(t, 0), end_date: dayFrom(t, 1) });
    await approve(ad.id);
    const deps = { repo: createAdsRepository(t.database.db), clock: t.clock };
    assert.equal(await closeEndedAds(deps, t.clock.seoulDay()), 0);
    t.clock.advance(2 * DAY);
    assert.ok((await closeEndedAds(deps, t.clock.seoulDay())) >= 1);
    const detail = await api(t).get(`/api/admin/ads/${ad.id}`, me.headers);
    assert.equal(detail.json().status, 'ENDED');
    assert.equal(detail.json().delivery, 'FINISHED');
    assert.equal(detail.json().hold, 7_700);
    assert.equal(await closeEndedAds(deps, t.clock.seoulDay()), 0, 'idempotent');
  });

  test('a stranger gets 404 on every ad route; a customer cannot act on another’s ad', async () => {
    const me = await fundedCustomer(t, 100_000);
    const stranger = await freshCustomer(t);
    const ad = await createAd(me.headers);
    for (const response of [
      await api(t).get(`/api/admin/ads/${ad.id}`, stranger.headers),
      await put(ad.id, { action: 'pause' }, stranger.headers),
      await api(t).del(`/api/admin/ads/${ad.id}`, stranger.headers),
      await api(t).get(`/api/admin/ads/${ad.id}/logs`, stranger.headers),
      await api(t).get(`/api/admin/ads/${ad.id}/histories`, stranger.headers),
      await api(t).get(`/api/admin/ads/${ad.id}/options?type=REPORTED_LIST`, stranger.headers),
    ]) {
      expectError(response, 404, adMessages.notFound);
    }
  });
});
