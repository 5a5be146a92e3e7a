/**
 * The login rate limit could be bypassed with a fresh X-Forwarded-For per
 * request. Now: forwarded addresses count only from TRUST_PROXY, the token limit is per address, and
 * repeated failures back the (username, client) off (in the database, so every instance sees it)
 * for a short, growing, capped delay (lockout.test.ts: nobody else's guesses lock the owner out).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../../../src/config';
import { loginBackoffMs } from '../../../src/modules/auth/login-backoff';
import { buildTestApp, signupMember, type TestApp } from '../../helpers/app';

const token = (t: TestApp, username: string, password: string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.inject({ method: 'POST', url: '/api/token', payload: { username, password }, headers, ...(remoteAddress && { remoteAddress }) });

let counter = 0;
const unknownUser = () => `nobody_${process.pid}_${(counter += 1)}`;

describe('TRUST_PROXY', () => {
  test('is off by default and accepts addresses and CIDRs', () => {
    assert.equal(loadConfig({}).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy, ['10.0.0.1', '10.1.0.0/16', 'loopback']);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
    // "Trust everyone" is the bug itself: name the proxies instead.
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'not-an-address' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' }), /TRUST_PROXY/);
    // Fastify 5.12 trusts no peer for a hop count: refused rather than silently ignored.
    assert.throws(() => loadConfig({ TRUST_PROXY: '2' }), /hop count/);
  });
});

describe('token rate limit', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp({}, { RATE_LIMIT_AUTH_MAX: '3' });
  });
  after(async () => t?.close());

  test('a new X-Forwarded-For per request does not give a fresh bucket (no proxy is trusted)', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      const response = await token(t, unknownUser(), 'wrong', { 'x-forwarded-for': `203.0.113.${i}` }, '198.51.100.7');
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 429]);
  });

  test('one username is not rate-limited across addresses (that would lock the owner out): the back-off keys on the client', async () => {
    const username = unknownUser();
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) statuses.push((await token(t, username, 'wrong', {}, `192.0.2.${i}`)).statusCode);
    assert.deepEqual(statuses, [401, 401, 401, 401]);
    // The address limit still holds per address, with a Korean message.
    for (let i = 0; i < 3; i += 1) await token(t, unknownUser(), 'wrong', {}, '192.0.2.99');
    const limited = await token(t, username, 'wrong', {}, '192.0.2.99');
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().message, /[가-힣]/);
  });

  test('guest signups are limited per address whatever X-Forwarded-For says', async () => {
    const guests = await buildTestApp({}, { RATE_LIMIT_GUEST_MAX: '2' }, t);
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const response = await guests.inject({
          method: 'POST',
          url: '/api/guest-signup',
          payload: {},
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          remoteAddress: '198.51.100.9',
        });
        statuses.push(response.statusCode);
      }
      assert.deepEqual(statuses, [201, 201, 429]);
    } finally {
      await guests.close();
    }
  });

  test('token/refresh is limited per address', async () => {
    const refreshing = await buildTestApp({}, { RATE_LIMIT_REFRESH_MAX: '2' }, t);
    try {
      const member = await signupMember(refreshing, { username: `refresh_${process.pid}` });
      let { refresh } = await refreshing.login(member.username, 'pass1234');
      // Each answer carries the next refresh token (the one sent is spent).
      const ask = async (remoteAddress: string) => {
        const response = await refreshing.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh }, remoteAddress });
        if (response.statusCode === 200) refresh = response.json().refresh;
        return response;
      };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await ask('198.51.100.30')).statusCode);
      assert.deepEqual(statuses, [200, 200, 429]);
      assert.equal((await ask('198.51.100.30')).json().code, 'RATE_LIMITED');
      assert.equal((await ask('198.51.100.31')).statusCode, 200);
    } finally {
      await refreshing.close();
    }
  });

  test('behind a configured proxy, the forwarded address is the client', async () => {
    const proxied = await buildTestApp({}, { RATE_LIMIT_AUTH_MAX: '3', TRUST_PROXY: '127.0.0.1' }, t);
    try {
      const statuses: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        statuses.push((await token(proxied, unknownUser(), 'wrong', { 'x-forwarded-for': `203.0.113.${i}` })).statusCode);
      }
      assert.deepEqual(statuses, [401, 401, 401, 401, 401]);
      // From an address that is not the proxy, the header is ignored again.
      const direct: number[] = [];
      for (let i = 1; i <= 4; i += 1) {
        direct.push((await token(proxied, unknownUser(), 'wrong', { 'x-forwarded-for': `203.0.113.${i}` }, '198.51.100.8')).statusCode);
      }
      assert.equal(direct[3], 429);
    } finally {
      await proxied.close();
    }
  });
});

describe('per-client back-off', () => {
  let t: TestApp;
  before(async () => {
    t = await buildTestApp();
  });
  after(async () => t?.close());

  test('the delay starts short, grows and is capped at 15 minutes', () => {
    assert.equal(loginBackoffMs(4), 0);
    assert.equal(loginBackoffMs(5), 30_000);
    assert.equal(loginBackoffMs(6), 60_000);
    assert.equal(loginBackoffMs(7), 120_000);
    assert.equal(loginBackoffMs(50), 15 * 60_000);
  });

  test('after 5 failures even the right password waits; the wait ends, and success resets the count', async () => {
    const member = await signupMember(t, { username: `backoff_${process.pid}` });
    for (let i = 0; i < 5; i += 1) assert.equal((await token(t, member.username, 'wrong-guess')).statusCode, 401);
    const locked = await token(t, member.username, 'pass1234');
    assert.equal(locked.statusCode, 429);
    assert.equal(locked.json().code, 'LOGIN_BACKOFF');
    assert.match(locked.json().message, /로그인 시도가 너무 많습니다/);
    // Another instance on the same database sees the same back-off.
    const other = await buildTestApp({}, {}, t);
    try {
      assert.equal((await token(other, member.username, 'pass1234')).statusCode, 429);
    } finally {
      await other.close();
    }
    t.clock.advance(31_000);
    assert.equal((await token(t, member.username, 'pass1234')).statusCode, 200);
    // The success reset the count: one more failure is an ordinary 401.
    assert.equal((await token(t, member.username, 'wrong-guess')).statusCode, 401);
    assert.equal((await token(t, member.username, 'pass1234')).statusCode, 200);
  });

  test('failures keep growing the wait; quiet for 15 minutes forgets them', async () => {
    const username = unknownUser();
    for (let i = 0; i < 5; i += 1) await token(t, username, 'x');
    t.clock.advance(31_000);
    assert.equal((await token(t, username, 'x')).statusCode, 401); // the 6th failure: 60 s now
    t.clock.advance(31_000);
    assert.equal((await token(t, username, 'x')).statusCode, 429);
    t.clock.advance(16 * 60_000);
    for (let i = 0; i < 4; i += 1) assert.equal((await token(t, username, 'x')).statusCode, 401);
  });
});
