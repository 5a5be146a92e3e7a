/**
 * A shell release's check: a shell whose @nurly/shared does not satisfy a served release (live or
 * canary) is refused by POST /api/admin/releases/shell-check with the remotes to release first, and an
 * instance serving such a shell reports itself not ready, so the balancer sends it no traffic.
 * Two apps on one database, each serving a shell of its own version (the shared/package.json of its
 * static root), stand for two instances during a rolling deploy.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { releaseMessages } from '@nurly/contracts';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { adminToken, change, publish, releaseArchive } from './helpers';

function staticRootWithShell(sharedVersion: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-shell-'));
  fs.mkdirSync(path.join(root, 'shared'));
  fs.writeFileSync(path.join(root, 'shared', 'package.json'), JSON.stringify({ name: '@nurly/shared', version: sharedVersion }));
  return root;
}

describe('a shell release is checked against the served remotes', () => {
  let oldShell: TestApp;
  let newShell: TestApp;
  let admin: Record<string, string>;
  const roots = [staticRootWithShell('0.8.3'), staticRootWithShell('0.9.0')];
  const check = (t: TestApp, shared_version: string, headers = admin) =>
    t.inject({ method: 'POST', url: '/api/admin/releases/shell-check', headers, payload: { shared_version } });
  const readiness = async (t: TestApp) => {
    const response = await t.inject({ method: 'GET', url: '/api/health/ready' });
    return [response.statusCode, response.json<{ remotes: string }>().remotes] as const;
  };

  before(async () => {
    oldShell = await buildTestApp({ staticRoot: roots[0] });
    newShell = await buildTestApp({ staticRoot: roots[1] }, {}, oldShell);
    admin = await adminToken(oldShell);
    assert.equal(
      (await publish(oldShell, admin, releaseArchive({ remote: 'cs', version: '2.0.0', sharedRange: '^0.8.0' }))).statusCode,
      201,
    );
    assert.equal((await change(oldShell, admin, 'activate', { remote: 'cs', version: '2.0.0' })).statusCode, 200);
  });
  after(async () => {
    await newShell?.close();
    await oldShell?.close();
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  test('a shell that loads every served release passes; one that does not is refused, naming the remotes and deployments', async () => {
    const ok = await check(oldShell, '0.8.3');
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().message, releaseMessages.shellCompatible('0.8.3'));

    const refused = await check(oldShell, '0.9.0');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, releaseMessages.shellIncompatible('0.9.0', ['cs 2.0.0 (^0.8.0; default, hub, reward)']));
    assert.equal(refused.json().code, 'RELEASE_SHELL_INCOMPATIBLE');
  });

  test('an instance whose own shell cannot load a served release is not ready; the others are', async () => {
    assert.deepEqual(await readiness(oldShell), [200, 'ok']);
    assert.deepEqual(await readiness(newShell), [503, 'shell-incompatible']);
  });

  test('a canary counts too: a release for the new shell at 10 % makes the old shell the one refused', async () => {
    // Published through the new shell's instance, whose @nurly/shared 0.9.0 satisfies ^0.9.0.
    assert.equal(
      (await publish(newShell, admin, releaseArchive({ remote: 'cs', version: '3.0.0', sharedRange: '^0.9.0' }))).statusCode,
      201,
    );
    assert.equal(
      (await change(newShell, admin, 'activate', { remote: 'cs', version: '3.0.0', deployment: 'default', canary_percent: 10 })).statusCode,
      200,
    );

    const refused = await check(newShell, '0.8.3');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().message, releaseMessages.shellIncompatible('0.8.3', ['cs 3.0.0 (^0.9.0; default)']));
    assert.deepEqual(await readiness(oldShell), [503, 'shell-incompatible']);
  });

  test('staff only, and a version that is not x.y.z is a 400 naming the field', async () => {
    const customer = { authorization: `Bearer ${(await oldShell.login('customer', 'customer1234')).access}` };
    assert.equal((await check(oldShell, '0.8.3', customer)).statusCode, 403);
    assert.equal((await check(oldShell, '0.8.3', {})).statusCode, 401);
    const bad = await check(oldShell, '0.8');
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /셸의 @nurly\/shared 버전/);
  });
});
