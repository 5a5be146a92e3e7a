/** each history row carries the running balance after it (null for a pending request). */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appendEntry } from '../../../src/modules/points/ledger';
import { createPointsRepository } from '../../../src/modules/points/repository';
import { fileTestApp } from '../../helpers/app';
import { freshCustomer } from './helpers';

const t = await fileTestApp();

test('history rows show the balance after each change; a pending request has none', async () => {
  const me = await freshCustomer(t);
  await appendEntry(createPointsRepository(t.database.db), {
    accountId: me.id,
    actorId: null,
    action: 'FREE',
    amount: 50_000,
    idempotencyKey: `free-${me.id}`,
  });
  await appendEntry(createPointsRepository(t.database.db), {
    accountId: me.id,
    actorId: null,
    action: 'AD_DEDUCT',
    amount: -12_345,
    idempotencyKey: `deduct-${me.id}`,
  });
  const request = await t.inject({
    method: 'POST',
    url: '/api/admin/b2b/balance/request',
    headers: me.headers,
    payload: { amount: 100_000, deposit_name: '홍길동', email: 'tax@example.kr' },
  });
  assert.equal(request.statusCode, 201, request.body);

  const history = await t.inject({ method: 'GET', url: `/api/admin/b2b/balance/${me.id}`, headers: me.headers });
  const rows = history.json<{ results: { action: string; point: number; balance_after: number | null }[] }>().results;
  assert.deepEqual(
    rows.map((r) => [r.action, r.point, r.balance_after]),
    [
      ['B2B_REQUEST', 100_000, null],
      ['AD_DEDUCT', -12_345, 37_655],
      ['FREE', 50_000, 50_000],
    ],
  );
});
