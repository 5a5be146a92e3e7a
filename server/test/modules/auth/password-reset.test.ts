/**
 * A forgotten password is reset by SMS: phone number → code (the SMS adapter) →
 * new password (docs/decisions/product.md#validation rules). Rate-limited, and every old session ends.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { smsCodes } from '../../../src/db/schema';
import { sha256Hex } from '../../../src/lib/crypto';
import { fileTestApp, signupMember, uniqueMobile } from '../../helpers/app';

const t = await fileTestApp();

const post = (url: string, payload: object) => t.inject({ method: 'POST', url, payload });

async function member() {
  const mobile = uniqueMobile();
  const username = `reset${process.pid}${Math.random().toString(36).slice(2, 7)}`;
  await signupMember(t, { username, password: 'old-pass', mobile });
  return { mobile, username };
}

test('code by SMS, then a new password: the old one and every old session stop working', async () => {
  const { mobile, username } = await member();
  const { refresh } = await t.login(username, 'old-pass');

  const sent = await post('/api/password-reset/sendcode', { mobile: mobile.replace(/(\d{3})(\d{4})(\d{4})/, '$1-$2-$3') });
  assert.equal(sent.statusCode, 200);
  assert.equal(sent.json().message, '가입된 휴대폰 번호라면 인증번호가 발송됩니다.');
  assert.match(t.sent.at(-1)!.text, /^\[더널리\] 비밀번호 재설정 인증번호 \[\d{6}\]/);
  const code = t.lastCode(mobile);

  const wrong = await post('/api/password-reset', { mobile, code: code === '000000' ? '111111' : '000000', new_password: 'new-pass' });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(wrong.json(), { message: '인증번호가 올바르지 않습니다.', code: 'CODE_MISMATCH', field: 'code' });

  const short = await post('/api/password-reset', { mobile, code, new_password: 'abc' });
  assert.equal(short.statusCode, 400);
  assert.deepEqual(short.json(), { message: '비밀번호는 최소 4자 이상 입력해주세요.', code: 'PASSWORD_TOO_SHORT', field: 'new_password' });

  const done = await post('/api/password-reset', { mobile, code, new_password: 'new-pass' });
  assert.equal(done.statusCode, 200);
  assert.deepEqual(done.json(), { message: '비밀번호가 변경되었습니다. 새 비밀번호로 로그인해주세요.', username });

  assert.equal((await post('/api/token', { username, password: 'old-pass' })).statusCode, 401);
  assert.equal((await post('/api/token', { username, password: 'new-pass' })).statusCode, 200);
  assert.equal((await post('/api/token/refresh', { refresh })).statusCode, 401);
  // A code works once.
  assert.equal((await post('/api/password-reset', { mobile, code, new_password: 'other-pass' })).statusCode, 400);
});

test('an unknown number gets the same answer and no SMS, so members cannot be discovered', async () => {
  const before = t.sent.length;
  const mobile = uniqueMobile();
  const response = await post('/api/password-reset/sendcode', { mobile });
  assert.equal(response.statusCode, 200);
  assert.equal(response.json().message, '가입된 휴대폰 번호라면 인증번호가 발송됩니다.');
  assert.equal(t.sent.length, before);
  assert.equal((await post('/api/password-reset', { mobile, code: '123456', new_password: 'new-pass' })).statusCode, 400);
});

test('a signup code cannot reset a password (codes are per purpose)', async () => {
  const { mobile } = await member();
  // A still-open signup code for the member's number (e.g. sent just before the account existed).
  await t.database.db
    .insert(smsCodes)
    .values({ mobile, purpose: 'SIGNUP', codeHash: sha256Hex(`${mobile}:424242`), expiresAt: new Date(Date.now() + 60_000) });
  const response = await post('/api/password-reset', { mobile, code: '424242', new_password: 'new-pass' });
  assert.equal(response.statusCode, 400);
  assert.equal(response.json().field, 'code');
});

test('the hourly limit per number applies to reset codes, known number or not', async () => {
  const mobile = uniqueMobile();
  const answers = [];
  for (let i = 0; i < t.config.auth.smsMaxPerHour + 1; i += 1)
    answers.push((await post('/api/password-reset/sendcode', { mobile })).statusCode);
  assert.deepEqual(answers.slice(-2), [200, 429]);
});
