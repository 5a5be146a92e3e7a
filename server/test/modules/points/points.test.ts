import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { pointTransactions, withdrawalRequests } from '../../../src/db/schema/points';
import { ledgerMismatches } from '../../../src/modules/points/seed-queries';
import { bearer, fileTestApp } from '../../helpers/app';
import { seededSettlementCharges } from '../settlement/helpers';
import { balanceOf, freshCustomer, ledgerSum, staffHeaders, userId } from './helpers';

const t = await fileTestApp();
const staff = await staffHeaders(t);
const customer = bearer((await t.login('customer', 'customer1234')).access);
const customerId = await userId(t, 'customer');

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string>) => t.inject({ method: 'GET', url, headers });

async function topUp(headers: Record<string, string>, amount = 300_000) {
  return post('/api/admin/b2b/balance/request', { amount, deposit_name: '홍길동', email: 'tax@example.kr' }, headers);
}

describe('seeded ledger', () => {
  test('every account balance equals its ledger sum', async () => {
    assert.deepEqual(await ledgerMismatches(t.database.db), []);
  });
  test("the customer's simple history has at most 10 rows, newest first; the pending request is listed", async () => {
    const response = await get(`/api/admin/b2b/balance/${customerId}?is_simple=true`, customer);
    assert.equal(response.statusCode, 200);
    const body = response.json();
    // Its confirmed top-ups (1,000,000 + 500,000) and welcome bonus (50,000), less what the demo fortnight's settlements charged.
    assert.equal(body.balance, 1_550_000 - (await seededSettlementCharges(t, customerId)));
    assert.ok(body.results.length <= 10);
    // The pending request is one filter away.
    const requests = await get(`/api/admin/b2b/balance/${customerId}?is_simple=true&type=B2B_REQUEST`, customer);
    const pending = requests.json().results.find((r: { action: string }) => r.action === 'B2B_REQUEST');
    assert.equal(pending.status, 'PENDING');
    assert.equal(pending.point, 300_000);
    assert.deepEqual(pending.evidence, { deposit_name: '조현우', email: 'tax@hyunwoo-flower.kr' });
    const ids = body.results.map((r: { id: number }) => r.id);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => b - a),
    );
    const deduct = body.results.find((r: { action: string }) => r.action === 'AD_DEDUCT');
    assert.ok(deduct.point < 0);
  });
});

describe('top-up request', () => {
  test('refuses a zero or negative amount with the spec message', async () => {
    const me = await freshCustomer(t);
    for (const amount of [0, -1000]) {
      const response = await topUp(me.headers, amount);
      assert.equal(response.statusCode, 400);
      assert.equal(response.json().message, '충전 금액을 입력해주세요.');
    }
  });
  test('needs a registered business first', async () => {
    const me = await freshCustomer(t, { advertiser: false });
    const response = await topUp(me.headers);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, '사업자 정보를 먼저 등록해주세요.');
    assert.equal(response.json().code, 'ADVERTISER_REQUIRED');
  });
  test('a request is pending and does not change the balance', async () => {
    const me = await freshCustomer(t);
    const response = await topUp(me.headers, 550_000);
    assert.equal(response.statusCode, 201);
    const body = response.json();
    assert.equal(body.message, '충전 요청이 완료되었습니다.');
    assert.equal(body.request.status, 'PENDING');
    assert.equal(body.request.point, 550_000);
    assert.equal(body.balance, 0);
    assert.equal(await balanceOf(t, me.id), 0);
    assert.equal(await ledgerSum(t, me.id), 0);
  });
  test('the same Idempotency-Key creates one request', async () => {
    const me = await freshCustomer(t);
    const headers = { ...me.headers, 'idempotency-key': 'same-click' };
    const [a, b] = await Promise.all([topUp(headers), topUp(headers)]);
    assert.equal(a.json().request.id, b.json().request.id);
  });
  test('refuses a missing deposit name and a bad email', async () => {
    const me = await freshCustomer(t);
    const noName = await post('/api/admin/b2b/balance/request', { amount: 100_000, deposit_name: ' ', email: 'a@b.kr' }, me.headers);
    assert.equal(noName.statusCode, 400);
    assert.equal(noName.json().field, 'deposit_name');
    const badEmail = await post('/api/admin/b2b/balance/request', { amount: 100_000, deposit_name: '홍길동', email: 'nope' }, me.headers);
    assert.equal(badEmail.statusCode, 400);
    assert.equal(badEmail.json().field, 'email');
  });
});

describe('history access and modes', () => {
  test('the owner, console staff and resellers above it read an account history; a hub admin outside reads a missing one', async () => {
    const other = await freshCustomer(t);
    assert.equal((await get(`/api/admin/b2b/balance/${customerId}`, other.headers)).statusCode, 403);
    assert.equal((await get(`/api/admin/b2b/balance/${customerId}`, staff)).statusCode, 200);
    const hub = bearer((await t.login('hubadmin', 'hubadmin1234')).access);
    const outside = await get(`/api/admin/b2b/balance/${customerId}`, hub);
    const missing = await get('/api/admin/b2b/balance/2100000000', hub);
    assert.equal(outside.statusCode, 404);
    assert.deepEqual(outside.json(), missing.json());
  });
  test('simple mode stops at 10 rows, full mode returns them all', async () => {
    const me = await freshCustomer(t);
    for (let i = 0; i < 12; i += 1) assert.equal((await topUp(me.headers, 100_000 + i)).statusCode, 201);
    const simple = (await get(`/api/admin/b2b/balance/${me.id}?is_simple=true`, me.headers)).json();
    const full = (await get(`/api/admin/b2b/balance/${me.id}?is_simple=false`, me.headers)).json();
    assert.equal(simple.results.length, 10);
    assert.equal(simple.count, 12);
    assert.equal(full.results.length, 12);
  });
  test('type filters by action', async () => {
    const response = await get(`/api/admin/b2b/balance/${customerId}?type=AD_DEDUCT`, staff);
    const rows = response.json().results as { action: string }[];
    assert.ok(rows.length >= 3);
    assert.ok(rows.every((r) => r.action === 'AD_DEDUCT'));
  });
});

describe('cancel, confirm, reject', () => {
  test('cancel: only a pending request, only by its owner or staff', async () => {
    const me = await freshCustomer(t);
    const other = await freshCustomer(t);
    const { id } = (await topUp(me.headers)).json().request;
    assert.equal((await post('/api/admin/b2b/balance/request/cancel', { id }, other.headers)).statusCode, 403);
    const cancelled = await post('/api/admin/b2b/balance/request/cancel', { id }, me.headers);
    assert.equal(cancelled.statusCode, 200);
    assert.equal(cancelled.json().message, '충전 요청이 취소되었습니다.');
    const again = await post('/api/admin/b2b/balance/request/cancel', { id }, me.headers);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().message, '입금 대기 중인 요청만 처리할 수 있습니다.');
    const history = (await get(`/api/admin/b2b/balance/${me.id}`, me.headers)).json();
    assert.equal(history.results.length, 0);
    // Staff may cancel on a customer's behalf.
    const second = (await topUp(me.headers)).json().request.id;
    assert.equal((await post('/api/admin/b2b/balance/request/cancel', { id: second }, staff)).statusCode, 200);
  });

  test('staff confirm books one CHARGE linked to the request; a second confirm is refused', async () => {
    const me = await freshCustomer(t);
    const { id } = (await topUp(me.headers, 400_000)).json().request;
    assert.equal((await post('/api/admin/b2b/balance', { request_id: id }, me.headers)).statusCode, 403);
    const confirmed = await post('/api/admin/b2b/balance', { request_id: id }, staff);
    assert.equal(confirmed.statusCode, 200);
    assert.equal(confirmed.json().balance, 400_000);
    assert.equal(confirmed.json().entry.action, 'CHARGE');
    assert.equal(confirmed.json().entry.action_name, '포인트 충전');
    assert.equal((await post('/api/admin/b2b/balance', { request_id: id }, staff)).statusCode, 409);
    assert.equal((await post('/api/admin/b2b/balance/request/cancel', { id }, me.headers)).statusCode, 409);
    const charges = await t.database.db
      .select()
      .from(pointTransactions)
      .where(and(eq(pointTransactions.relatedId, id), eq(pointTransactions.action, 'CHARGE')));
    assert.equal(charges.length, 1);
    assert.deepEqual(charges[0].evidence, { deposit_name: '홍길동', email: 'tax@example.kr' });
    assert.equal(await balanceOf(t, me.id), 400_000);
    assert.equal(await ledgerSum(t, me.id), 400_000);
  });

  test('reject needs a reason, closes the request and leaves the balance', async () => {
    const me = await freshCustomer(t);
    const { id } = (await topUp(me.headers)).json().request;
    const rejected = await post('/api/admin/b2b/balance/request/reject', { id, reason: '입금 내역 없음' }, staff);
    assert.equal(rejected.statusCode, 200);
    const list = (await get('/api/admin/b2b/balance/requests?status=REJECTED&page_size=100', staff)).json();
    const row = list.results.find((r: { id: number }) => r.id === id);
    assert.equal(row.reject_reason, '입금 내역 없음');
    assert.equal(await balanceOf(t, me.id), 0);
  });

  test('the staff desk lists pending requests with the account and business; customers may not', async () => {
    const list = await get('/api/admin/b2b/balance/requests?status=PENDING&page_size=100', staff);
    assert.equal(list.statusCode, 200);
    const seeded = list.json().results.find((r: { username: string }) => r.username === 'customer');
    assert.equal(seeded.advertiser_name, '현우네 꽃집');
    assert.equal(seeded.amount, 300_000);
    assert.equal((await get('/api/admin/b2b/balance/requests', customer)).statusCode, 403);
  });

  test('menu status counts pending top-ups', async () => {
    const admin = await staffHeaders(t, 'admin');
    const response = await post('/api/options/menu/status', { menus: ['admin-deposit', 'admin-withdrawal'] }, admin);
    assert.equal(response.statusCode, 200);
    const [{ count }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(pointTransactions)
      .where(and(eq(pointTransactions.action, 'B2B_REQUEST'), eq(pointTransactions.status, 'PENDING')));
    assert.equal(response.json()['admin-deposit'].errorCount, count);
    assert.ok('admin-withdrawal' in response.json());
  });
});

describe('staff balance entries', () => {
  test('adds CHARGE or FREE; an idempotency key applies once', async () => {
    const me = await freshCustomer(t);
    const body = { user_id: me.id, amount: 70_000, action: 'FREE', memo: '이벤트', idempotency_key: 'evt-1' };
    const [a, b] = await Promise.all([post('/api/admin/b2b/balance', body, staff), post('/api/admin/b2b/balance', body, staff)]);
    assert.equal(a.statusCode, 200);
    assert.equal(b.statusCode, 200);
    assert.equal(a.json().entry.id, b.json().entry.id);
    assert.equal(a.json().entry.action_name, '무료 포인트');
    assert.equal(await balanceOf(t, me.id), 70_000);
    const zero = await post('/api/admin/b2b/balance', { user_id: me.id, amount: 0, action: 'CHARGE' }, staff);
    assert.equal(zero.statusCode, 400);
    assert.equal(zero.json().message, '충전 금액을 입력해주세요.');
  });
  test('a deduction can never take the balance below zero', async () => {
    const me = await freshCustomer(t);
    await post('/api/admin/b2b/balance', { user_id: me.id, amount: 10_000, action: 'CHARGE' }, staff);
    const over = await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 10_001 }, staff);
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().message, '포인트 잔액이 부족합니다.');
    const exact = await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 10_000 }, staff);
    assert.equal(exact.statusCode, 200);
    assert.equal(exact.json().balance, 0);
    assert.equal(exact.json().entry.point, -10_000);
  });
  test('the database refuses a negative balance and a wrong-signed row', async () => {
    const me = await freshCustomer(t);
    await assert.rejects(t.database.db.update(users).set({ point: -1 }).where(eq(users.id, me.id)));
    await assert.rejects(
      t.database.db
        .insert(pointTransactions)
        .values({ accountId: me.id, action: 'AD_DEDUCT', amount: 500, balanceAfter: 500, idempotencyKey: `bad-${me.id}` }),
    );
  });
  test('customers cannot post ledger entries or grant rewards', async () => {
    const me = await freshCustomer(t);
    assert.equal((await post('/api/point', { user_id: me.id, action: 'REFUND', amount: 1000 }, me.headers)).statusCode, 403);
    assert.equal((await post(`/api/reward/${me.id}`, { amount: 1000 }, me.headers)).statusCode, 403);
    assert.equal((await post('/api/admin/b2b/balance', { user_id: me.id, amount: 1000, action: 'CHARGE' }, me.headers)).statusCode, 403);
  });
});

describe('point and reward', () => {
  test('GET point returns the caller summary; another account needs staff', async () => {
    const response = await get('/api/point', customer);
    assert.equal(response.statusCode, 200);
    const { summary } = response.json();
    // Every deduction of the demo customer is a settled ad-day of the demo fortnight.
    const settled = await seededSettlementCharges(t, customerId);
    assert.ok(settled > 0);
    assert.equal(summary.balance, 1_550_000 - settled);
    assert.equal(summary.charged, 1_500_000);
    assert.equal(summary.free, 50_000);
    assert.equal(summary.deducted, settled);
    assert.equal(summary.pending_requests >= 1, true);
    const other = await freshCustomer(t);
    assert.equal((await get(`/api/point?user_id=${customerId}`, other.headers)).statusCode, 403);
    assert.equal((await get(`/api/point?user_id=${customerId}`, staff)).statusCode, 200);
  });
  test('reward grants are FREE rows; PATCH edits only the memo', async () => {
    const me = await freshCustomer(t);
    const granted = await post(`/api/reward/${me.id}`, { amount: 5_000, memo: '리뷰 이벤트' }, staff);
    assert.equal(granted.statusCode, 200);
    const list = (await get('/api/reward', me.headers)).json();
    assert.equal(list.count, 1);
    assert.equal(list.results[0].point, 5_000);
    const patched = await t.inject({
      method: 'PATCH',
      url: `/api/reward/${list.results[0].id}`,
      payload: { memo: '수정된 메모' },
      headers: staff,
    });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().memo, '수정된 메모');
    assert.equal(patched.json().point, 5_000);
    // A reward PATCH cannot touch a non-FREE row.
    const charge = (await post('/api/admin/b2b/balance', { user_id: me.id, amount: 1_000, action: 'CHARGE' }, staff)).json().entry.id;
    assert.equal(
      (await t.inject({ method: 'PATCH', url: `/api/reward/${charge}`, payload: { memo: 'x' }, headers: staff })).statusCode,
      404,
    );
    assert.equal(
      (await t.inject({ method: 'PATCH', url: `/api/point/${charge}`, payload: { memo: '메모' }, headers: staff })).statusCode,
      200,
    );
  });
});

describe('withdrawals', () => {
  async function chargedCustomer(amount: number) {
    const me = await freshCustomer(t);
    const entry = (await post('/api/admin/b2b/balance', { user_id: me.id, amount, action: 'CHARGE' }, staff)).json().entry;
    return { ...me, chargeId: entry.id as number };
  }
  const bank = { bank_name: '국민은행', account_number: '123456-01-234567', account_holder: '홍길동' };

  test('free points are never refundable', async () => {
    const me = await freshCustomer(t);
    const free = (await post('/api/admin/b2b/balance', { user_id: me.id, amount: 10_000, action: 'FREE' }, staff)).json().entry.id;
    const response = await post('/api/point/withdrawals', { charge_id: free, amount: 1_000, ...bank }, me.headers);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'FREE_NOT_REFUNDABLE');
  });
  test('only within 7 days of the top-up', async () => {
    const me = await chargedCustomer(50_000);
    await t.database.db
      .update(pointTransactions)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(pointTransactions.id, me.chargeId));
    const response = await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 1_000, ...bank }, me.headers);
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, '충전 후 7일이 지나 출금할 수 없습니다.');
  });
  test('only the unused part: deductions after the charge and other requests count', async () => {
    const me = await chargedCustomer(100_000);
    await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 30_000 }, staff);
    const available = (await get('/api/point/withdrawals/available', me.headers)).json().results;
    assert.equal(available[0].withdrawable, 70_000);
    assert.equal((await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 70_001, ...bank }, me.headers)).statusCode, 409);
    assert.equal((await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 50_000, ...bank }, me.headers)).statusCode, 201);
    const over = await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 20_001, ...bank }, me.headers);
    assert.equal(over.statusCode, 409);
    assert.equal(over.json().code, 'EXCEEDS_UNUSED');
  });
  test('staff approval books one WITHDRAW row; reject leaves the balance', async () => {
    const me = await chargedCustomer(80_000);
    const first = (await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 30_000, ...bank }, me.headers)).json().id;
    const second = (await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 20_000, ...bank }, me.headers)).json().id;
    assert.equal((await post(`/api/point/withdrawals/${first}/approve`, {}, me.headers)).statusCode, 403);
    const approved = await post(`/api/point/withdrawals/${first}/approve`, {}, staff);
    assert.equal(approved.statusCode, 200);
    assert.equal(approved.json().balance, 50_000);
    assert.equal((await post(`/api/point/withdrawals/${first}/approve`, {}, staff)).statusCode, 409);
    assert.equal((await post(`/api/point/withdrawals/${second}/reject`, { reason: '계좌 확인 불가' }, staff)).statusCode, 200);
    assert.equal(await balanceOf(t, me.id), 50_000);
    assert.equal(await ledgerSum(t, me.id), 50_000);
    const [request] = await t.database.db.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, first));
    assert.equal(request.status, 'APPROVED');
    const mine = (await get('/api/point/withdrawals', me.headers)).json();
    assert.equal(mine.count, 2);
    const all = (await get('/api/point/withdrawals?status=APPROVED&page_size=100', staff)).json();
    assert.ok(all.results.some((r: { id: number }) => r.id === first));
  });
  test('approval re-checks usage since the request', async () => {
    const me = await chargedCustomer(40_000);
    const id = (await post('/api/point/withdrawals', { charge_id: me.chargeId, amount: 40_000, ...bank }, me.headers)).json().id;
    await post('/api/point', { user_id: me.id, action: 'AD_DEDUCT', amount: 1_000 }, staff);
    assert.equal((await post(`/api/point/withdrawals/${id}/approve`, {}, staff)).statusCode, 409);
    assert.equal(await balanceOf(t, me.id), 39_000);
  });
});
