/**
 * POST change-password checks a password like POST token and is limited like it: a wrong old
 * password is a failed password check of the account (the login back-off, shared with POST token),
 * and the route is rate-limited per address and per account.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { loginFailures } from '../../../src/db/schema';
import { messages } from '../../../src/lib/errors';
import { loginBackoffError } from '../../../src/modules/auth/login-backoff';
import { bearer, buildTestApp, demo, fileTestApp, signupMember, type TestApp } from '../../helpers/app';

let counter = 0;

/** A member signed up and logged in on `t` (its tokens work on every app of the file). */
async function freshMember() {
  counter += 1;
  const member = await signupMember(t, { username: `pwlimit_${process.pid}_${counter}` });
  return { ...member, access: (await t.login(member.username, 'pass1234')).access };
}

const changePassword = (app: TestApp, access: string, oldPassword: string, newPassword = 'changed1234', remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/change-password',
    headers: bearer(access),
    payload: { oldPassword, newPassword },
    ...(remoteAddress && { remoteAddress }),
  });
const token = (app: TestApp, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/token', payload: { username, password } });

const t = await fileTestApp();

describe('change-password back-off', () => {
  test('5 wrong old passwords make the account wait, with the login message, on this route and on token', async () => {
    const member = await freshMember();
    for (let i = 0; i < 5; i += 1) {
      const wrong = await changePassword(t, member.access, `guess-${i}`);
      assert.equal(wrong.statusCode, 400, wrong.body);
      assert.equal(wrong.json().code, 'WRONG_PASSWORD');
    }
    // Even the right old password waits now: no password is hashed for this account until the wait ends.
    const locked = await changePassword(t, member.access, 'pass1234');
    assert.equal(locked.statusCode, 429, locked.body);
    assert.equal(locked.json().code, 'LOGIN_BACKOFF');
    assert.equal(locked.json().message, loginBackoffError(30_000).message);
    // The count is the account's: its logins wait too.
    assert.equal((await token(t, member.username, 'pass1234')).json().code, 'LOGIN_BACKOFF');
    // Another account (a staff login) is not slowed by any of it.
    assert.equal((await token(t, ...demo.staff)).statusCode, 200);

    t.clock.advance(31_000);
    assert.equal((await changePassword(t, member.access, 'pass1234')).statusCode, 200);
    // The right old password cleared the count.
    assert.deepEqual(await t.database.db.select().from(loginFailures).where(eq(loginFailures.username, member.username)), []);
  });

  test('failed logins and wrong old passwords add up', async () => {
    const member = await freshMember();
    for (let i = 0; i < 3; i += 1) assert.equal((await token(t, member.username, 'wrong')).statusCode, 401);
    for (let i = 0; i < 2; i += 1) assert.equal((await changePassword(t, member.access, 'wrong')).statusCode, 400);
    assert.equal((await changePassword(t, member.access, 'pass1234')).statusCode, 429);
  });
});

describe('change-password rate limit', () => {
  let limited: TestApp;
  before(async () => {
    limited = await buildTestApp({}, { RATE_LIMIT_AUTH_MAX: '3' }, t);
  });
  after(async () => limited?.close());

  test('one account is limited across addresses', async () => {
    const member = await freshMember();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await changePassword(limited, member.access, 'wrong', 'x', `192.0.2.${i}`)).statusCode);
    assert.deepEqual(statuses, [400, 400, 400, 429]);
  });

  test('one address is limited across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const member = await freshMember();
      statuses.push((await changePassword(limited, member.access, 'wrong', 'x', '198.51.100.20')).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 429]);
    const member = await freshMember();
    const refused = await changePassword(limited, member.access, 'pass1234', 'changed1234', '198.51.100.20');
    assert.equal(refused.json().message, messages.tooManyRequests);
  });
});
