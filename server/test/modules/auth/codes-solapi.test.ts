/**
 * Signup and password-reset codes through Solapi (lib/messaging), against the in-repo fake
 * (test/support/fake-solapi.ts): the 알림톡 template and its variable, the HMAC header the fake
 * checks, a 200 that lists the message as failed, the bounded retry on 5xx and none on 4xx.
 */
import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import { adultBirthDate, buildTestApp, fileTestApp, signupMember, uniqueMobile, type TestApp } from '../../helpers/app';
import { fakeSolapiEnv, startFakeSolapi } from '../../support/fake-solapi';
import { solapiAuthorization } from '../../../src/lib/messaging';

const fake = await startFakeSolapi();
after(() => fake.close());
const SIGNUP_TEMPLATE = 'KA01TP_NURLY_SIGNUP';
const RESET_TEMPLATE = 'KA01TP_NURLY_RESET';
const templates = { MESSAGE_AUTH_TEMPLATE_SIGNUP: SIGNUP_TEMPLATE, MESSAGE_AUTH_TEMPLATE_RESET: RESET_TEMPLATE };

// The recording app (creates members), and apps on the same database sending through the fake.
const t = await fileTestApp();
const withTemplates = await buildTestApp({}, fakeSolapiEnv(fake, templates), t);
const smsOnly = await buildTestApp({}, fakeSolapiEnv(fake), t);
const wrongSecret = await buildTestApp({}, fakeSolapiEnv(fake, { SOLAPI_API_SECRET: 'not-the-secret-0123456789' }), t);
after(async () => {
  for (const app of [withTemplates, smsOnly, wrongSecret]) await app.close();
});

beforeEach(() => {
  fake.reset();
  fake.template(SIGNUP_TEMPLATE, { content: '[더널리] 인증번호 [#{code}]를 입력해주세요.', status: 'APPROVED' });
  fake.template(RESET_TEMPLATE, { content: '[더널리] 비밀번호 재설정 인증번호 [#{code}]를 입력해주세요.', status: 'APPROVED' });
});

const sendCode = (app: TestApp, mobile: string) => app.inject({ method: 'POST', url: '/api/signup/sendcode', payload: { mobile } });

test('a signup code reaches Solapi once, as the 알림톡 template with its variable, and signs the member up', async () => {
  const mobile = uniqueMobile();
  const response = await sendCode(withTemplates, mobile);
  assert.equal(response.statusCode, 200, response.body);

  assert.equal(fake.messages.length, 1);
  const [message] = fake.messages;
  assert.equal(message!.type, 'ATA');
  assert.equal(message!.templateId, SIGNUP_TEMPLATE);
  assert.equal(message!.to, mobile);
  assert.equal(message!.from, fake.senderNo);
  assert.equal(message!.disableSms, false, 'Solapi replaces an undeliverable 알림톡 by SMS');
  const code = message!.variables?.['#{code}'];
  assert.match(code ?? '', /^\d{6}$/);
  assert.equal(message!.text, `[더널리] 인증번호 [${code}]를 입력해주세요.`);
  assert.match(message!.customFields.idempotencyKey ?? '', /^auth-code:signup:/);

  const signup = await withTemplates.inject({
    method: 'POST',
    url: '/api/signup',
    payload: {
      username: `sol${process.pid}${Date.now() % 100000}`,
      password: 'pass1234',
      mobile,
      code,
      birth_date: adultBirthDate(),
      member_type: 'INDIVIDUAL',
    },
  });
  assert.equal(signup.statusCode, 201, signup.body);
});

test('without a template the code goes as an SMS; a password reset uses its own template', async () => {
  const mobile = uniqueMobile();
  assert.equal((await sendCode(smsOnly, mobile)).statusCode, 200);
  assert.deepEqual(
    fake.messages.map((m) => [m.type, m.to]),
    [['SMS', mobile]],
  );
  assert.match(fake.messages[0]!.text, /^\[더널리\] 인증번호 \[\d{6}\]/);

  const member = await signupMember(t, { username: `solreset${process.pid}${Date.now() % 100000}` });
  const reset = await withTemplates.inject({ method: 'POST', url: '/api/password-reset/sendcode', payload: { mobile: member.mobile } });
  assert.equal(reset.statusCode, 200);
  const last = fake.messages.at(-1)!;
  assert.equal(last.templateId, RESET_TEMPLATE);
  assert.equal(last.to, member.mobile);
});

test('the fake checks the HMAC header: a wrong secret and a skewed date are refused, and not retried', async () => {
  const mobile = uniqueMobile();
  const response = await sendCode(wrongSecret, mobile);
  assert.equal(response.statusCode, 502);
  assert.equal(response.json().code, 'SMS_FAILED');
  assert.deepEqual(fake.requests, [{ authorized: false, errorCode: 'SignatureDoesNotMatch' }], 'a 4xx is not retried');
  assert.equal(fake.messages.length, 0);

  // Solapi's clock 20 minutes off ours: RequestTimeTooSkewed (±15 minutes allowed).
  fake.skewMs = 20 * 60_000;
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 502);
  assert.equal(fake.requests.at(-1)!.errorCode, 'RequestTimeTooSkewed');

  // A signature is good once: the same header again is refused.
  fake.skewMs = 0;
  const header = solapiAuthorization(fake.apiKey, fake.apiSecret);
  const post = () =>
    fetch(`${fake.url}/messages/v4/send-many/detail`, {
      method: 'POST',
      headers: { authorization: header, 'content-type': 'application/json' },
      body: JSON.stringify({ messages: [{ to: '01000000001', from: fake.senderNo, text: '인증 테스트' }] }),
    });
  assert.equal((await post()).status, 200);
  const again = await post();
  assert.equal(again.status, 400);
  assert.equal(((await again.json()) as { errorCode: string }).errorCode, 'DuplicatedSignature');
});

test('AUTH codes go out at any hour (03:30 in Seoul)', async () => {
  withTemplates.clock.set('2026-12-01T18:30:00Z');
  try {
    assert.equal((await sendCode(withTemplates, uniqueMobile())).statusCode, 200);
    assert.equal(fake.messages.length, 1);
  } finally {
    withTemplates.clock.reset();
  }
});

test('a 알림톡 listed as failed in a 200 answer is a failure: the code goes as an SMS instead', async () => {
  fake.failNext({ kind: 'failed-body', code: '1042', message: '유효한 템플릿 아이디가 아닙니다.' }, { type: 'ATA' });
  const mobile = uniqueMobile();
  const response = await sendCode(withTemplates, mobile);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(fake.messages.length, 1, 'only the fallback was taken');
  const [sms] = fake.messages;
  assert.equal(sms!.type, 'SMS');
  assert.match(sms!.text, /^\[더널리\] 인증번호 \[\d{6}\]를 입력해주세요\.$/);
  assert.match(sms!.customFields.idempotencyKey ?? '', /:sms$/);
});

test('an SMS listed as failed in a 200 answer fails the request (and is not retried)', async () => {
  fake.failNext({ kind: 'failed-body', code: '3059', message: '변작된 발신번호.' });
  const response = await sendCode(smsOnly, uniqueMobile());
  assert.equal(response.statusCode, 502);
  assert.equal(fake.requests.length, 1);
  assert.equal(fake.messages.length, 0);
});

test('a 5xx is retried with backoff and then succeeds; the retries stop at MESSAGE_RETRY_ATTEMPTS', async () => {
  fake.failNext({ kind: '5xx', status: 503 }, { count: 2 });
  const mobile = uniqueMobile();
  assert.equal((await sendCode(smsOnly, mobile)).statusCode, 200);
  assert.equal(fake.requests.length, 3, 'two outages, then the send');
  assert.equal(fake.messages.length, 1);
  assert.equal(fake.messages[0]!.to, mobile);

  fake.reset();
  fake.failNext({ kind: '5xx', status: 500 }, { count: 10 });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 502);
  assert.equal(fake.requests.length, smsOnly.config.messaging.retryAttempts);
});

test('a 4xx is not retried', async () => {
  fake.failNext({ kind: '4xx', status: 400, code: 'ValidationError' });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 502);
  assert.equal(fake.requests.length, 1);
});

test('a timeout is retried: the next attempt is signed anew and taken', async () => {
  fake.failNext({ kind: 'timeout' });
  assert.equal((await sendCode(smsOnly, uniqueMobile())).statusCode, 200);
  assert.equal(fake.requests.length, 2);
  assert.equal(fake.messages.length, 1);
});

test('Solapi takes the message but the answer is lost: the retry finds it by its key and sends nothing new', async () => {
  fake.failNext({ kind: 'timeout-after-accept' });
  const mobile = uniqueMobile();
  assert.equal((await sendCode(smsOnly, mobile)).statusCode, 200);
  assert.equal(fake.requests.length, 1, 'no second send request');
  assert.equal(fake.messages.length, 1);
  assert.equal(fake.messages[0]!.to, mobile);
});

test('delivery is read back from Solapi', async () => {
  const receipt = await smsOnly.app.messages.send({
    to: uniqueMobile(),
    purpose: 'NOTICE',
    kind: 'SMS',
    text: '입금이 확인되었습니다.',
    idempotencyKey: `t-${Date.now()}`,
  });
  assert.equal(await smsOnly.app.messages.deliveryStatus!(receipt), 'PENDING');
  fake.deliver(receipt.messageId, '4000');
  assert.equal(await smsOnly.app.messages.deliveryStatus!(receipt), 'DELIVERED');
  fake.deliver(receipt.messageId, '3104');
  assert.equal(await smsOnly.app.messages.deliveryStatus!(receipt), 'FAILED');
});
