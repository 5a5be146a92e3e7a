import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { bearer, fileTestApp, postAgrees, signupMember } from '../../helpers/app';
import { seededSettlementCharges } from '../settlement/helpers';

const t = await fileTestApp();

const getUser = async (access: string) => (await t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).json();

describe('GET user', () => {
  test('returns the User contract with point, roles, apps, group, agrees and services', async () => {
    const customer = await getUser((await t.login('customer', 'customer1234')).access);
    assert.equal(customer.username, 'customer');
    // Its confirmed top-ups (1,000,000 + 500,000) and welcome bonus (50,000), less what the demo fortnight's settlements charged.
    assert.equal(customer.point, 1_550_000 - (await seededSettlementCharges(t, customer.id)));
    assert.equal(customer.is_staff, false);
    assert.equal(customer.tier, 4);
    assert.deepEqual(customer.apps, [
      { key: 'thenurly', title: '더널리' },
      { key: 'reward', title: '리워드' },
    ]);
    assert.deepEqual(customer.services, ['REWARD', 'THENURLY']);
    assert.equal(customer.agrees.REWARD, true);
    assert.equal(customer.agrees.REWARD_SERVICE, true);

    const hubadmin = await getUser((await t.login('hubadmin', 'hubadmin1234')).access);
    assert.deepEqual(hubadmin.roles, [{ name: 'HUB_ADMIN' }]);
    assert.equal(hubadmin.is_staff, true);
    assert.deepEqual(hubadmin.group, { id: 1, name: '누리 허브 1그룹' });

    const admin = await getUser((await t.login('admin', 'admin1234')).access);
    assert.equal(admin.is_superuser, true);
    assert.deepEqual(admin.roles, [{ name: 'NURLY_ADMIN' }]);
  });

  test('a member without the reward agreement has no REWARD flag (the dialog shows)', async () => {
    const hubmember = await getUser((await t.login('hubmember', 'hubmember1234')).access);
    assert.equal(hubmember.agrees.REWARD, undefined);
  });
});

describe('POST agrees', () => {
  test('service terms and privacy are required; marketing is optional', async () => {
    const { access } = await t.login('hubmember', 'hubmember1234');
    const missing = await postAgrees(t, access, { REWARD_SERVICE: true, REWARD_PRIVACY: false });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(missing.json(), {
      message: '서비스 이용약관과 개인정보 수집 및 이용에 동의해주세요.',
      code: 'AGREEMENT_REQUIRED',
      field: 'type',
    });

    const ok = await postAgrees(t, access, { REWARD_SERVICE: true, REWARD_PRIVACY: true, REWARD_SEND_MARKETING: false });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(ok.json(), { message: '약관 동의가 완료되었습니다.' });
    const user = await getUser(access);
    assert.equal(user.agrees.REWARD, true);
    assert.equal(user.agrees.REWARD_SEND_MARKETING, false);
    assert.equal(user.agrees.THENURLY, undefined, 'agreements are kept per service');
  });

  test('an unknown agreement type is a 400 naming the field', async () => {
    const { access } = await t.login('customer', 'customer1234');
    const response = await t.inject({
      method: 'POST',
      url: '/api/agrees',
      headers: bearer(access),
      payload: [{ hasAgree: true, type: 'OTHER' }],
    });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '약관 유형을 선택해주세요.', code: 'VALIDATION', field: 'type' });
  });
});

describe('POST change-password', () => {
  test('enforces the §5 rules server-side with the exact Korean messages', async () => {
    await signupMember(t, { username: 'pw_member', password: 'first1' });
    const { access } = await t.login('pw_member', 'first1');
    const change = (oldPassword: string, newPassword: string) =>
      t.inject({ method: 'POST', url: '/api/change-password', headers: bearer(access), payload: { oldPassword, newPassword } });

    const wrongOld = await change('nope', 'second2');
    assert.equal(wrongOld.statusCode, 400);
    assert.deepEqual(wrongOld.json(), { message: '기존 비밀번호가 올바르지 않습니다.', code: 'WRONG_PASSWORD', field: 'oldPassword' });
    const same = await change('first1', 'first1');
    assert.deepEqual(same.json(), {
      message: '기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.',
      code: 'PASSWORD_SAME',
      field: 'newPassword',
    });
    const short = await change('first1', 'abc');
    assert.deepEqual(short.json(), { message: '비밀번호는 최소 4자 이상 입력해주세요.', code: 'PASSWORD_TOO_SHORT', field: 'newPassword' });
  });

  test('success changes the password and revokes every refresh token', async () => {
    await signupMember(t, { username: 'pw_member2', password: 'first1' });
    const one = await t.login('pw_member2', 'first1');
    const two = await t.login('pw_member2', 'first1');
    const response = await t.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(one.access),
      payload: { oldPassword: 'first1', newPassword: 'second2' },
    });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: '비밀번호가 변경되었습니다. 잠시 후 로그인 화면으로 이동합니다.' });
    for (const tokens of [one, two]) {
      assert.equal((await t.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: tokens.refresh } })).statusCode, 401);
    }
    assert.equal(
      (await t.inject({ method: 'POST', url: '/api/token', payload: { username: 'pw_member2', password: 'first1' } })).statusCode,
      401,
    );
    await t.login('pw_member2', 'second2');
  });
});

describe('two services, one account', () => {
  test('an account works in both; leaving one keeps the other and the account', async () => {
    await signupMember(t, { username: 'both_services', service: 'THENURLY' });
    const { access } = await t.login('both_services', 'pass1234');
    // Joining the reward service = agreeing to its terms.
    await postAgrees(t, access, { REWARD_SERVICE: true, REWARD_PRIVACY: true });
    assert.deepEqual((await getUser(access)).services, ['REWARD', 'THENURLY']);

    const leave = await t.inject({ method: 'POST', url: '/api/user/leave', headers: bearer(access), payload: { service: 'REWARD' } });
    assert.equal(leave.statusCode, 200);
    assert.deepEqual(leave.json(), { message: '서비스 탈퇴가 완료되었습니다.' });
    const user = await getUser(access);
    assert.deepEqual(user.services, ['THENURLY']);
    assert.equal(user.agrees.REWARD, undefined);
    assert.equal(user.agrees.REWARD_SERVICE, undefined);
    await t.login('both_services', 'pass1234');

    const again = await t.inject({ method: 'POST', url: '/api/user/leave', headers: bearer(access), payload: { service: 'REWARD' } });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().code, 'NOT_A_MEMBER');
  });
});
