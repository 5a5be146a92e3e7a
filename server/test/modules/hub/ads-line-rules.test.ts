/**
 * The line rules (ads/line-rules.ts) through the hub console, PUT hub/ads/{id}: a hub client may not
 * extend its own approved line (only while in review), a hub member may not extend, the hub admin
 * may; a pause by the hub console is the hub's hold (its client cannot lift it), a pause by the desk
 * only the desk lifts; the hub list shows who paused and why. Every refusal writes nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adMessages } from '@nurly/contracts/schemas';
import { ads } from '../../../src/db/schema/ads';
import { fileTestApp } from '../../helpers/app';
import { adTableCounts, api, dayFrom, expectError, holdOf, shoppingBody, staffHeaders, type Headers } from '../ads/helpers';
import { HUB_HOST, groupIdNamed, hubAccount } from './ads-helpers';

let staff: Headers;
let adminA: Awaited<ReturnType<typeof hubAccount>>;
let memberA: Awaited<ReturnType<typeof hubAccount>>;
let clientA: Awaited<ReturnType<typeof hubAccount>>;

const t = await fileTestApp();
before(async () => {
  staff = await staffHeaders(t);
  const groupA = await groupIdNamed(t, 0);
  adminA = await hubAccount(t, 'HUB_ADMIN', groupA);
  memberA = await hubAccount(t, 'HUB_MEMBER', groupA);
  clientA = await hubAccount(t, 'HUB_CLIENT', groupA, 200_000);
});

const hubPut = (id: number, payload: unknown, headers: Headers) =>
  t.inject({ method: 'PUT', url: `/api/hub/ads/${id}`, payload: payload as object, headers: { ...headers, ...HUB_HOST } });

/** clientA's own line (10 a day of naverapp, 385 won a day) from today for 5 days, registered in the hub console. */
async function clientLine(): Promise<number> {
  const response = await api(t).post(
    '/api/hub/ads',
    shoppingBody(t, { daily_volume: 10, start_date: dayFrom(t, 0), end_date: dayFrom(t, 4) }),
    clientA.headers,
    HUB_HOST,
  );
  assert.equal(response.statusCode, 201, response.body);
  return response.json().campaign.lines[0].id;
}

const approve = async (id: number) =>
  assert.equal((await api(t).put(`/api/admin/ads/${id}`, { action: 'approve' }, staff)).statusCode, 200);

async function snapshot(id: number) {
  const [ad] = await t.database.db.select().from(ads).where(eq(ads.id, id));
  return { status: ad.status, endDate: ad.endDate, pauseKind: ad.pauseKind, hold: await holdOf(t, id), counts: await adTableCounts(t) };
}

async function hubListed(id: number, headers: Headers) {
  const results = (await api(t).get('/api/hub/ads?channel=NAVER_SHOPPING&page_size=100', headers, HUB_HOST)).json().results;
  const ad = results.find((line: { id: number }) => line.id === id);
  return { status: ad.status, paused_by: ad.paused_by, status_reason: ad.status_reason };
}

describe('extensions from the hub console', () => {
  test('a hub client extends its own line while in review, not once approved (403, nothing written); a hub member neither; the hub admin may', async () => {
    const id = await clientLine();
    const inReview = await hubPut(id, { action: 'extend', end_date: dayFrom(t, 6) }, clientA.headers);
    assert.equal(inReview.statusCode, 200, inReview.body);
    assert.equal(await holdOf(t, id), 385 * 7);

    await approve(id);
    const before = await snapshot(id);
    expectError(await hubPut(id, { action: 'extend', end_date: dayFrom(t, 27) }, clientA.headers), 403, adMessages.extendRefused, 'action');
    expectError(await hubPut(id, { action: 'extend', end_date: dayFrom(t, 27) }, memberA.headers), 403, adMessages.extendRefused, 'action');
    // The same rule on the desk's route: the client's extension there is refused too.
    expectError(
      await api(t).put(`/api/admin/ads/${id}`, { action: 'extend', end_date: dayFrom(t, 27) }, clientA.headers),
      403,
      adMessages.extendRefused,
      'action',
    );
    assert.deepEqual(await snapshot(id), before, 'nothing written');

    const byAdmin = await hubPut(id, { action: 'extend', end_date: dayFrom(t, 9) }, adminA.headers);
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal(byAdmin.json().ad.end_date, dayFrom(t, 9));
    assert.equal(await holdOf(t, id), 385 * 10);
  });
});

describe('pauses held by the hub console and by the desk', () => {
  test('the hub admin’s pause is the hub’s hold: its client cannot resume it (403, nothing written), a hub member can', async () => {
    const id = await clientLine();
    await approve(id);
    const paused = await hubPut(id, { action: 'pause', reason: '광고주 미수금 확인' }, adminA.headers);
    assert.equal(paused.statusCode, 200, paused.body);
    const held = { status: 'PAUSED', paused_by: 'HUB', status_reason: '광고주 미수금 확인' };
    assert.deepEqual(await hubListed(id, clientA.headers), held);
    assert.deepEqual(await hubListed(id, adminA.headers), held);

    const before = await snapshot(id);
    expectError(await hubPut(id, { action: 'resume' }, clientA.headers), 403, adMessages.resumeHeldByHub, 'action');
    expectError(await api(t).put(`/api/admin/ads/${id}`, { action: 'resume' }, clientA.headers), 403, adMessages.resumeHeldByHub, 'action');
    assert.deepEqual(await snapshot(id), before, 'nothing written');

    const resumed = await hubPut(id, { action: 'resume' }, memberA.headers);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().ad.paused_by, null);
  });

  test('the desk’s pause: neither the hub admin nor the client lifts it; the client’s own pause is its own', async () => {
    const id = await clientLine();
    await approve(id);
    assert.equal((await api(t).put(`/api/admin/ads/${id}`, { action: 'pause', reason: '정책 위반 의심' }, staff)).statusCode, 200);
    assert.deepEqual(await hubListed(id, adminA.headers), { status: 'PAUSED', paused_by: 'STAFF', status_reason: '정책 위반 의심' });

    const before = await snapshot(id);
    for (const caller of [adminA, memberA, clientA]) {
      expectError(await hubPut(id, { action: 'resume' }, caller.headers), 403, adMessages.resumeHeldByStaff, 'action');
    }
    assert.deepEqual(await snapshot(id), before, 'nothing written');
    assert.equal((await api(t).put(`/api/admin/ads/${id}`, { action: 'resume' }, staff)).statusCode, 200);

    const own = await hubPut(id, { action: 'pause' }, clientA.headers);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().ad.paused_by, 'OWNER');
    assert.equal((await hubPut(id, { action: 'resume' }, clientA.headers)).statusCode, 200);
  });
});
