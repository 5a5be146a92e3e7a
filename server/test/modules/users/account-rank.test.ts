/**
 * The Nurly desk may only act on accounts at or below its own rank,
 * only NURLY_ADMIN (or a superuser) touches the credentials of a privileged account, and a staff
 * password reset, deactivation or deletion ends the account's refresh tokens.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { bearer, fileTestApp, signupMember } from '../../helpers/app';

let superuser: string;
let staff: string;
let nurlyAdmin: string;
let counter = 0;

async function createAccount(fields: Record<string, unknown> = {}) {
  counter += 1;
  const username = `rank_${process.pid}_${counter}`;
  const response = await t.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(superuser),
    payload: { username, password: 'pass1234', ...fields },
  });
  assert.equal(response.statusCode, 201, response.body);
  return { id: response.json<{ id: number }>().id, username };
}

const patch = (access: string, id: number, payload: Record<string, unknown>) =>
  t.inject({ method: 'PATCH', url: `/api/users/${id}`, headers: bearer(access), payload });
const remove = (access: string, id: number) => t.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(access) });
const refresh = (token: string) => t.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: token } });

const t = await fileTestApp();
before(async () => {
  superuser = (await t.login('admin', 'admin1234')).access;
  staff = (await t.login('staff', 'staff1234')).access;
  const admin = await createAccount({ is_staff: true, roles: ['NURLY_ADMIN'] });
  nurlyAdmin = (await t.login(admin.username, 'pass1234')).access;
});

describe('finding 1: staff cannot take over a privileged account', () => {
  test('NURLY_STAFF cannot reset, deactivate or delete a NURLY_ADMIN, and cannot log in as one', async () => {
    const target = await createAccount({ is_staff: true, roles: ['NURLY_ADMIN'] });
    const reset = await patch(staff, target.id, { password: 'taken-over1' });
    assert.equal(reset.statusCode, 403, reset.body);
    assert.match(reset.json().message, /[가-힣]/);
    assert.equal((await patch(staff, target.id, { is_active: false })).statusCode, 403);
    assert.equal((await remove(staff, target.id)).statusCode, 403);
    const login = await t.inject({ method: 'POST', url: '/api/token', payload: { username: target.username, password: 'taken-over1' } });
    assert.equal(login.statusCode, 401);
    // Nothing about a higher-ranked account is editable by staff, not even its name.
    assert.equal((await patch(staff, target.id, { name: '바뀐 이름' })).statusCode, 403);
  });

  test('NURLY_STAFF cannot touch the credentials of a peer or of any account holding a role or is_staff', async () => {
    const peer = await createAccount({ is_staff: true, roles: ['NURLY_STAFF'] });
    const hub = await createAccount({ is_staff: true, roles: ['HUB_ADMIN'] });
    const bareStaff = await createAccount({ is_staff: true });
    for (const target of [peer, hub, bareStaff]) {
      assert.equal((await patch(staff, target.id, { password: 'taken-over1' })).statusCode, 403, target.username);
      assert.equal((await patch(staff, target.id, { is_active: false })).statusCode, 403, target.username);
      assert.equal((await remove(staff, target.id)).statusCode, 403, target.username);
    }
    // A console user below the desk may still have its ordinary fields edited by staff.
    assert.equal((await patch(staff, hub.id, { name: '허브 담당' })).statusCode, 200);
  });

  test('NURLY_STAFF still manages customers: password, active flag and deletion', async () => {
    const member = await createAccount();
    assert.equal((await patch(staff, member.id, { password: 'newpass99' })).statusCode, 200);
    assert.equal((await patch(staff, member.id, { is_active: false })).statusCode, 200);
    assert.equal((await remove(staff, member.id)).statusCode, 200);
  });

  test('NURLY_ADMIN manages privileged accounts up to its own rank, never a superuser', async () => {
    const peerAdmin = await createAccount({ is_staff: true, roles: ['NURLY_ADMIN'] });
    const desk = await createAccount({ is_staff: true, roles: ['NURLY_STAFF'] });
    assert.equal((await patch(nurlyAdmin, desk.id, { password: 'newpass99' })).statusCode, 200);
    assert.equal((await patch(nurlyAdmin, peerAdmin.id, { is_active: false })).statusCode, 200);
    assert.equal((await remove(nurlyAdmin, desk.id)).statusCode, 200);
    // The seeded admin is a superuser: above a NURLY_ADMIN.
    assert.equal((await patch(nurlyAdmin, 1, { password: 'taken-over1' })).statusCode, 403);
    assert.equal((await remove(nurlyAdmin, 1)).statusCode, 403);
  });

  test('nobody raises an account above their own rank', async () => {
    const member = await createAccount();
    assert.equal((await patch(nurlyAdmin, member.id, { is_superuser: true })).statusCode, 403);
    const created = await t.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(nurlyAdmin),
      payload: { username: `rank_${process.pid}_su`, password: 'pass1234', is_staff: true, is_superuser: true },
    });
    assert.equal(created.statusCode, 403);
    // A superuser may.
    assert.equal((await patch(superuser, member.id, { is_superuser: true, is_staff: true })).statusCode, 200);
  });
});

describe('finding 3: a staff password reset, deactivation or deletion ends the sessions', () => {
  test("a staff password reset revokes the member's refresh tokens", async () => {
    const member = await signupMember(t, { username: `rank_reset_${process.pid}` });
    const session = await t.login(member.username, 'pass1234');
    const rotated = await refresh(session.refresh);
    assert.equal(rotated.statusCode, 200);
    assert.equal((await patch(staff, member.id, { password: 'reset-by-staff1' })).statusCode, 200);
    // The newest refresh token of the session (the one sent first is spent by rotation anyway).
    assert.equal((await refresh(rotated.json().refresh)).statusCode, 401);
    await t.login(member.username, 'reset-by-staff1');
  });

  test('deactivation revokes them for good: reactivating does not revive an old refresh token', async () => {
    const member = await signupMember(t, { username: `rank_deact_${process.pid}` });
    const session = await t.login(member.username, 'pass1234');
    assert.equal((await patch(staff, member.id, { is_active: false })).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    assert.equal((await patch(staff, member.id, { is_active: true })).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
    // Saving an unchanged active flag ends nothing.
    const fresh = await t.login(member.username, 'pass1234');
    assert.equal((await patch(staff, member.id, { is_active: true, name: '그대로' })).statusCode, 200);
    assert.equal((await refresh(fresh.refresh)).statusCode, 200);
  });

  test('deletion leaves no refresh token that works', async () => {
    const member = await signupMember(t, { username: `rank_del_${process.pid}` });
    const session = await t.login(member.username, 'pass1234');
    assert.equal((await remove(staff, member.id)).statusCode, 200);
    assert.equal((await refresh(session.refresh)).statusCode, 401);
  });
});
