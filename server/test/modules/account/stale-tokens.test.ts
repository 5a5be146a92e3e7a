/**
 * An access token stays valid for up to 15 minutes, but a deactivated,
 * deleted or password-changed account must be refused at once on every authenticated route
 * (the token carries the account's token version, checked on each request).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bearer, fileTestApp, postAgrees, signupMember } from '../../helpers/app';

let counter = 0;

async function freshMember() {
  counter += 1;
  const member = await signupMember(t, { username: `stale_${process.pid}_${counter}` });
  const session = await t.login(member.username, 'pass1234');
  return { ...member, ...session };
}

const agreeReward = (access: string) => postAgrees(t, access, { REWARD_SERVICE: true, REWARD_PRIVACY: true });
const changePassword = (access: string, oldPassword: string, newPassword: string) =>
  t.inject({ method: 'POST', url: '/api/change-password', headers: bearer(access), payload: { oldPassword, newPassword } });
const leave = (access: string) =>
  t.inject({ method: 'POST', url: '/api/user/leave', headers: bearer(access), payload: { service: 'THENURLY' } });
const me = (access: string) => t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) });

const t = await fileTestApp();
const staff = (await t.login('staff', 'staff1234')).access;

describe('finding 8: stale access tokens', () => {
  test("a deactivated account's token cannot change the password, save agreements or leave a service", async () => {
    const member = await freshMember();
    assert.equal((await me(member.access)).statusCode, 200);
    const deactivate = await t.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      headers: bearer(staff),
      payload: { is_active: false },
    });
    assert.equal(deactivate.statusCode, 200);
    for (const response of [
      await changePassword(member.access, 'pass1234', 'other1234'),
      await agreeReward(member.access),
      await leave(member.access),
      await me(member.access),
    ]) {
      assert.equal(response.statusCode, 401, response.body);
      assert.match(response.json().message, /[가-힣]/);
    }
    // Nothing was written: reactivated, the member still logs in with the old password and is still a member.
    await t.inject({ method: 'PATCH', url: `/api/users/${member.id}`, headers: bearer(staff), payload: { is_active: true } });
    const again = await t.login(member.username, 'pass1234');
    const user = (await me(again.access)).json<{ services: string[]; agrees: Record<string, boolean> }>();
    assert.deepEqual(user.services, ['THENURLY']);
    assert.equal(user.agrees.REWARD, undefined);
  });

  test('changing the password ends the other access tokens of the account at once', async () => {
    const member = await freshMember();
    const otherDevice = await t.login(member.username, 'pass1234');
    assert.equal((await changePassword(member.access, 'pass1234', 'changed1234')).statusCode, 200);
    assert.equal((await me(otherDevice.access)).statusCode, 401);
    assert.equal((await me(member.access)).statusCode, 401);
    const relogged = await t.login(member.username, 'changed1234');
    assert.equal((await me(relogged.access)).statusCode, 200);
  });

  test("a staff password reset ends the member's access tokens at once", async () => {
    const member = await freshMember();
    const reset = await t.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}`,
      headers: bearer(staff),
      payload: { password: 'reset1234' },
    });
    assert.equal(reset.statusCode, 200);
    assert.equal((await agreeReward(member.access)).statusCode, 401);
  });

  test("a deleted account's token is a 401 everywhere (agrees was a 500)", async () => {
    const member = await freshMember();
    assert.equal((await t.inject({ method: 'DELETE', url: `/api/users/${member.id}`, headers: bearer(staff) })).statusCode, 200);
    assert.equal((await agreeReward(member.access)).statusCode, 401);
    assert.equal((await leave(member.access)).statusCode, 401);
    assert.equal((await t.inject({ method: 'GET', url: '/api/global-search?q=a', headers: bearer(member.access) })).statusCode, 401);
  });

  test('a token refreshed after the change works; an unchanged account keeps its tokens', async () => {
    const member = await freshMember();
    const refreshed = await t.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: member.refresh } });
    assert.equal(refreshed.statusCode, 200);
    assert.equal((await me(refreshed.json<{ access: string }>().access)).statusCode, 200);
    assert.equal((await agreeReward(member.access)).statusCode, 200);
    assert.equal((await me(member.access)).statusCode, 200);
  });
});
