/**
 * Sessions. token/refresh rotates the refresh token; a spent one presented again ends
 * the whole family (the newest refresh and every access token of the login); a session idle for
 * SESSION_IDLE_LIMIT_MS ends; logout ends the access token too. State is in the database, so a
 * second instance on the same data agrees at once.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { SESSION_IDLE_LIMIT_MS } from '@nurly/contracts';
import { authSessions } from '../../../src/db/schema';
import { pruneDeadSessions } from '../../../src/modules/auth/session-queries';
import { bearer, buildTestApp, fileTestApp, signupMember, type TestApp } from '../../helpers/app';

const t = await fileTestApp();

let counter = 0;
async function member() {
  counter += 1;
  const created = await signupMember(t, { username: `sess_${process.pid}_${counter}` });
  return created.username;
}

const refresh = (app: TestApp, token: string) => app.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: token } });
const me = (app: TestApp, access: string) => app.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });

describe('refresh tokens rotate', () => {
  test('each refresh answers a new refresh token; the one sent is spent', async () => {
    const first = await t.login(await member(), 'pass1234');
    const rotated = await refresh(t, first.refresh);
    assert.equal(rotated.statusCode, 200);
    const second = rotated.json<{ access: string; refresh: string }>();
    assert.notEqual(second.refresh, first.refresh);
    assert.equal((await me(t, second.access)).statusCode, 200);
    const third = await refresh(t, second.refresh);
    assert.equal(third.statusCode, 200);
    assert.equal((await me(t, third.json().access)).statusCode, 200);
  });

  test('a replayed refresh token ends the family: the newest refresh and every access token of the login', async () => {
    const username = await member();
    const first = await t.login(username, 'pass1234');
    const second = (await refresh(t, first.refresh)).json<{ access: string; refresh: string }>();
    const third = (await refresh(t, second.refresh)).json<{ access: string; refresh: string }>();
    // Someone replays the first token.
    const replay = await refresh(t, first.refresh);
    assert.equal(replay.statusCode, 401);
    assert.equal(replay.json().code, 'REFRESH_INVALID');
    // The newest refresh token is refused afterwards, and the access tokens of the family too.
    assert.equal((await refresh(t, third.refresh)).statusCode, 401);
    for (const access of [first.access, second.access, third.access]) assert.equal((await me(t, access)).statusCode, 401);
    // Another login of the same account is a family of its own and goes on.
    const other = await t.login(username, 'pass1234');
    assert.equal((await me(t, other.access)).statusCode, 200);
    assert.equal((await refresh(t, other.refresh)).statusCode, 200);
  });

  test('the same refresh token twice at once: at most one wins, and the family ends', async () => {
    const { refresh: token } = await t.login(await member(), 'pass1234');
    const responses = await Promise.all(Array.from({ length: 5 }, () => refresh(t, token)));
    const won = responses.filter((response) => response.statusCode === 200);
    assert.ok(won.length <= 1);
    assert.equal(responses.filter((response) => response.statusCode === 401).length, 5 - won.length);
    for (const response of won) assert.equal((await refresh(t, response.json().refresh)).statusCode, 401);
  });
});

describe('access tokens name their session', () => {
  test('a signed token without a session id (from before sessions) is refused', async () => {
    const login = await t.login(await member(), 'pass1234');
    const { sub, ver } = t.app.jwt.decode<{ sub: string; ver: number }>(login.access)!;
    const legacy = t.app.jwt.sign({ sub, typ: 'access', ver });
    assert.equal((await me(t, legacy)).statusCode, 401);
    assert.equal((await me(t, login.access)).statusCode, 200);
  });
});

describe('idle limit', () => {
  test(`a session not refreshed for ${SESSION_IDLE_LIMIT_MS / 3600_000} hours ends; refreshing keeps it alive`, async () => {
    const username = await member();
    const kept = await t.login(username, 'pass1234');
    const idle = await t.login(username, 'pass1234');
    const userId = (await me(t, kept.access)).json().id;
    try {
      t.clock.advance(SESSION_IDLE_LIMIT_MS - 60_000);
      const alive = await refresh(t, kept.refresh);
      assert.equal(alive.statusCode, 200);
      t.clock.advance(2 * 60_000);
      // Past the limit since its login: the idle one ends (and its access token with it).
      assert.equal((await refresh(t, idle.refresh)).statusCode, 401);
      assert.equal((await me(t, idle.access)).statusCode, 401);
      // The kept one was used 2 minutes ago.
      const again = await refresh(t, alive.json().refresh);
      assert.equal(again.statusCode, 200);
      t.clock.advance(SESSION_IDLE_LIMIT_MS + 1000);
      assert.equal((await refresh(t, again.json().refresh)).statusCode, 401);
      const reasons = await t.database.db
        .select({ reason: authSessions.endReason })
        .from(authSessions)
        .where(eq(authSessions.userId, userId));
      assert.deepEqual(reasons.map((row) => row.reason).sort(), ['IDLE', 'IDLE']);
    } finally {
      t.clock.reset();
    }
  });
});

describe('pruning', () => {
  test('a login keeps the account’s live sessions, however long unused; the daily prune (auth.session-prune) removes the dead ones', async () => {
    const username = await member();
    const old = await t.login(username, 'pass1234');
    const userId = (await me(t, old.access)).json().id;
    const sessionsOf = async () =>
      (await t.database.db.select({ id: authSessions.id }).from(authSessions).where(eq(authSessions.userId, userId))).length;
    try {
      t.clock.advance(20 * 24 * 3600_000);
      // A login 20 days later: the old session ended nowhere, so it stays (its access token is the guard's to judge).
      const fresh = await t.login(username, 'pass1234');
      assert.equal(await sessionsOf(), 2);
      // What the job runs: last refreshed 20 days ago, longer than a refresh token lives: gone; the new one stays.
      const before = new Date(t.clock.now().getTime() - t.config.auth.refreshTokenTtlSeconds * 1000);
      assert.ok((await pruneDeadSessions(t.database.db, before)) >= 1);
      assert.equal(await sessionsOf(), 1);
      assert.equal((await me(t, fresh.access)).statusCode, 200);
    } finally {
      t.clock.reset();
    }
  });
});

describe('logout', () => {
  test('logout ends the access token too, on every instance; other sessions go on', async () => {
    const username = await member();
    const session = await t.login(username, 'pass1234');
    const other = await t.login(username, 'pass1234');
    const second = await buildTestApp({}, {}, t);
    try {
      assert.equal((await me(second, session.access)).statusCode, 200);
      const out = await t.inject({ method: 'POST', url: '/api/logout', payload: { refresh: session.refresh } });
      assert.equal(out.statusCode, 200);
      assert.equal((await me(t, session.access)).statusCode, 401);
      assert.equal((await me(second, session.access)).statusCode, 401);
      assert.equal((await refresh(t, session.refresh)).statusCode, 401);
      assert.equal((await me(second, other.access)).statusCode, 200);
      const [row] = await t.database.db.select().from(authSessions).where(eq(authSessions.endReason, 'LOGOUT')).limit(1);
      assert.ok(row?.endedAt);
    } finally {
      await second.close();
    }
  });
});
