/**
 * Outside production the server signed tokens with the secret published in
 * the repository and seeded demo accounts even into a real PostgreSQL. Now an unconfigured
 * JWT_SECRET is a random secret per installation (kept in the data folder), the published one is
 * refused, and demo data goes only into the embedded database unless asked for.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DEFAULT_JWT_SECRET, loadConfig } from '../../../src/config';
import { installationJwtSecret } from '../../../src/modules/auth/secret';
import { bearer, buildTestApp } from '../../helpers/app';

/** An HS256 JWT signed with any secret, the way an attacker would mint one. */
function mintToken(secret: string, claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ iat: now, exp: now + 900, ...claims })}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-secret-'));
  folders.push(folder);
  return folder;
};
after(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

describe('JWT secret', () => {
  test('a token minted with the published default secret is refused', async () => {
    const t = await buildTestApp();
    try {
      for (const claims of [
        { sub: '1', typ: 'access' },
        { sub: '1', typ: 'access', ver: 0 },
      ]) {
        const response = await t.inject({ method: 'GET', url: '/api/users', headers: bearer(mintToken(DEFAULT_JWT_SECRET, claims)) });
        assert.equal(response.statusCode, 401, response.body);
      }
      // The app's own tokens still work.
      const { access } = await t.login('admin', 'admin1234');
      assert.equal((await t.inject({ method: 'GET', url: '/api/users', headers: bearer(access) })).statusCode, 200);
    } finally {
      await t.close();
    }
  });

  test('configuring the published default secret stops the start, in any mode', () => {
    assert.throws(() => loadConfig({ JWT_SECRET: DEFAULT_JWT_SECRET }), /JWT_SECRET/);
    assert.equal(loadConfig({}).auth.jwtSecret, null);
  });

  test('unconfigured: one random secret per installation, kept in the data folder (mode 0600)', () => {
    const dataDir = tempFolder();
    const first = installationJwtSecret({ dataDir, databaseUrl: null });
    assert.equal(first.source, 'file');
    assert.match(first.secret, /^[0-9a-f]{64}$/);
    const file = path.join(dataDir, 'jwt-secret');
    assert.equal(fs.statSync(file).mode & 0o777, 0o600);
    assert.equal(installationJwtSecret({ dataDir, databaseUrl: null }).secret, first.secret);
    assert.notEqual(installationJwtSecret({ dataDir: tempFolder(), databaseUrl: null }).secret, first.secret);
  });

  test('in memory, or on PostgreSQL without a data folder: a random secret for this process', () => {
    const memory = installationJwtSecret({ dataDir: ':memory:', databaseUrl: null });
    assert.equal(memory.source, 'process');
    assert.equal(installationJwtSecret({ dataDir: ':memory:', databaseUrl: null }).secret, memory.secret);
    const missing = path.join(tempFolder(), 'absent');
    const postgres = installationJwtSecret({ dataDir: missing, databaseUrl: 'postgres://x@127.0.0.1/y' });
    assert.equal(postgres.source, 'process');
    assert.equal(fs.existsSync(missing), false);
  });

  test('tokens survive a restart of the same installation and are refused by another one', async () => {
    const dataDir = tempFolder();
    const first = await buildTestApp({ dataDir });
    try {
      const { access } = await first.login('customer', 'customer1234');
      // A restart: a new app on the same data folder and database (the token's session lives there).
      const restarted = await buildTestApp({ dataDir }, {}, first);
      try {
        assert.equal((await restarted.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).statusCode, 200);
      } finally {
        await restarted.close();
      }
      // Another installation (its own secret) refuses it, on the very same database.
      const other = await buildTestApp({ dataDir: tempFolder() }, {}, first);
      try {
        assert.equal((await other.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).statusCode, 401);
      } finally {
        await other.close();
      }
    } finally {
      await first.close();
    }
  });
});

describe('demo seeding', () => {
  test('only into the embedded database by default; on PostgreSQL only when asked explicitly', () => {
    assert.equal(loadConfig({}).seedDemo, true);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://nurly@127.0.0.1:5432/nurly' }).seedDemo, false);
    assert.equal(loadConfig({ DATABASE_URL: 'postgres://nurly@127.0.0.1:5432/nurly', NURLY_SEED_DEMO: 'true' }).seedDemo, true);
    assert.equal(loadConfig({ NURLY_SEED_DEMO: 'false' }).seedDemo, false);
  });
});
