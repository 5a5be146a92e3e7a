import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { refreshTokens, smsCodes, users } from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/crypto';
import { adultBirthDate, bearer, buildTestApp, fileTestApp, forgetRateLimits, signupMember, uniqueMobile } from '../../helpers/app';

const t = await fileTestApp();

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.inject({ method: 'POST', url, payload: payload as object, headers });

function signupBody(mobile: string, code: string, overrides: Record<string, unknown> = {}) {
  return {
    username: `u${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    password: 'pass1234',
    mobile,
    code,
    birth_date: adultBirthDate(),
    member_type: 'INDIVIDUAL',
    ...overrides,
  };
}

describe('signup/check', () => {
  test('free username and number are available', async () => {
    const response = await post('/api/signup/check', { username: 'nobody_here', mobile: uniqueMobile() });
    assert.equal(response.statusCode, 200);
    assert.equal(response.json().message, '사용 가능합니다.');
  });
  test('a taken username and a registered phone are refused with Korean messages', async () => {
    const taken = await post('/api/signup/check', { username: 'customer' });
    assert.equal(taken.statusCode, 409);
    assert.deepEqual(taken.json(), { message: '이미 사용 중인 아이디입니다.', code: 'USERNAME_IN_USE', field: 'username' });
    const phone = await post('/api/signup/check', { mobile: '010-1234-5678' });
    assert.equal(phone.statusCode, 409);
    assert.deepEqual(phone.json(), { message: '이미 사용 중인 휴대폰 번호입니다.', code: 'PHONE_IN_USE', field: 'mobile' });
  });
  test('needs a username or a mobile', async () => {
    const response = await post('/api/signup/check', {});
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, '아이디 또는 휴대폰 번호를 입력해주세요.');
  });
});

describe('signup/sendcode', () => {
  test('sends a 6-digit code through the SMS adapter and stores only its hash', async () => {
    const mobile = uniqueMobile();
    const response = await post('/api/signup/sendcode', { mobile });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { message: '인증번호가 발송되었습니다.', expires_in: 180 });
    const code = t.lastCode(mobile);
    assert.match(code, /^\d{6}$/);
    const [row] = await t.database.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
    assert.notEqual(row.codeHash, code);
    assert.equal(row.codeHash.length, 64);
  });
  test('rejects a malformed number naming the field', async () => {
    const response = await post('/api/signup/sendcode', { mobile: '02-123-45678' });
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '휴대폰 번호 형식이 올바르지 않습니다.', code: 'INVALID', field: 'mobile' });
  });
  test('refuses a number already registered', async () => {
    const response = await post('/api/signup/sendcode', { mobile: '01012345678' });
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().code, 'PHONE_IN_USE');
  });
  test('limits codes per number per hour', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < t.config.auth.smsMaxPerHour; i++) assert.equal((await post('/api/signup/sendcode', { mobile })).statusCode, 200);
    const limited = await post('/api/signup/sendcode', { mobile });
    assert.equal(limited.statusCode, 429);
    assert.equal(limited.json().code, 'SMS_LIMIT');
    assert.equal(limited.json().message, '인증번호 요청 횟수를 초과했습니다. 잠시 후 다시 시도해주세요.');
  });
});

describe('signup', () => {
  test('creates a member in the chosen service who can log in', async () => {
    const { id, username } = await signupMember(t, { username: 'new_member1', password: 'abcd', service: 'REWARD' });
    assert.ok(id > 0);
    const tokens = await t.login(username, 'abcd');
    const user = (await t.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.access) })).json();
    assert.equal(user.username, 'new_member1');
    assert.deepEqual(user.services, ['REWARD']);
    assert.equal(user.is_guest, false);
  });

  test('members must be 14 or older', async () => {
    const mobile = uniqueMobile();
    await post('/api/signup/sendcode', { mobile });
    const today = new Date();
    const thirteen = `${today.getUTCFullYear() - 13}-01-01`;
    const response = await post('/api/signup', signupBody(mobile, t.lastCode(mobile), { birth_date: thirteen }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '만 14세 이상만 가입할 수 있습니다.', code: 'UNDER_AGE', field: 'birth_date' });
  });

  test('one phone number per member', async () => {
    const response = await post('/api/signup', signupBody('010-1234-5678', '123456'));
    assert.equal(response.statusCode, 409);
    assert.deepEqual(response.json(), { message: '이미 사용 중인 휴대폰 번호입니다.', code: 'PHONE_IN_USE', field: 'mobile' });
  });

  test('password of at least 4 characters', async () => {
    const response = await post('/api/signup', signupBody(uniqueMobile(), '123456', { password: 'abc' }));
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '비밀번호는 최소 4자 이상 입력해주세요.', code: 'VALIDATION', field: 'password' });
  });

  test('a missing field is a 400 naming it in Korean', async () => {
    const body = signupBody(uniqueMobile(), '123456') as Record<string, unknown>;
    delete body.birth_date;
    const response = await post('/api/signup', body);
    assert.equal(response.statusCode, 400);
    assert.deepEqual(response.json(), { message: '생년월일을 입력해주세요.', code: 'VALIDATION', field: 'birth_date' });
    const badDate = await post('/api/signup', signupBody(uniqueMobile(), '123456', { birth_date: 'yesterday' }));
    assert.equal(badDate.statusCode, 400);
    assert.equal(badDate.json().message, '생년월일의 형식이 올바르지 않습니다.');
  });

  test('username taken', async () => {
    const response = await post('/api/signup', signupBody(uniqueMobile(), '123456', { username: 'customer' }));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, '이미 사용 중인 아이디입니다.');
  });

  test('the code must have been requested, match, not expire, and allows limited attempts', async () => {
    const noCode = await post('/api/signup', signupBody(uniqueMobile(), '123456'));
    assert.equal(noCode.json().code, 'CODE_REQUIRED');

    const mobile = uniqueMobile();
    await post('/api/signup/sendcode', { mobile });
    const right = t.lastCode(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < t.config.auth.smsMaxAttempts; i++) {
      const response = await post('/api/signup', signupBody(mobile, wrong));
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), { message: '인증번호가 올바르지 않습니다.', code: 'CODE_MISMATCH', field: 'code' });
    }
    const exhausted = await post('/api/signup', signupBody(mobile, right));
    assert.equal(exhausted.json().code, 'CODE_ATTEMPTS');

    const later = uniqueMobile();
    await post('/api/signup/sendcode', { mobile: later });
    await t.database.db
      .update(smsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(smsCodes.mobile, later));
    const expired = await post('/api/signup', signupBody(later, t.lastCode(later)));
    assert.deepEqual(expired.json(), { message: '인증번호가 만료되었습니다. 다시 요청해주세요.', code: 'CODE_EXPIRED', field: 'code' });
  });

  test('a used code cannot be used twice', async () => {
    const { mobile } = await signupMember(t, { username: 'once_only' });
    const again = await post('/api/signup', signupBody(uniqueMobile(), t.lastCode(mobile)));
    assert.equal(again.json().code, 'CODE_REQUIRED');
  });
});

describe('token, refresh, logout', () => {
  test('token returns access and refresh; the refresh is stored hashed', async () => {
    const tokens = await t.login('customer', 'customer1234');
    assert.match(tokens.access, /^[\w-]+\.[\w-]+\.[\w-]+$/);
    assert.ok(tokens.refresh.length >= 40);
    const stored = await t.database.db.select().from(refreshTokens);
    assert.ok(stored.every((row) => row.tokenHash !== tokens.refresh));
  });

  test('wrong password and unknown user get the same 401', async () => {
    for (const payload of [
      { username: 'customer', password: 'nope' },
      { username: 'ghost_user', password: 'nope' },
    ]) {
      const response = await post('/api/token', payload);
      assert.equal(response.statusCode, 401);
      assert.deepEqual(response.json(), { message: '아이디 또는 비밀번호가 올바르지 않습니다.', code: 'INVALID_CREDENTIALS' });
    }
  });

  test('refresh returns a new access token and the next refresh token; logout ends both', async () => {
    const tokens = await t.login('staff', 'staff1234');
    const refreshed = await post('/api/token/refresh', { refresh: tokens.refresh });
    assert.equal(refreshed.statusCode, 200);
    const { access, refresh } = refreshed.json();
    assert.notEqual(refresh, tokens.refresh);
    assert.equal((await t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).json().username, 'staff');

    const logout = await post('/api/logout', { refresh });
    assert.deepEqual(logout.json(), { message: '로그아웃되었습니다.' });
    const afterLogout = await post('/api/token/refresh', { refresh });
    assert.equal(afterLogout.statusCode, 401);
    assert.equal(afterLogout.json().code, 'REFRESH_INVALID');
    assert.equal((await t.inject({ method: 'GET', url: '/api/user', headers: bearer(access) })).statusCode, 401);
  });

  test('an expired refresh token and an unknown one are refused', async () => {
    const tokens = await t.login('staff', 'staff1234');
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, sha256Hex(tokens.refresh)));
    const expired = await post('/api/token/refresh', { refresh: tokens.refresh });
    assert.equal(expired.statusCode, 401);
    assert.equal((await post('/api/token/refresh', { refresh: 'not-a-token' })).statusCode, 401);
  });

  test('a tampered or missing access token is 401 in Korean', async () => {
    const tokens = await t.login('customer', 'customer1234');
    const tampered = await t.inject({ method: 'GET', url: '/api/user', headers: bearer(`${tokens.access}x`) });
    assert.equal(tampered.statusCode, 401);
    assert.equal(tampered.json().message, '로그인이 필요합니다. 다시 로그인해주세요.');
    // A refresh token is not an access token.
    assert.equal((await t.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.refresh) })).statusCode, 401);
  });
});

describe('access token expiry', () => {
  test('an expired access token is 401 TOKEN_EXPIRED and refresh issues a working one', async () => {
    const short = await buildTestApp({ auth: { accessTokenTtlSeconds: 1 } }, {}, t);
    try {
      const tokens = await short.login('customer', 'customer1234');
      assert.equal((await short.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.access) })).statusCode, 200);
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const expired = await short.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.access) });
      assert.equal(expired.statusCode, 401);
      assert.deepEqual(expired.json(), { message: '로그인이 만료되었습니다. 다시 로그인해주세요.', code: 'TOKEN_EXPIRED' });
      const refreshed = await short.inject({ method: 'POST', url: '/api/token/refresh', payload: { refresh: tokens.refresh } });
      assert.equal((await short.inject({ method: 'GET', url: '/api/user', headers: bearer(refreshed.json().access) })).statusCode, 200);
    } finally {
      await short.close();
    }
  });
});

describe('guests', () => {
  test('guest-signup → token with the username as password → user is_guest', async () => {
    const created = await post('/api/guest-signup', { guestId: null });
    assert.equal(created.statusCode, 201);
    const guest = created.json<{ id: number; username: string }>();
    assert.ok(guest.username.length >= 40);
    const tokens = await t.login(guest.username, guest.username);
    const user = (await t.inject({ method: 'GET', url: '/api/user', headers: bearer(tokens.access) })).json();
    assert.equal(user.id, guest.id);
    assert.equal(user.is_guest, true);
    assert.equal(user.point, 0);
    assert.deepEqual(user.apps, []);
  });

  test('guest usernames are random', async () => {
    const a = (await post('/api/guest-signup', {})).json().username;
    const b = (await post('/api/guest-signup', {})).json().username;
    assert.notEqual(a, b);
  });

  test('signup with guest_username converts the guest, keeping its id', async () => {
    const guest = (await post('/api/guest-signup', {})).json<{ id: number; username: string }>();
    await t.database.db.update(users).set({ point: 700 }).where(eq(users.id, guest.id));
    const member = await signupMember(t, { username: 'former_guest', guest_username: guest.username });
    assert.equal(member.id, guest.id);
    const user = (
      await t.inject({ method: 'GET', url: '/api/user', headers: bearer((await t.login('former_guest', 'pass1234')).access) })
    ).json();
    assert.equal(user.is_guest, false);
    assert.equal(user.point, 700);
    assert.equal((await post('/api/token', { username: guest.username, password: guest.username })).statusCode, 401);
  });

  test('a non-guest cannot be "converted"', async () => {
    const mobile = uniqueMobile();
    await post('/api/signup/sendcode', { mobile });
    const response = await post('/api/signup', signupBody(mobile, t.lastCode(mobile), { guest_username: 'customer' }));
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().code, 'GUEST_NOT_FOUND');
  });
});

describe('rate limits', () => {
  test('guest-signup and token are rate-limited with a Korean 429', async () => {
    const limited = await buildTestApp({}, { RATE_LIMIT_GUEST_MAX: '2', RATE_LIMIT_AUTH_MAX: '2' }, t);
    try {
      await forgetRateLimits(limited);
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.inject({ method: 'POST', url: '/api/guest-signup', payload: {} })).statusCode);
      assert.deepEqual(codes, [201, 201, 429]);
      const tokenCodes: number[] = [];
      let last;
      for (let i = 0; i < 3; i++) {
        last = await limited.inject({ method: 'POST', url: '/api/token', payload: { username: 'x', password: 'y' } });
        tokenCodes.push(last.statusCode);
      }
      assert.deepEqual(tokenCodes, [401, 401, 429]);
      assert.deepEqual(last!.json(), { message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.', code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('oauth (Kakao)', () => {
  test('without KAKAO_REST_KEY it answers a clear Korean 503', async () => {
    const response = await post('/api/oauth', { provider: 'kakao', access_token: 'abc' });
    assert.equal(response.statusCode, 503);
    assert.deepEqual(response.json(), {
      message: '카카오 로그인이 설정되지 않았습니다. 관리자에게 문의하세요.',
      code: 'OAUTH_NOT_CONFIGURED',
    });
  });

  test('with a key it resolves the Kakao user and logs in the linked member', async () => {
    const http = await import('node:http');
    const kakao = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oauth/token') return response.end(JSON.stringify({ access_token: 'kakao-token' }));
      if (request.url === '/v2/user/me' && request.headers.authorization === 'Bearer kakao-token')
        return response.end(JSON.stringify({ id: 4242 }));
      response.statusCode = 401;
      response.end('{}');
    });
    await new Promise<void>((resolve) => kakao.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(kakao.address() as { port: number }).port}`;
    const keyed = await buildTestApp({ auth: { kakaoRestKey: 'test-key', kakaoAuthBase: base, kakaoApiBase: base } }, {}, t);
    try {
      const unlinked = await keyed.inject({
        method: 'POST',
        url: '/api/oauth',
        payload: { provider: 'kakao', code: 'c', redirect_uri: 'http://localhost/oauth' },
      });
      assert.equal(unlinked.statusCode, 404);
      assert.equal(unlinked.json().code, 'OAUTH_NOT_LINKED');
      await keyed.database.db.update(users).set({ kakaoId: '4242' }).where(eq(users.username, 'customer'));
      const linked = await keyed.inject({
        method: 'POST',
        url: '/api/oauth',
        payload: { provider: 'kakao', code: 'c', redirect_uri: 'http://localhost/oauth' },
      });
      assert.equal(linked.statusCode, 200);
      const user = (await keyed.inject({ method: 'GET', url: '/api/user', headers: bearer(linked.json().access) })).json();
      assert.equal(user.username, 'customer');
      const rejected = await keyed.inject({ method: 'POST', url: '/api/oauth', payload: { provider: 'kakao', access_token: 'bad' } });
      assert.equal(rejected.statusCode, 401);
      assert.equal(rejected.json().code, 'OAUTH_FAILED');
    } finally {
      await keyed.close();
      kakao.close();
    }
  });
});
