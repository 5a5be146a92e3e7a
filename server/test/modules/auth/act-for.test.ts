/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for; modules/auth/act-for.ts): console staff and a reseller open a
 * descendant's console as that account with a reason, for 30 minutes, without a refresh token; the
 * token speaks as the account with the actor beside it; money never moves; what is created is the
 * account's; the audit trail names both.
 */
import assert from 'node:assert/strict';
import { afterEach, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { actForMessages, pointMessages } from '@nurly/contracts/schemas';
import { rowsOf } from '../../../src/db/rows';
import { bearer, fileTestApp } from '../../helpers/app';
import { dayFrom, expectError, loginHeaders, shoppingBody, staffHeaders } from '../ads/helpers';
import { advertiserUnder, api, createMember, type Headers, type Member } from '../b2b/helpers';

const MISSING = 2_100_000_000;
const t = await fileTestApp();
const staff = await staffHeaders(t);
afterEach(() => t.clock.reset());

const staffId = (await api(t).get('/api/user', staff)).json().id as number;

/** main (1) ─ dist (2) ─ agency (3) ─ adv (4); main ─ siblingDist (2); otherMain (1) ─ strangerDist (2). */
const main = await createMember(t, staff, { tier: 1, parent_id: null, name: '대리 본사' });
const dist = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '대리 총판' });
const agency = await createMember(t, staff, { tier: 3, parent_id: dist.id, name: '대리 대행사' });
const adv = await advertiserUnder(t, staff, agency.id, 300_000);
const siblingDist = await createMember(t, staff, { tier: 2, parent_id: main.id, name: '이웃 총판' });
const otherMain = await createMember(t, staff, { tier: 1, parent_id: null, name: '남의 본사' });
const strangerDist = await createMember(t, staff, { tier: 2, parent_id: otherMain.id, name: '남의 총판' });
const distHeaders = await loginHeaders(t, dist.username, 'pass1234');
const agencyHeaders = await loginHeaders(t, agency.username, 'pass1234');

async function actFor(as: Headers, account: Member | { id: number }, reason = '광고 등록 대행 요청') {
  return api(t).post('/api/act-for', { account_id: account.id, reason }, as);
}

async function actingHeaders(as: Headers, account: Member | { id: number }) {
  const response = await actFor(as, account);
  assert.equal(response.statusCode, 200, response.body);
  return { headers: bearer(response.json().access as string), body: response.json() };
}

async function actForRows(accountId: number) {
  return rowsOf<{ actor_id: number; on_behalf_of_id: number; after: Record<string, unknown>; request_id: string | null }>(
    t.database.db,
    sql`select actor_id, on_behalf_of_id, after, request_id from audit_events where account_id = ${accountId} and action = 'ACT_FOR' order by id`,
  );
}

describe('who may act for whom', () => {
  test('staff act for an advertiser: the token speaks as it, GET user names the actor', async () => {
    const startedAt = t.clock.now().getTime();
    const started = await actFor(staff, adv);
    assert.equal(started.statusCode, 200, started.body);
    const body = started.json();
    assert.equal(body.account.id, adv.id);
    assert.equal(body.account.username, adv.username);
    assert.equal(body.actor.id, staffId);
    assert.equal('refresh' in body, false);
    const lasts = new Date(body.expires_at).getTime() - startedAt;
    assert.ok(lasts >= 30 * 60_000 && lasts < 30 * 60_000 + 5000, String(lasts));
    const me = await api(t).get('/api/user', bearer(body.access));
    assert.equal(me.statusCode, 200, me.body);
    assert.equal(me.json().id, adv.id);
    assert.equal(me.json().is_staff, false);
    assert.deepEqual(me.json().actor, { id: staffId, username: 'staff', name: body.actor.name, expires_at: body.expires_at });
    // The actor's own session is untouched and answers without an actor.
    assert.equal((await api(t).get('/api/user', staff)).json().actor, null);
  });

  test("a distributor acts for its agency and its agency's advertiser (strict descendants)", async () => {
    for (const target of [agency, adv]) {
      const { headers } = await actingHeaders(distHeaders, target);
      const me = (await api(t).get('/api/user', headers)).json();
      assert.equal(me.id, target.id);
      assert.equal(me.actor.id, dist.id);
      assert.equal(me.actor.username, dist.username);
    }
  });

  test('outside the subtree reads like a missing account (404); itself 400; an advertiser 403', async () => {
    const missing = await actFor(distHeaders, { id: MISSING });
    expectError(missing, 404, actForMessages.accountNotFound);
    for (const outside of [siblingDist, main, strangerDist, otherMain]) {
      const response = await actFor(distHeaders, outside);
      assert.equal(response.statusCode, 404, `${outside.username}: ${response.body}`);
      assert.deepEqual(response.json(), missing.json());
    }
    // An agency for its own distributor (an ancestor).
    assert.deepEqual((await actFor(agencyHeaders, dist)).json(), missing.json());
    expectError(await actFor(distHeaders, dist), 400, actForMessages.self, 'account_id');
    expectError(await actFor(staff, { id: staffId }), 400, actForMessages.self, 'account_id');
    // Staff accounts are never acted for; advertisers have no subtree to act in.
    const admin = (await api(t).get('/api/user', await staffHeaders(t, 'admin'))).json();
    expectError(await actFor(staff, { id: admin.id }), 403, actForMessages.notAllowed);
    assert.equal((await actFor(adv.headers, { id: adv.id })).statusCode, 403);
    assert.equal((await actForRows(siblingDist.id)).length, 0);
  });

  test('the reason is required: 2 to 200 characters, a Korean message naming it', async () => {
    for (const reason of ['', '가', 'x'.repeat(201)]) {
      const response = await actFor(distHeaders, agency, reason);
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().message, /대리 접속 사유/);
    }
    const response = await api(t).post('/api/act-for', { account_id: agency.id }, distHeaders);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /대리 접속 사유/);
  });

  test('acting for someone, one cannot act for another', async () => {
    const { headers } = await actingHeaders(staff, dist);
    const response = await actFor(headers, agency);
    assert.equal(response.statusCode, 403, response.body);
    assert.equal(response.json().code, 'ACTING_FOR');
  });
});

describe('the session', () => {
  test('30 minutes later the token answers 401; there is no refresh token', async () => {
    const { headers, body } = await actingHeaders(distHeaders, adv);
    const [session] = await rowsOf<{ id: number; tokens: number; reason: string }>(
      t.database.db,
      sql`select s.id, s.reason, (select count(*) from refresh_tokens r where r.session_id = s.id)::int as tokens
          from auth_sessions s where s.user_id = ${adv.id} and s.actor_id = ${dist.id} order by s.id desc limit 1`,
    );
    assert.equal(session.tokens, 0);
    assert.equal(session.reason, '광고 등록 대행 요청');
    t.clock.advance(30 * 60_000 - 1000);
    assert.equal((await api(t).get('/api/user', headers)).statusCode, 200);
    t.clock.advance(1000);
    assert.equal((await api(t).get('/api/user', headers)).statusCode, 401);
    assert.equal((await api(t).post('/api/act-for/end', {}, headers)).statusCode, 401);
    assert.ok(body.expires_at);
    // The actor's own session lives on.
    assert.equal((await api(t).get('/api/user', distHeaders)).statusCode, 200);
  });

  test('end: the token answers 401 at once; start and end are audited with both identities', async () => {
    const { headers } = await actingHeaders(distHeaders, agency);
    const before = (await actForRows(agency.id)).length;
    const ended = await api(t).post('/api/act-for/end', {}, headers);
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal(ended.json().message, actForMessages.ended);
    assert.equal((await api(t).get('/api/user', headers)).statusCode, 401);
    const rows = await actForRows(agency.id);
    assert.equal(rows.length, before + 1);
    const [start, end] = rows.slice(-2);
    for (const row of [start, end]) {
      assert.equal(row.actor_id, dist.id);
      assert.equal(row.on_behalf_of_id, agency.id);
      assert.ok(row.request_id);
    }
    assert.equal(start.after.event, 'START');
    assert.equal(start.after.reason, '광고 등록 대행 요청');
    assert.equal(end.after.event, 'END');
  });

  test("end with one's own token: 400, nothing ends", async () => {
    const response = await api(t).post('/api/act-for/end', {}, distHeaders);
    expectError(response, 400, actForMessages.notActing);
    assert.equal((await api(t).get('/api/user', distHeaders)).statusCode, 200);
  });

  test('a token whose act claim does not match its session is refused', async () => {
    const { body } = await actingHeaders(distHeaders, agency);
    const claims = JSON.parse(Buffer.from((body.access as string).split('.')[1], 'base64url').toString());
    const forged = t.app.jwt.sign({ sub: claims.sub, typ: 'access', ver: claims.ver, sid: claims.sid });
    assert.equal((await api(t).get('/api/user', bearer(forged))).statusCode, 401);
    const otherActor = t.app.jwt.sign({ ...claims, act: staffId, exp: undefined, iat: undefined });
    assert.equal((await api(t).get('/api/user', bearer(otherActor))).statusCode, 401);
  });

  test('deactivating the actor ends the sessions it opened', async () => {
    const helper = await createMember(t, staff, { tier: 3, parent_id: dist.id, name: '정지될 대행사' });
    const helperHeaders = await loginHeaders(t, helper.username, 'pass1234');
    const child = await createMember(t, staff, { tier: 4, parent_id: helper.id, name: '정지될 대행사의 광고주' });
    const { headers } = await actingHeaders(helperHeaders, child);
    const deactivated = await api(t).put('/api/admin/b2b/members', { id: helper.id, active: false }, staff);
    assert.equal(deactivated.statusCode, 200, deactivated.body);
    assert.equal((await api(t).get('/api/user', headers)).statusCode, 401);
  });
});

describe('while acting', () => {
  test('money never moves: top-up, withdrawal, transfer, recall, margin payout answer 403 ACTING_FOR', async () => {
    const asAdv = (await actingHeaders(staff, adv)).headers;
    const asDist = (await actingHeaders(staff, dist)).headers;
    const refusals = [
      [
        asAdv,
        '/api/admin/b2b/balance/request',
        { amount: 10_000, deposit_name: '홍길동', email: 'tax@example.kr' },
        actForMessages.moneyRefused,
      ],
      [
        asAdv,
        '/api/point/withdrawals',
        { charge_id: 1, amount: 1000, bank_name: '국민은행', account_number: '123-456', account_holder: '홍길동' },
        actForMessages.moneyRefused,
      ],
      [asDist, '/api/admin/b2b/balance', { user_id: agency.id, amount: 1000, action: 'TRANSFER' }, pointMessages.transferWhileActingFor],
      [asDist, '/api/admin/b2b/balance', { user_id: agency.id, amount: 1000, action: 'RECALL' }, pointMessages.transferWhileActingFor],
      [asDist, '/api/admin/b2b/payouts/request', { amount: 1000 }, actForMessages.moneyRefused],
      [asAdv, '/api/change-password', { oldPassword: 'pass1234', newPassword: 'newpass1234' }, actForMessages.accountRefused],
    ] as const;
    const [{ total: ledgerBefore }] = await rowsOf<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from point_transactions`,
    );
    for (const [headers, url, body, message] of refusals) {
      const response = await api(t).post(url, body, headers);
      assert.equal(response.statusCode, 403, `${url}: ${response.body}`);
      assert.equal(response.json().code, 'ACTING_FOR', url);
      assert.equal(response.json().message, message, url);
    }
    const [{ total: ledgerAfter }] = await rowsOf<{ total: number }>(
      t.database.db,
      sql`select count(*)::int as total from point_transactions`,
    );
    assert.equal(ledgerAfter, ledgerBefore);
  });

  test("a campaign registered while acting is the account's; the record names who registered it", async () => {
    const { headers } = await actingHeaders(agencyHeaders, adv);
    const created = await api(t).post('/api/admin/ads', shoppingBody(t, { start_date: dayFrom(t, 1), end_date: dayFrom(t, 3) }), headers);
    assert.equal(created.statusCode, 201, created.body);
    const [campaign] = await rowsOf<{ owner_id: number; created_by: number }>(
      t.database.db,
      sql`select owner_id, created_by from campaigns where id = ${created.json().campaign.id}`,
    );
    assert.equal(campaign.owner_id, adv.id);
    assert.equal(campaign.created_by, agency.id);
    // A change to its line while acting: the ad's log names the agency, the ad stays the advertiser's.
    const line = created.json().campaign.lines[0];
    const cancelled = await api(t).put(`/api/admin/ads/${line.id}`, { action: 'cancel' }, headers);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    const logs = await rowsOf<{ actor_id: number; field: string }>(
      t.database.db,
      sql`select actor_id, field from ad_logs where ad_id = ${line.id} order by id`,
    );
    assert.ok(logs.length >= 2, JSON.stringify(logs));
    assert.ok(
      logs.every((row) => row.actor_id === agency.id),
      JSON.stringify(logs),
    );
    // The advertiser's own list shows it.
    const mine = await api(t).get('/api/admin/ads', adv.headers);
    assert.equal(mine.statusCode, 200, mine.body);
    assert.ok(JSON.stringify(mine.json()).includes(String(created.json().campaign.id)));
  });

  test('a tree change made while acting names the actor and the account acted for', async () => {
    const { headers } = await actingHeaders(staff, dist);
    const created = await api(t).post(
      '/api/admin/b2b/members',
      {
        username: `actfor${process.pid % 10000}${Date.now() % 100000}`,
        password: 'pass1234',
        name: '대리 생성 대행사',
        mobile: '01099887766',
        tier: 3,
        parent_id: dist.id,
      },
      headers,
    );
    assert.equal(created.statusCode, 201, created.body);
    const [row] = await rowsOf<{ actor_id: number; on_behalf_of_id: number }>(
      t.database.db,
      sql`select actor_id, on_behalf_of_id from audit_events where account_id = ${created.json().member.id} and action = 'MEMBER_CREATE'`,
    );
    assert.deepEqual({ ...row }, { actor_id: staffId, on_behalf_of_id: dist.id });
  });
});
