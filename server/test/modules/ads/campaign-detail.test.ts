/**
 * The advertiser's campaign detail (GET assistant/campaingns/{id}, /logs; docs/decisions/money-loop.md#campaigns, docs/decisions/money-loop.md#one-source-of-truth): per
 * line and day the target, clicks, completions, rejections by reason and the charge — today's an
 * estimate (예정) from its completions, a settled day's the AD_DEDUCT row its settlement points at —
 * the latest refused attempts without the end user's identity, and the campaign's change log. Who may
 * read it: the owner, console staff, the hub console of a HUB campaign's group; everyone else 404.
 * A hub client lists and opens the HUB ads its hub registered for it on the reward site.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adMessages, chargeWon } from '@nurly/contracts/schemas';
import { pointTransactions } from '../../../src/db/schema/points';
import { fileTestApp } from '../../helpers/app';
import { HUB_HOST, REWARD_HOST, groupIdNamed, hubAccount } from '../hub/ads-helpers';
import { clickAndWait, complete, createPublisherApp, runningAd } from '../offerwall/helpers';
import { api, dayFrom, expectError, freshCustomer, shoppingBody, staffHeaders, type Headers } from './helpers';

const PLUS_TENTHS = 660;
const QUESTION = { product_code: 'naverapp-plus', question: '상세 페이지 하단의 단어는?', answers: ['누리 정답'] };

const t = await fileTestApp({ testClock: true });
const staff = await staffHeaders(t);
const admin = await staffHeaders(t, 'admin');
const publisher = await createPublisherApp(t);

/** One attempt of `user` through the signed publisher API: a click, `seconds` later its completion. */
async function attempt(adId: number, user: string, answer: string, seconds = 6) {
  const clickId = await clickAndWait(t, publisher, adId, user);
  t.clock.advance(seconds * 1000);
  return (await complete(t, publisher, clickId, answer)).json();
}

const detailOf = (campaignId: number, headers: Headers, extra: Headers = {}) =>
  api(t).get(`/api/assistant/campaingns/${campaignId}`, headers, extra);

describe('GET assistant/campaingns/{id}', () => {
  test('today is estimated from its completions (예정); after the test clock’s settlement the day reads its AD_DEDUCT row', async () => {
    const ad = await runningAd(t, { ...QUESTION, daily_volume: 10 });
    const campaignId = ad.line.campaign_id as number;
    const runDay = t.clock.seoulDay();
    for (const user of ['detail-u1', 'detail-u2', 'detail-u3'])
      assert.equal((await attempt(ad.id, user, ' 누리  정답 ')).status, 'COMPLETED');
    assert.equal((await attempt(ad.id, 'detail-u4', '틀린 답')).code, 'WRONG_ANSWER');
    assert.equal((await attempt(ad.id, 'detail-u5', '누리 정답', 1)).code, 'TOO_FAST');

    const before = await detailOf(campaignId, ad.owner.headers);
    assert.equal(before.statusCode, 200, before.body);
    const estimated = before.json();
    assert.equal(estimated.today, runDay);
    assert.equal(estimated.campaign.id, campaignId);
    assert.deepEqual(
      estimated.campaign.lines.map((line: { id: number }) => line.id),
      [ad.id],
    );
    const [line] = estimated.lines;
    assert.equal(line.ad_id, ad.id);
    assert.deepEqual(line.days, [
      {
        day: runDay,
        target_volume: 10,
        clicks: 5,
        completions: 3,
        rejections: 2,
        rejection_reasons: { WRONG_ANSWER: 1, TOO_FAST: 1 },
        charged: null,
        settled: false,
        charge: chargeWon(3, PLUS_TENTHS),
        rank: null,
      },
    ]);
    assert.deepEqual(line.totals, { completions: 3, rejections: 2, charge: { settled: 0, estimated: 198 } });
    assert.deepEqual(estimated.charge, { settled: 0, estimated: 198 });
    assert.deepEqual(estimated.rejection_reasons, { WRONG_ANSWER: 1, TOO_FAST: 1 });
    // The evidence: newest first, the wrong answer shown, and no end user's identity anywhere.
    assert.deepEqual(
      estimated.rejections.map((r: { ad_id: number; reason: string; answer: string | null; day: string }) => [
        r.ad_id,
        r.reason,
        r.answer,
        r.day,
      ]),
      [
        [ad.id, 'TOO_FAST', null, runDay],
        [ad.id, 'WRONG_ANSWER', '틀린 답', runDay],
      ],
    );
    assert.ok(
      estimated.rejections.every((r: { seconds_after_click: number; created_at: string }) => r.seconds_after_click >= 0 && r.created_at),
    );
    assert.ok(!before.body.includes('detail-u'), 'user keys are not shown');

    // The next day through the test clock: the settlement books the day once.
    const moved = await api(t).post('/api/dev/clock', { advance_days: 1 }, admin);
    assert.equal(moved.statusCode, 200, moved.body);
    const [ledger] = await t.database.db
      .select()
      .from(pointTransactions)
      .where(eq(pointTransactions.idempotencyKey, `settle:ad:${ad.id}:${runDay}`));
    assert.equal(ledger.action, 'AD_DEDUCT');
    const after = (await detailOf(campaignId, ad.owner.headers)).json();
    const [settledDay, today] = after.lines[0].days;
    assert.deepEqual(
      [settledDay.day, settledDay.settled, settledDay.completions, settledDay.charged, settledDay.charge],
      [runDay, true, 3, -ledger.amount, -ledger.amount],
    );
    assert.equal(-ledger.amount, chargeWon(3, PLUS_TENTHS));
    assert.deepEqual([today.day, today.settled, today.charged, today.charge], [dayFrom(t, 0), false, null, 0]);
    assert.deepEqual(after.charge, { settled: -ledger.amount, estimated: 0 });
    assert.equal(after.campaign.spent, -ledger.amount, 'the campaign’s spend is the ledger’s');
    assert.equal(after.rejections.length, 2, 'the evidence stays after the day is settled');
  });

  test('the change log of every line, newest first, paged; its values are left for the consoles to word', async () => {
    const ad = await runningAd(t, { daily_volume: 3 });
    const campaignId = ad.line.campaign_id as number;
    assert.equal((await api(t).put(`/api/admin/ads/${ad.id}`, { action: 'pause', reason: '재고 확인' }, ad.owner.headers)).statusCode, 200);
    const response = await api(t).get(`/api/assistant/campaingns/${campaignId}/logs?page_size=2`, ad.owner.headers);
    assert.equal(response.statusCode, 200, response.body);
    const { count, results } = response.json();
    assert.ok(count >= 4, `created, hold, status, hold: ${count}`);
    assert.equal(results.length, 2);
    const all = (await api(t).get(`/api/assistant/campaingns/${campaignId}/logs?page_size=100`, ad.owner.headers)).json().results;
    assert.deepEqual(
      all
        .map((log: { field: string }) => log.field)
        .reverse()
        .slice(0, 2),
      ['created', 'hold'],
    );
    const pause = all.find((log: { field: string; after: string }) => log.field === 'status' && log.after === 'PAUSED');
    assert.deepEqual([pause.ad_id, pause.before, pause.reason, pause.actor.id], [ad.id, 'ACTIVE', '재고 확인', ad.owner.id]);
    const times = all.map((log: { created_at: string }) => log.created_at);
    assert.deepEqual(times, [...times].sort().reverse());
  });

  test('another customer and another hub get the 404 of a missing campaign; console staff read it', async () => {
    const ad = await runningAd(t);
    const campaignId = ad.line.campaign_id as number;
    const stranger = await freshCustomer(t);
    const otherHub = await hubAccount(t, 'HUB_ADMIN', await groupIdNamed(t, 1));
    for (const who of [stranger.headers, otherHub.headers]) {
      expectError(await detailOf(campaignId, who), 404, adMessages.notFound);
      expectError(await api(t).get(`/api/assistant/campaingns/${campaignId}/logs`, who), 404, adMessages.notFound);
    }
    expectError(await detailOf(2_000_000_000, ad.owner.headers), 404, adMessages.notFound);
    assert.equal((await api(t).get('/api/assistant/campaingns/abc', ad.owner.headers)).statusCode, 400);
    assert.equal((await t.inject({ method: 'GET', url: `/api/assistant/campaingns/${campaignId}` })).statusCode, 401);
    const desk = await detailOf(campaignId, staff);
    assert.equal(desk.statusCode, 200, desk.body);
    assert.equal(desk.json().campaign.owner.id, ad.owner.id);
  });
});

describe('hub-registered ads on the reward site', () => {
  test('the hub client lists, pauses and opens the HUB ad its hub registered for it; its hub reads it, another hub does not', async () => {
    const groupA = await groupIdNamed(t, 0);
    const hubAdmin = await hubAccount(t, 'HUB_ADMIN', groupA);
    const client = await hubAccount(t, 'HUB_CLIENT', groupA, 100_000);
    const otherHub = await hubAccount(t, 'HUB_ADMIN', await groupIdNamed(t, 1));
    const registered = await api(t).post(
      '/api/hub/ads',
      { ...shoppingBody(t, { daily_volume: 10, start_date: dayFrom(t, 0), end_date: dayFrom(t, 4) }), client_id: client.id },
      hubAdmin.headers,
      HUB_HOST,
    );
    assert.equal(registered.statusCode, 201, registered.body);
    const line = registered.json().campaign.lines[0];
    assert.deepEqual([line.service, line.owner.id], ['HUB', client.id]);
    assert.equal((await api(t).put(`/api/admin/ads/${line.id}`, { action: 'approve' }, staff)).statusCode, 200);

    // The reward site's product list: the client's own NR ads and the HUB ads bought for it.
    const listed = await api(t).get('/api/hub/ads?channel=NAVER_SHOPPING', client.headers, REWARD_HOST);
    assert.equal(listed.statusCode, 200, listed.body);
    assert.ok(listed.json().results.some((ad: { id: number }) => ad.id === line.id));
    const someoneElse = await hubAccount(t, 'HUB_CLIENT', groupA);
    const theirs = await api(t).get('/api/hub/ads?channel=NAVER_SHOPPING', someoneElse.headers, REWARD_HOST);
    assert.equal(theirs.statusCode, 200, theirs.body);
    assert.ok(!theirs.json().results.some((ad: { id: number }) => ad.id === line.id));
    const paused = await t.inject({
      method: 'PUT',
      url: `/api/hub/ads/${line.id}`,
      payload: { action: 'pause' },
      headers: { ...client.headers, ...REWARD_HOST },
    });
    assert.equal(paused.statusCode, 200, paused.body);
    expectError(
      await t.inject({
        method: 'PUT',
        url: `/api/hub/ads/${line.id}`,
        payload: { action: 'pause' },
        headers: { ...someoneElse.headers, ...REWARD_HOST },
      }),
      404,
      adMessages.notFound,
    );

    // The same detail as the default site's advertiser, on any host.
    const detail = await detailOf(line.campaign_id, client.headers, REWARD_HOST);
    assert.equal(detail.statusCode, 200, detail.body);
    assert.deepEqual(
      detail.json().lines.map((row: { ad_id: number }) => row.ad_id),
      [line.id],
    );
    assert.equal((await detailOf(line.campaign_id, hubAdmin.headers, HUB_HOST)).statusCode, 200);
    expectError(await detailOf(line.campaign_id, someoneElse.headers, REWARD_HOST), 404, adMessages.notFound);
    expectError(await detailOf(line.campaign_id, otherHub.headers, HUB_HOST), 404, adMessages.notFound);
  });
});
