/**
 * Requests the database refuses after validation passed are client errors
 * with a Korean reason, never 500s — deleting a member who has ledger history, and a deleted
 * account's still-valid token on `agrees` — and nothing is written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { agreements, users } from '../../src/db/schema';
import { fileTestApp } from '../helpers/app';
import { freshCustomer, staffHeaders } from '../modules/points/helpers';

const HANGUL = /[\uac00-\ud7a3]/;

const t = await fileTestApp();
const admin = await staffHeaders(t, 'admin');

test('deleting a member with ledger history is a 409 with a Korean reason; the member stays', async () => {
  const member = await freshCustomer(t, { advertiser: false });
  const granted = await t.inject({
    method: 'POST',
    url: `/api/reward/${member.id}`,
    headers: admin,
    payload: { amount: 1000, memo: '테스트 지급' },
  });
  assert.equal(granted.statusCode, 200, granted.body);
  const refused = await t.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: admin });
  assert.equal(refused.statusCode, 409, refused.body);
  assert.equal(refused.json().code, 'IN_USE');
  assert.equal(refused.json().message, '포인트 내역이 있어 삭제할 수 없습니다. 삭제 대신 비활성화를 이용해주세요.');
  const [still] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.id, member.id));
  assert.ok(still, 'the member must still exist');
});

test("a deleted account's token on agrees is a 4xx with a Korean message and writes nothing", async () => {
  const member = await freshCustomer(t, { advertiser: false });
  const deleted = await t.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: admin });
  assert.equal(deleted.statusCode, 200, deleted.body);
  const response = await t.inject({
    method: 'POST',
    url: '/api/agrees',
    headers: member.headers,
    payload: [
      { type: 'THENURLY_SERVICE', hasAgree: true },
      { type: 'THENURLY_PRIVACY', hasAgree: true },
    ],
  });
  assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${response.statusCode} ${response.body}`);
  assert.match(response.json().message, HANGUL);
  const rows = await t.database.db.select().from(agreements).where(eq(agreements.userId, member.id));
  assert.equal(rows.length, 0);
});
