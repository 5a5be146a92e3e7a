/**
 * Who may lift a pause and who may extend a line (ads/line-rules.ts), through PUT admin/ads/{id}:
 * a pause by the desk is a hold only the desk lifts (the owner's resume is a 403 that writes
 * nothing), the owner's own pause stays the owner's; every list that shows the line says who paused
 * and why. The owner extends only while in review; an approved line is extended by the desk.
 * (The hub console's side of both rules: test/modules/hub/ads-line-rules.test.ts.)
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { adMessages } from '@nurly/contracts/schemas';
import { ads } from '../../../src/db/schema/ads';
import { fileTestApp } from '../../helpers/app';
import { adTableCounts, api, dayFrom, expectError, fundedCustomer, holdOf, shoppingBody, staffHeaders, type Headers } from './helpers';

const DAY = 86_400_000;

const t = await fileTestApp();
const staff = await staffHeaders(t);
afterEach(() => t.clock.reset());

const put = (id: number, body: unknown, headers: Headers) => api(t).put(`/api/admin/ads/${id}`, body, headers);

/** An approved naverapp line (100 a day, 3,850 won) from tomorrow for 10 days, then the clock on its start day. */
async function runningLine(me: { headers: Headers }) {
  const created = await api(t).post('/api/admin/ads', shoppingBody(t), me.headers);
  assert.equal(created.statusCode, 201, created.body);
  const id = created.json().campaign.lines[0].id as number;
  assert.equal((await put(id, { action: 'approve' }, staff)).statusCode, 200);
  t.clock.advance(DAY);
  return id;
}

async function row(id: number) {
  const [ad] = await t.database.db.select().from(ads).where(eq(ads.id, id));
  return { status: ad.status, reason: ad.statusReason, pauseKind: ad.pauseKind, pausedById: ad.pausedById, endDate: ad.endDate };
}

/** The line as the owner's campaign list and the owner's ad list show it. */
async function ownerViews(me: { headers: Headers }, id: number) {
  const campaigns = (await api(t).get('/api/assistant/campaingns?page_size=100', me.headers)).json().results;
  const line = campaigns.flatMap((campaign: { lines: { id: number }[] }) => campaign.lines).find((ad: { id: number }) => ad.id === id);
  const listed = (await api(t).get('/api/admin/ads?page_size=100', me.headers)).json().results.find((ad: { id: number }) => ad.id === id);
  const desk = (await api(t).get(`/api/admin/ads?owner_id=${listed.owner.id}&page_size=100`, staff))
    .json()
    .results.find((ad: { id: number }) => ad.id === id);
  return [line, listed, desk].map((ad) => ({ status: ad.status, paused_by: ad.paused_by, status_reason: ad.status_reason }));
}

describe('a pause by the desk is a hold only the desk lifts', () => {
  test('the owner’s resume is refused (403, Korean, nothing written); every list shows who paused and why; the desk lifts it', async () => {
    const me = await fundedCustomer(t, 100_000);
    const id = await runningLine(me);
    const paused = await put(id, { action: 'pause', reason: '상품 정보가 정책에 맞지 않습니다.' }, staff);
    assert.equal(paused.statusCode, 200, paused.body);
    assert.equal(paused.json().ad.paused_by, 'STAFF');
    const held = { status: 'PAUSED', paused_by: 'STAFF', status_reason: '상품 정보가 정책에 맞지 않습니다.' };
    assert.deepEqual(await ownerViews(me, id), [held, held, held]);

    const before = { row: await row(id), hold: await holdOf(t, id), counts: await adTableCounts(t) };
    expectError(await put(id, { action: 'resume' }, me.headers), 403, adMessages.resumeHeldByStaff, 'action');
    assert.deepEqual({ row: await row(id), hold: await holdOf(t, id), counts: await adTableCounts(t) }, before, 'nothing written');

    const resumed = await put(id, { action: 'resume' }, staff);
    assert.equal(resumed.statusCode, 200, resumed.body);
    assert.equal(resumed.json().ad.paused_by, null);
    assert.deepEqual(await row(id), { ...before.row, status: 'ACTIVE', reason: null, pauseKind: null, pausedById: null });
    assert.equal(await holdOf(t, id), 3_850 * 10);
  });

  test('the owner’s own pause stays the owner’s to lift; the desk may turn it into its own hold', async () => {
    const me = await fundedCustomer(t, 100_000);
    const id = await runningLine(me);
    const own = await put(id, { action: 'pause', reason: '재고 확인 중' }, me.headers);
    assert.equal(own.statusCode, 200, own.body);
    assert.equal(own.json().ad.paused_by, 'OWNER');
    assert.equal((await row(id)).pausedById, me.id);
    assert.equal((await put(id, { action: 'resume' }, me.headers)).statusCode, 200);

    assert.equal((await put(id, { action: 'pause' }, me.headers)).statusCode, 200);
    const hold = await holdOf(t, id);
    expectError(await put(id, { action: 'pause' }, staff), 400, adMessages.reasonRequired, 'reason');
    const takenOver = await put(id, { action: 'pause', reason: '허위 정답 신고 확인 중' }, staff);
    assert.equal(takenOver.statusCode, 200, takenOver.body);
    assert.deepEqual(
      { status: takenOver.json().ad.status, paused_by: takenOver.json().ad.paused_by, reason: takenOver.json().ad.status_reason },
      { status: 'PAUSED', paused_by: 'STAFF', reason: '허위 정답 신고 확인 중' },
    );
    assert.equal(await holdOf(t, id), hold, 'the hold does not move');
    const logs = (await api(t).get(`/api/admin/ads/${id}/logs`, staff)).json().results;
    assert.deepEqual(
      [logs[0].field, logs[0].before, logs[0].after, logs[0].reason],
      ['paused_by', 'OWNER', 'STAFF', '허위 정답 신고 확인 중'],
    );
    expectError(await put(id, { action: 'resume' }, me.headers), 403, adMessages.resumeHeldByStaff, 'action');
    // The owner cannot take the hold back by pausing again, and may still cancel (stopping spends nothing).
    expectError(await put(id, { action: 'pause' }, me.headers), 409, adMessages.transitionRefused, 'action');
    assert.equal((await api(t).del(`/api/admin/ads/${id}`, me.headers)).statusCode, 200);
  });

  test('a staff status edit to ACTIVE is the desk’s resume', async () => {
    const me = await fundedCustomer(t, 100_000);
    const id = await runningLine(me);
    assert.equal((await put(id, { status: 'PAUSED', reason: '점검' }, staff)).statusCode, 200);
    assert.equal((await row(id)).pauseKind, 'STAFF');
    assert.equal((await put(id, { status: 'ACTIVE' }, staff)).statusCode, 200);
    assert.equal((await row(id)).status, 'ACTIVE');
  });
});

describe('extensions: the owner only while in review, the desk any live line', () => {
  test('the owner extends its PENDING line; once approved its extension is refused (403, nothing written); the desk extends it', async () => {
    const me = await fundedCustomer(t, 100_000);
    const created = await api(t).post('/api/admin/ads', shoppingBody(t), me.headers);
    const id = created.json().campaign.lines[0].id as number;

    const inReview = await put(id, { action: 'extend', end_date: dayFrom(t, 12) }, me.headers);
    assert.equal(inReview.statusCode, 200, inReview.body);
    assert.equal(inReview.json().ad.end_date, dayFrom(t, 12));
    assert.equal(await holdOf(t, id), 3_850 * 12);

    assert.equal((await put(id, { action: 'approve' }, staff)).statusCode, 200);
    const before = { row: await row(id), hold: await holdOf(t, id), counts: await adTableCounts(t) };
    expectError(await put(id, { action: 'extend', end_date: dayFrom(t, 30) }, me.headers), 403, adMessages.extendRefused, 'action');
    // The field edit is no way around it.
    expectError(await put(id, { end_date: dayFrom(t, 30) }, me.headers), 409, adMessages.notEditable, 'end_date');
    assert.deepEqual({ row: await row(id), hold: await holdOf(t, id), counts: await adTableCounts(t) }, before, 'nothing written');

    const byDesk = await put(id, { action: 'extend', end_date: dayFrom(t, 14) }, staff);
    assert.equal(byDesk.statusCode, 200, byDesk.body);
    assert.equal(await holdOf(t, id), 3_850 * 14);
  });
});
