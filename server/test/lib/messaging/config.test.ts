/**
 * The `messaging` settings: the offline default, a real provider without its keys refused at
 * start, and the carriers' byte count that decides SMS or LMS.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { test } from 'node:test';
import { loadConfig } from '../../../src/config';
import { eucKrBytes, solapiAuthorization, textKindOf } from '../../../src/lib/messaging';

const secret = 'a'.repeat(40);

test('unset: the console adapter; SMS_PROVIDER_URL alone: the legacy http adapter', () => {
  assert.equal(loadConfig({}).messaging.provider, 'console');
  assert.equal(loadConfig({ SMS_PROVIDER_URL: 'http://127.0.0.1:9/sms' }).messaging.provider, 'http');
  // Production still starts on the offline adapter (app.ts says so at error level at every start).
  assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret }).messaging.provider, 'console');
});

test('a real provider without its keys stops the start, naming what is missing', () => {
  assert.throws(
    () => loadConfig({ MESSAGE_PROVIDER: 'solapi' }),
    /MESSAGE_PROVIDER=solapi needs SOLAPI_API_KEY, SOLAPI_API_SECRET, MESSAGE_SENDER_NO/,
  );
  assert.throws(
    () =>
      loadConfig({
        MESSAGE_PROVIDER: 'nhn',
        NHN_SMS_APP_KEY: 'k',
        NHN_SMS_SECRET_KEY: 's',
        MESSAGE_SENDER_NO: '0212345678',
        NHN_ALIMTALK_APP_KEY: 'a',
      }),
    /needs NHN_ALIMTALK_SECRET_KEY, NHN_ALIMTALK_SENDER_KEY/,
  );
  assert.throws(
    () =>
      loadConfig({
        MESSAGE_PROVIDER: 'solapi',
        SOLAPI_API_KEY: 'k',
        SOLAPI_API_SECRET: 's',
        MESSAGE_SENDER_NO: '0212345678',
        MESSAGE_AUTH_TEMPLATE_SIGNUP: 'T1',
      }),
    /need SOLAPI_PF_ID/,
  );
  assert.throws(
    () => loadConfig({ MESSAGE_PROVIDER: 'aligo' }),
    /messaging.provider \(MESSAGE_PROVIDER\): must be one of solapi, nhn, console, http/,
  );
  assert.throws(() => loadConfig({ MESSAGE_PROVIDER: 'http' }), /needs SMS_PROVIDER_URL/);

  const config = loadConfig({ MESSAGE_PROVIDER: 'solapi', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', MESSAGE_SENDER_NO: '02-1234-5678' });
  assert.equal(config.messaging.senderNo, '0212345678');
  assert.equal(config.messaging.solapi.apiBase, 'https://api.solapi.com');
  assert.equal(config.messaging.nhn.smsApiBase, 'https://sms.api.nhncloudservice.com');
});

test('EUC-KR bytes: 45 Hangul syllables are an SMS, 46 an LMS', () => {
  assert.equal(eucKrBytes('[더널리] 123'), 12);
  assert.equal(textKindOf('가'.repeat(45)), 'SMS');
  assert.equal(textKindOf('가'.repeat(46)), 'LMS');
  assert.equal(textKindOf('a'.repeat(90)), 'SMS');
});

test("Solapi's header: hex HMAC-SHA256 of date + salt under the secret", () => {
  const at = new Date('2019-07-01T00:41:48.123Z');
  const header = solapiAuthorization('NCSAYU7YDBXYORXC', 'secret', at, 'jqsba2jxjnrjor');
  const signature = createHmac('sha256', 'secret').update('2019-07-01T00:41:48Zjqsba2jxjnrjor').digest('hex');
  assert.equal(header, `HMAC-SHA256 apiKey=NCSAYU7YDBXYORXC, date=2019-07-01T00:41:48Z, salt=jqsba2jxjnrjor, signature=${signature}`);
  // A fresh salt per call: a signature is never reused (Solapi refuses a repeat within 15 minutes).
  assert.notEqual(solapiAuthorization('k', 's', at), solapiAuthorization('k', 's', at));
});
