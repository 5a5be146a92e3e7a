/**
 * Nobody locks the owner out. The back-off is per (username, client): the device the
 * owner logged in from before, or else the address (IPv6 by /64). Guesses from many clients put
 * the username under pressure, which costs unknown clients more (one guess per 15 minutes), never
 * the owner's known device or a fresh client. Each check's slot is taken before its hash, so a
 * burst runs at most the limit's number of hashes. A password reset or the desk clears failures,
 * and the owner is told.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEVICE_COOKIE, LOGIN_FREE_FAILURES, LOGIN_PRESSURE_FAILURES } from '@nurly/contracts';
import { scryptRuns } from '../../../src/lib/password';
import { addressKey } from '../../../src/modules/auth/client';
import { bearer, buildTestApp, demo, fileTestApp, signupMember, uniqueMobile, type TestApp } from '../../helpers/app';

const t = await fileTestApp();

let counter = 0;
async function owner(password = 'owner-pass') {
  counter += 1;
  const mobile = uniqueMobile();
  const member = await signupMember(t, { username: `owner_${process.pid}_${counter}`, password, mobile });
  return { ...member, mobile, password };
}

const token = (app: TestApp, username: string, password: string, remoteAddress = '127.0.0.1', cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/token', payload: { username, password }, remoteAddress, headers: cookie ? { cookie } : {} });

/** The `nurly_device=…` pair of a response's Set-Cookie. */
function deviceCookie(response: { headers: Record<string, unknown> }): string {
  const header = String(response.headers['set-cookie'] ?? '');
  const pair = header.split(';')[0];
  assert.ok(pair.startsWith(`${DEVICE_COOKIE}=`), header);
  assert.match(header, /HttpOnly/);
  assert.match(header, /Path=\/api/);
  return pair;
}

describe('no one locks out the owner', () => {
  test('100 wrong guesses from other addresses, then the owner logs in at once: with its device, and fresh from elsewhere', async () => {
    const o = await owner();
    // The owner's browser: the first attempt gives it its device cookie, the successful login trusts it.
    const first = await token(t, o.username, o.password, '192.0.2.10');
    assert.equal(first.statusCode, 200);
    const device = deviceCookie(first);

    const statuses = new Map<number, number>();
    for (let i = 0; i < 100; i += 1) {
      // 25 addresses, 4 guesses each (within the free failures of each client).
      const response = await token(t, o.username, `guess-${i}`, `198.51.100.${(i % 25) + 1}`);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
    // Under pressure (from the 20th failure) a client with a failure on record is refused without a hash.
    assert.equal(statuses.get(401)! + (statuses.get(429) ?? 0), 100);
    assert.ok((statuses.get(429) ?? 0) > 0);
    const pressed = await token(t, o.username, 'another', '198.51.100.1');
    assert.equal(pressed.statusCode, 429);
    assert.equal(pressed.json().code, 'LOGIN_BACKOFF');
    assert.match(pressed.json().message, /로그인한 적이 있는 기기/);

    // The owner's device, even from an address the guesses came from.
    assert.equal((await token(t, o.username, o.password, '198.51.100.1', device)).statusCode, 200);
    // The owner fresh from another address, with no cookie.
    assert.equal((await token(t, o.username, o.password, '203.0.113.50')).statusCode, 200);
    // And fresh with a cookie the server never trusted for it.
    const stranger = await token(t, demo.customer[0], 'wrong', '203.0.113.51');
    assert.equal((await token(t, o.username, o.password, '203.0.113.52', deviceCookie(stranger))).statusCode, 200);
  });

  test("a known device is never refused for others' failures; its own failures are its own", async () => {
    const o = await owner();
    const device = deviceCookie(await token(t, o.username, o.password, '192.0.2.11'));
    // Someone on the same address guesses until that address waits.
    for (let i = 0; i <= LOGIN_FREE_FAILURES; i += 1) assert.equal((await token(t, o.username, 'x', '192.0.2.11')).statusCode, 401);
    assert.equal((await token(t, o.username, o.password, '192.0.2.11')).statusCode, 429);
    assert.equal((await token(t, o.username, o.password, '192.0.2.11', device)).statusCode, 200);
    // The device's own wrong passwords back the device off.
    for (let i = 0; i <= LOGIN_FREE_FAILURES; i += 1) assert.equal((await token(t, o.username, 'x', '192.0.2.12', device)).statusCode, 401);
    assert.equal((await token(t, o.username, o.password, '192.0.2.12', device)).statusCode, 429);
  });

  test('the device cookie is Secure behind TLS, and kept once set', async () => {
    const proxied = await buildTestApp({}, { TRUST_PROXY: '127.0.0.1' }, t);
    try {
      const response = await proxied.inject({
        method: 'POST',
        url: '/api/token',
        payload: { username: demo.customer[0], password: 'wrong' },
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.90' },
      });
      assert.match(String(response.headers['set-cookie']), /; Secure/);
      const again = await token(t, demo.customer[0], 'wrong', '203.0.113.91', deviceCookie(response));
      assert.equal(again.headers['set-cookie'], undefined);
    } finally {
      await proxied.close();
    }
  });

  test('an IPv6 client is one /64', () => {
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
    assert.equal(addressKey('::ffff:192.0.2.1'), '192.0.2.1');
    assert.equal(addressKey('192.0.2.1'), '192.0.2.1');
  });

  test('addresses of one /64 share their back-off', async () => {
    const o = await owner();
    for (let i = 0; i <= LOGIN_FREE_FAILURES; i += 1) {
      assert.equal((await token(t, o.username, 'x', `2001:db8:41:1::${i + 1}`)).statusCode, 401);
    }
    assert.equal((await token(t, o.username, o.password, '2001:db8:41:1::ff')).statusCode, 429);
    assert.equal((await token(t, o.username, o.password, '2001:db8:41:2::1')).statusCode, 200);
  });
});

describe('the count is taken before the hash', () => {
  test("20 concurrent wrong passwords on token run at most the limit's number of hashes", async () => {
    const o = await owner();
    const before = scryptRuns.count;
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => token(t, o.username, `burst-${i}`, '192.0.2.20')));
    const hashes = scryptRuns.count - before;
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.equal(hashes, LOGIN_FREE_FAILURES + 1);
    assert.deepEqual(statuses, [...Array(LOGIN_FREE_FAILURES + 1).fill(401), ...Array(20 - LOGIN_FREE_FAILURES - 1).fill(429)]);
  });

  test("20 concurrent wrong old passwords on change-password run at most the limit's number of hashes", async () => {
    const o = await owner();
    const { access } = await t.login(o.username, o.password);
    const before = scryptRuns.count;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/api/change-password',
          headers: bearer(access),
          payload: { oldPassword: `burst-${i}`, newPassword: 'new-pass-1' },
        }),
      ),
    );
    assert.equal(scryptRuns.count - before, LOGIN_FREE_FAILURES + 1);
    assert.equal(responses.filter((response) => response.statusCode === 400).length, LOGIN_FREE_FAILURES + 1);
    assert.ok(responses.filter((response) => response.statusCode === 429).every((response) => response.json().code === 'LOGIN_BACKOFF'));
  });

  test('under pressure, a burst from a new address runs one hash', async () => {
    const o = await owner();
    for (let i = 0; i < LOGIN_PRESSURE_FAILURES; i += 1) await token(t, o.username, 'x', `198.18.0.${i + 1}`);
    const before = scryptRuns.count;
    const responses = await Promise.all(Array.from({ length: 20 }, () => token(t, o.username, 'y', '198.18.1.1')));
    assert.equal(scryptRuns.count - before, 1);
    assert.equal(responses.filter((response) => response.statusCode === 401).length, 1);
  });
});

describe('clearing failures and telling the owner', () => {
  /** Puts the owner's username under pressure and leaves 192.0.2.30 waiting. */
  async function pressure(o: { username: string }) {
    for (let i = 0; i < LOGIN_PRESSURE_FAILURES; i += 1) await token(t, o.username, 'x', `198.19.0.${i + 1}`);
    for (let i = 0; i <= LOGIN_FREE_FAILURES; i += 1) await token(t, o.username, 'x', '192.0.2.30');
    assert.equal((await token(t, o.username, 'x', '192.0.2.30')).statusCode, 429);
  }

  test('the owner is told once a day, on its account', async () => {
    const o = await owner();
    await pressure(o);
    await token(t, o.username, 'x', '198.19.1.1');
    const { access } = await t.login(o.username, o.password);
    const alerts = await t.inject({ method: 'GET', url: '/api/login-alerts', headers: bearer(access) });
    assert.equal(alerts.statusCode, 200);
    const { results } = alerts.json<{ results: { kind: string; failures: number }[] }>();
    assert.equal(results.length, 1);
    assert.equal(results[0].kind, 'PRESSURE');
    assert.ok(results[0].failures >= LOGIN_PRESSURE_FAILURES);
    assert.equal((await t.inject({ method: 'GET', url: '/api/login-alerts' })).statusCode, 401);
  });

  test('the desk unlocks an account: every client may try again, and the owner is told', async () => {
    const o = await owner();
    await pressure(o);
    const staff = (await t.login(...demo.staff)).access;
    const customer = (await t.login(...demo.customer)).access;
    const url = `/api/users/${o.id}/unlock-login`;
    assert.equal((await t.inject({ method: 'POST', url, headers: bearer(customer) })).statusCode, 403);
    const unlocked = await t.inject({ method: 'POST', url, headers: bearer(staff) });
    assert.equal(unlocked.statusCode, 200, unlocked.body);
    assert.equal(unlocked.json().message, '로그인 제한을 해제했습니다.');
    assert.equal((await token(t, o.username, 'x', '192.0.2.30')).statusCode, 401);
    assert.equal((await t.inject({ method: 'POST', url: '/api/users/99999999/unlock-login', headers: bearer(staff) })).statusCode, 404);
    const { access } = await t.login(o.username, o.password);
    const kinds = (await t.inject({ method: 'GET', url: '/api/login-alerts', headers: bearer(access) }))
      .json()
      .results.map((a: { kind: string }) => a.kind);
    assert.deepEqual(kinds, ['UNLOCKED', 'PRESSURE']);
  });

  test('a password reset clears the failures of every client', async () => {
    const o = await owner();
    await pressure(o);
    assert.equal((await t.inject({ method: 'POST', url: '/api/password-reset/sendcode', payload: { mobile: o.mobile } })).statusCode, 200);
    const reset = await t.inject({
      method: 'POST',
      url: '/api/password-reset',
      payload: { mobile: o.mobile, code: t.lastCode(o.mobile), new_password: 'reset-pass' },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await token(t, o.username, 'reset-pass', '192.0.2.30')).statusCode, 200);
    assert.equal((await token(t, o.username, 'x', '198.19.0.1')).statusCode, 401);
  });
});
