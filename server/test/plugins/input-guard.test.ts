/**
 * The input-guard reproductions, one by one (the route-walking test in test/fuzz covers
 * every route generically): each was a 500 and is now a 400 with a Korean message naming the
 * field, and nothing is written.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { pointTransactions } from '../../src/db/schema/points';
import { fileTestApp } from '../helpers/app';
import { freshCustomer } from '../modules/points/helpers';

const t = await fileTestApp();

test('a NUL in the login name, without logging in', async () => {
  const response = await t.inject({ method: 'POST', url: '/api/token', payload: { username: 'adm\u0000in', password: 'admin1234' } });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().code, 'INVALID_CHARACTER');
  assert.equal(response.json().field, 'username');
  assert.equal(response.json().message, '아이디에 사용할 수 없는 문자가 포함되어 있습니다.');
});

test('an id past int4 in a path (GET cs/notice/2147483648), public', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/cs/notice/2147483648' });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().field, 'id');
  assert.equal(response.json().message, 'ID은(는) 1~2,147,483,647 사이로 입력해주세요.');
  assert.equal((await t.inject({ method: 'GET', url: '/api/cs/notice/2147483647' })).statusCode, 404);
});

test('page=Infinity, page=1e18 and page_size=Infinity on a list', async () => {
  for (const query of ['page=Infinity', 'page=1e18', 'page_size=Infinity', 'page=-Infinity']) {
    const response = await t.inject({ method: 'GET', url: `/api/cs/notice?${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.match(response.json().message, /페이지/, query);
  }
});

test('a lone surrogate in a top-up deposit name writes nothing', async () => {
  const customer = await freshCustomer(t);
  const response = await t.inject({
    method: 'POST',
    url: '/api/admin/b2b/balance/request',
    headers: customer.headers,
    payload: { amount: 100_000, deposit_name: '홍길동\ud800', email: 'tax@example.kr' },
  });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().field, 'deposit_name');
  assert.equal(response.json().message, '입금자명에 사용할 수 없는 문자가 포함되어 있습니다.');
  const rows = await t.database.db.select().from(pointTransactions).where(eq(pointTransactions.accountId, customer.id));
  assert.equal(rows.length, 0);
});

test('a lone surrogate in a URL (%ED%A0%80) is a Korean 400, not Fastify’s English one', async () => {
  const response = await t.inject({ method: 'GET', url: '/api/cs/notice/%ED%A0%80' });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().message, '요청 주소가 올바르지 않습니다.');
});
