/**
 * Audit rows of the hub console's member edits (audit/README.md) and the request id they carry: a
 * UUID per request (lib/request-id.ts, Fastify `genReqId`), answered in `x-request-id`; an incoming
 * `x-request-id` is kept only when it is a well-formed UUID.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../src/db/rows';
import { genReqId, isRequestUuid } from '../../../src/lib/request-id';
import { demo, fileTestApp, uniqueMobile } from '../../helpers/app';
import { api, loginHeaders, staffHeaders } from '../ads/helpers';

const t = await fileTestApp();
const hubAdmin = await loginHeaders(t, ...demo.hubadmin);
const nurlyAdmin = await staffHeaders(t, 'admin');

interface AuditRowOf {
  action: string;
  actor_id: number;
  on_behalf_of_id: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
}

const auditOf = (accountId: number) =>
  rowsOf<AuditRowOf>(
    t.database.db,
    sql`select action, actor_id, on_behalf_of_id, before, after, request_id from audit_events where account_id = ${accountId} order by id`,
  );

describe('request ids', () => {
  test('a UUID per request, answered in x-request-id; an incoming one kept only when it is a UUID', async () => {
    const first = await api(t).get('/api/user', hubAdmin);
    const second = await api(t).get('/api/user', hubAdmin);
    const [a, b] = [first.headers['x-request-id'], second.headers['x-request-id']];
    assert.ok(isRequestUuid(a) && isRequestUuid(b), `${String(a)} ${String(b)}`);
    assert.notEqual(a, b);
    const traced = 'A1B2C3D4-E5F6-4A7B-8C9D-0E1F2A3B4C5D';
    assert.equal((await api(t).get('/api/user', hubAdmin, { 'x-request-id': traced })).headers['x-request-id'], traced.toLowerCase());
    for (const bad of ['1', 'req-1', "'; drop table users; --", `${traced}x`, '00000000-0000-0000-0000-000000000000']) {
      const id = (await api(t).get('/api/user', hubAdmin, { 'x-request-id': bad })).headers['x-request-id'];
      assert.ok(isRequestUuid(id) && id !== bad, `${bad} → ${String(id)}`);
    }
    // Ten thousand draws, no repeat (randomUUID: 122 random bits).
    const ids = new Set(Array.from({ length: 10_000 }, () => genReqId({ headers: {} })));
    assert.equal(ids.size, 10_000);
  });
});

describe('hub/members writes audit rows like the B2B console', () => {
  test('create: MEMBER_CREATE with the hub role; edit: MEMBER_UPDATE of the changed fields; each with its request id', async () => {
    const username = `hma${process.pid}${Math.random().toString(36).slice(2, 6)}`;
    const created = await api(t).post(
      '/api/hub/members',
      { username, password: 'pass1234', name: '감사 허브 고객', mobile: uniqueMobile(), role: 'HUB_CLIENT', memo: '첫 메모' },
      hubAdmin,
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().member.id;
    const me = (await api(t).get('/api/user', hubAdmin)).json();
    const [create] = await auditOf(id);
    assert.equal(create.action, 'MEMBER_CREATE');
    assert.equal(Number(create.actor_id), me.id);
    assert.equal(create.on_behalf_of_id, null);
    assert.equal(create.request_id, created.headers['x-request-id']);
    assert.deepEqual(create.before, null);
    assert.deepEqual(create.after, {
      username,
      name: '감사 허브 고객',
      parent_id: me.id,
      tier: create.after!.tier,
      memo: '첫 메모',
      role: 'HUB_CLIENT',
    });
    assert.equal(typeof create.after!.tier, 'number');

    const edited = await api(t).put(
      `/api/hub/members/${id}`,
      { name: '감사 고객 수정', memo: '첫 메모', role: 'HUB_MEMBER', active: false },
      hubAdmin,
    );
    assert.equal(edited.statusCode, 200, edited.body);
    const rows = await auditOf(id);
    assert.equal(rows.length, 2);
    assert.equal(rows[1].action, 'MEMBER_UPDATE');
    assert.equal(rows[1].request_id, edited.headers['x-request-id']);
    assert.notEqual(rows[1].request_id, rows[0].request_id);
    // Only what changed: the memo restated is left out.
    assert.deepEqual(rows[1].before, { name: '감사 허브 고객', active: true, role: 'HUB_CLIENT' });
    assert.deepEqual(rows[1].after, { name: '감사 고객 수정', active: false, role: 'HUB_MEMBER' });

    // An edit that changes nothing writes nothing; staff read the rows through the audit route.
    assert.equal((await api(t).put(`/api/hub/members/${id}`, { name: '감사 고객 수정' }, hubAdmin)).statusCode, 200);
    assert.equal((await auditOf(id)).length, 2);
    const trail = await api(t).get(`/api/admin/b2b/audit?account_id=${id}`, nurlyAdmin);
    assert.equal(trail.statusCode, 200, trail.body);
    assert.deepEqual(
      trail.json().results.map((row: { action: string; request_id: string }) => [row.action, row.request_id]),
      [
        ['MEMBER_UPDATE', edited.headers['x-request-id']],
        ['MEMBER_CREATE', created.headers['x-request-id']],
      ],
    );
  });

  test('a refused edit writes no row', async () => {
    const username = `hmb${process.pid}${Math.random().toString(36).slice(2, 6)}`;
    const created = await api(t).post(
      '/api/hub/members',
      { username, password: 'pass1234', name: '거절 고객', mobile: uniqueMobile(), role: 'HUB_CLIENT' },
      hubAdmin,
    );
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().member.id;
    assert.equal((await api(t).put(`/api/hub/members/${id}`, { name: '   ' }, hubAdmin)).statusCode, 400);
    assert.deepEqual(
      (await auditOf(id)).map((row) => row.action),
      ['MEMBER_CREATE'],
    );
  });
});
