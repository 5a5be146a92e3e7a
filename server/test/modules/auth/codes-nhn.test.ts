/**
 * Signup and password-reset codes through NHN Cloud (lib/messaging), against the in-repo fake
 * (test/support/fake-nhn.ts): the authentication endpoints, the secret key, isSuccessful false on
 * a 200, and the 알림톡 idempotency key that keeps a retried send from going out twice.
 */
import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import { buildTestApp, fileTestApp, signupMember, uniqueMobile, type TestApp } from '../../helpers/app';
import { fakeNhnEnv, startFakeNhn } from '../../support/fake-nhn';

const fake = await startFakeNhn();
after(() => fake.close());
const SIGNUP_TEMPLATE = 'NURLY_SIGNUP';
const RESET_TEMPLATE = 'NURLY_RESET';
const templates = { MESSAGE_AUTH_TEMPLATE_SIGNUP: SIGNUP_TEMPLATE, MESSAGE_AUTH_TEMPLATE_RESET: RESET_TEMPLATE };

const t = await fileTestApp();
const withTemplates = await buildTestApp({}, fakeNhnEnv(fake, { ...templates, MESSAGE_TIMEOUT_MS: '300' }), t);
const smsOnly = await buildTestApp({}, fakeNhnEnv(fake), t);
const wrongSecret = await buildTestApp({}, fakeNhnEnv(fake, { NHN_SMS_SECRET_KEY: 'not-the-secret' }), t);
after(async () => {
  for (const app of [withTemplates, smsOnly, wrongSecret]) await app.close();
});

beforeEach(() => {
  fake.reset();
  fake.template(SIGNUP_TEMPLATE, { content: '[더널리] 인증번호 [#{code}]를 입력해주세요.', status: 'APPROVED' });
  fake.template(RESET_TEMPLATE, { content: '[더널리] 비밀번호 재설정 인증번호 [#{code}]를 입력해주세요.', status: 'APPROVED' });
});

const sendCode = (app: TestApp, mobile: string) => app.inject({ method: 'POST', url: '/api/signup/sendcode', payload: { mobile } });

test('a signup code reaches NHN once, as an authentication 알림톡 with its variable and the SMS resend', async () => {
  const mobile = uniqueMobile();
  const response = await sendCode(withTemplates, mobile);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(fake.messages.length, 1);
  const [message] = fake.messages;
  assert.equal(message!.channel, 'auth-alimtalk');
  assert.equal(message!.templateCode, SIGNUP_TEMPLATE);
  assert.equal(message!.to, mobile);
  const code = message!.templateParameter?.code;
  assert.match(code ?? '', /^\d{6}$/);
  assert.equal(message!.text, `[더널리] 인증번호 [${code}]를 입력해주세요.`);
  assert.deepEqual(message!.resendParameter, {
    isResend: true,
    resendType: 'SMS',
    resendContent: `[더널리] 인증번호 [${code}]를 입력해주세요.`,
    resendSendNo: fake.sendNo,
  });
  assert.match(message!.idempotencyKey ?? '', /^auth-code:signup:/);
});

test('without a template the code goes to the authentication SMS endpoint; a reset uses its template', async () => {
  const mobile = uniqueMobile();
  assert.equal((await sendCode(smsOnly, mobile)).statusCode, 200);
  assert.deepEqual(
    fake.messages.map((m) => [m.channel, m.to, m.sendNo]),
    [['auth-sms', mobile, fake.sendNo]],
  );

  const member = await signupMember(t, { username: `nhnreset${process.pid}${Date.now() % 100000}` });
  assert.equal(
    (await withTemplates.inject({ method: 'POST', url: '/api/password-reset/sendcode', payload: { mobile: member.mobile } })).statusCode,
    200,
  );
  const last = fake.messages.at(-1)!;
  assert.equal(last.channel, 'auth-alimtalk');
  assert.equal(last.templateCode, RESET_TEMPLATE);
  assert.match(last.text, /비밀번호 재설정 인증번호/);
});

test('a wrong secret key is refused by the fake and not retried', async () => {
  const response = await sendCode(wrongSecret, uniqueMobile());
  assert.equal(response.statusCode, 502);
  assert.deepEqual(fake.requests, [{ channel: 'auth-sms', resultCode: -1001 }]);
  assert.equal(fake.messages.length, 0);
});

test('isSuccessful false on a 200 is a failure: an unapproved 알림톡 template falls back to the SMS', async () => {
  fake.template(SIGNUP_TEMPLATE, { content: '[더널리] 인증번호 [#{code}]를 입력해주세요.', status: 'REQUESTED' });
  const mobile = uniqueMobile();
  assert.equal((await sendCode(withTemplates, mobile)).statusCode, 200);
  assert.deepEqual(
    fake.requests.map((r) => [r.channel, r.resultCode]),
    [
      ['auth-alimtalk', -3005],
      ['auth-sms', 0],
    ],
  );
  assert.equal(fake.messages.length, 1);
  assert.equal(fake.messages[0]!.channel, 'auth-sms');
  assert.match(fake.messages[0]!.text, /^\[더널리\] 인증번호 \[\d{6}\]/);

  // An SMS refused in a 200 answer: the request fails, once.
  fake.reset();
  fake.failNext({ kind: 'failed-body', code: -2312, message: 'Not regist sendno.' }, { channel: 'sms' });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 502);
  assert.deepEqual(fake.requests, [{ channel: 'auth-sms', resultCode: -2312 }]);
});

test('5xx is retried then succeeds; 4xx is not retried', async () => {
  fake.failNext({ kind: '5xx', status: 502 }, { count: 2, channel: 'sms' });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 200);
  assert.deepEqual(
    fake.requests.map((r) => r.resultCode),
    [-9999, -9999, 0],
  );
  assert.equal(fake.messages.length, 1);

  fake.reset();
  fake.failNext({ kind: '4xx', status: 400, code: -9997 }, { channel: 'sms' });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 502);
  assert.equal(fake.requests.length, 1);
});

test('the idempotency key keeps a retried 알림톡 from going out twice', async () => {
  // NHN takes the message but the answer never comes: our retry carries the same key, NHN refuses it (-1005).
  fake.failNext({ kind: 'timeout-after-accept' }, { channel: 'alimtalk' });
  const mobile = uniqueMobile();
  const response = await sendCode(withTemplates, mobile);
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(
    fake.requests.map((r) => [r.channel, r.resultCode]),
    [
      ['auth-alimtalk', null],
      ['auth-alimtalk', -1005],
    ],
  );
  assert.equal(fake.messages.length, 1, 'one 알림톡, no SMS fallback');
  assert.equal(fake.messages[0]!.to, mobile);
});

test('NHN takes an SMS but the answer is lost: the retry finds it by its key and sends nothing new', async () => {
  fake.failNext({ kind: 'timeout-after-accept' }, { channel: 'sms' });
  const mobile = uniqueMobile();
  assert.equal((await sendCode(smsOnly, mobile)).statusCode, 200);
  assert.equal(fake.requests.length, 1, 'no second send request');
  assert.equal(fake.messages.length, 1);
  assert.equal(fake.messages[0]!.channel, 'auth-sms');
});

test('the same key sent again through the app sender goes out once; delivery is read back', async () => {
  const message = {
    to: uniqueMobile(),
    purpose: 'NOTICE' as const,
    kind: 'SMS' as const,
    text: '캠페인이 승인되었습니다.',
    idempotencyKey: `nhn-${Date.now()}`,
  };
  const first = await smsOnly.app.messages.send(message);
  const second = await smsOnly.app.messages.send(message);
  assert.equal(fake.messages.length, 1);
  assert.equal(second.messageId, first.messageId);
  assert.equal(second.duplicate, true);
  assert.equal(fake.messages[0]!.channel, 'sms', 'a NOTICE goes to the ordinary endpoint');

  assert.equal(await smsOnly.app.messages.deliveryStatus!(first), 'PENDING');
  fake.deliver(fake.messages[0]!.requestId, '3');
  assert.equal(await smsOnly.app.messages.deliveryStatus!(first), 'DELIVERED');
});

test('a text above 90 bytes goes as an LMS (sender/mms with a title)', async () => {
  const text = `[더널리] ${'잔액이 부족합니다. '.repeat(8)}`;
  const receipt = await smsOnly.app.messages.send({
    to: uniqueMobile(),
    purpose: 'NOTICE',
    kind: 'SMS',
    text,
    idempotencyKey: `lms-${Date.now()}`,
  });
  assert.equal(receipt.kind, 'LMS');
  assert.equal(fake.messages[0]!.channel, 'mms');
  assert.ok(fake.messages[0]!.title);
});
