/**
 * Scrypt at OWASP's current guidance (N=2^17, r=8, p=1: 128 MiB), the
 * parameters stored with each hash, and older hashes upgraded on the next successful login.
 */
import assert from 'node:assert/strict';
import { performance } from 'node:perf_hooks';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import { hashPassword, needsRehash, scryptParams, verifyPassword } from '../../src/lib/password';
import { buildTestApp } from '../helpers/app';

describe('password hashing', () => {
  test('production parameters are N=2^17, r=8, p=1 unless configured', () => {
    assert.deepEqual(scryptParams(loadConfig({}).auth.passwordScryptLog2N), { N: 131072, r: 8, p: 1 });
    assert.throws(() => loadConfig({ PASSWORD_SCRYPT_LOG2N: '10' }), /PASSWORD_SCRYPT_LOG2N/);
  });

  test('a hash at the production cost stores its parameters and verifies', async () => {
    const params = scryptParams(17);
    const started = performance.now();
    const stored = await hashPassword('correct horse', params);
    const hashMs = performance.now() - started;
    assert.match(stored, /^scrypt\$131072\$8\$1\$/);
    assert.equal(await verifyPassword('correct horse', stored), true);
    assert.equal(await verifyPassword('wrong horse', stored), false);
    assert.equal(needsRehash(stored, params), false);
    assert.equal(needsRehash(await hashPassword('x', scryptParams(14)), params), true);
    assert.equal(needsRehash('not-a-hash', params), true);
    console.log(`# scrypt N=2^17 hash: ${hashMs.toFixed(0)} ms`);
  });

  test('a successful login upgrades an older hash to the configured cost, once', async () => {
    const t = await buildTestApp({}, { PASSWORD_SCRYPT_LOG2N: '17' });
    try {
      const storedHash = async () =>
        (await t.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, 'customer')))[0].hash;
      assert.match(await storedHash(), /^scrypt\$16384\$8\$1\$/);
      // A failed login changes nothing.
      assert.equal(
        (await t.inject({ method: 'POST', url: '/api/token', payload: { username: 'customer', password: 'wrong' } })).statusCode,
        401,
      );
      assert.match(await storedHash(), /^scrypt\$16384\$/);
      let started = performance.now();
      const first = await t.login('customer', 'customer1234');
      const upgradeMs = performance.now() - started;
      const upgraded = await storedHash();
      assert.match(upgraded, /^scrypt\$131072\$8\$1\$/);
      started = performance.now();
      await t.login('customer', 'customer1234');
      const loginMs = performance.now() - started;
      assert.equal(await storedHash(), upgraded);
      // Rehashing is not a password change: the sessions of the account live on.
      assert.equal(
        (await t.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${first.access}` } })).statusCode,
        200,
      );
      assert.equal((await t.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: first.refresh } })).statusCode, 200);
      console.log(`# login with upgrade: ${upgradeMs.toFixed(0)} ms; login at N=2^17: ${loginMs.toFixed(0)} ms`);
    } finally {
      await t.close();
    }
  });
});
