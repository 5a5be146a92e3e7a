/**
 * The offline adapters behind the same interface: the legacy generic endpoint (SMS_PROVIDER_URL)
 * with the same retry rules, and the console adapter that sends nothing. A 알림톡 goes as its text.
 */
import assert from 'node:assert/strict';
import { after, beforeEach, test } from 'node:test';
import Fastify from 'fastify';
import { loadConfig } from '../../../src/config';
import { createMessageSender } from '../../../src/lib/messaging';
import { startReceiver } from '../../support/receiver';

const receiver = await startReceiver();
after(() => receiver.close());
beforeEach(() => {
  receiver.received = [];
  receiver.script = [];
});

// A logger that writes nothing (fastify's default without `logger`).
const log = Fastify().log;
const message = { to: '01012345678', purpose: 'AUTH' as const, kind: 'SMS' as const, text: '[더널리] 인증번호 [123456]를 입력해주세요.' };
const httpSender = () =>
  createMessageSender(loadConfig({ SMS_PROVIDER_URL: `${receiver.baseUrl}/sms`, MESSAGE_RETRY_BASE_MS: '0' }).messaging, log);

test('SMS_PROVIDER_URL: POST {to, text}; a 5xx is retried, a 4xx is not; offline says so', async () => {
  const sender = httpSender();
  assert.equal(sender.provider, 'http');
  assert.equal(sender.offline, true);
  receiver.script = [503];
  const receipt = await sender.send({ ...message, idempotencyKey: 'k1' });
  assert.equal(receipt.attempts, 2);
  assert.deepEqual(JSON.parse(receiver.received.at(-1)!.body), { to: message.to, text: message.text });

  receiver.received = [];
  receiver.script = [400];
  await assert.rejects(sender.send({ ...message, idempotencyKey: 'k2' }), { name: 'MessagingError', retryable: false, code: 'HTTP_400' });
  assert.equal(receiver.received.length, 1);
});

test('a 알림톡 through an offline adapter goes as its text; the same key twice posts once', async () => {
  const sender = httpSender();
  const alimtalk = { ...message, kind: 'ALIMTALK' as const, templateCode: 'T1', variables: { code: '123456' }, idempotencyKey: 'k3' };
  const first = await sender.send(alimtalk);
  const second = await sender.send(alimtalk);
  assert.equal(first.kind, 'SMS');
  assert.equal(second.duplicate, true);
  assert.equal(receiver.received.length, 1);
});

test('console: nothing leaves the server', async () => {
  const sender = createMessageSender(loadConfig({}).messaging, log);
  const receipt = await sender.send({ ...message, idempotencyKey: 'k4' });
  assert.equal(receipt.status, 'LOGGED');
  assert.equal(receipt.provider, 'console');
  assert.equal(receiver.received.length, 0);
});
