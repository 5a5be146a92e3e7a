import { webcrypto } from 'node:crypto';
import {
  isWebhookSecret,
  signWebhook,
  WEBHOOK_SIGNING_TEMPLATE,
  webhookSecretKey,
  webhookSignatureHeader,
  webhookSigningString,
} from './standard-webhooks';

// Browsers and Node have Web Crypto (crypto.subtle); the jsdom test environment does not: Node's stands in.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

// The example of the Standard Webhooks reference libraries' own tests.
const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const message = { id: 'msg_p5jXN8AQM9LWM0D4loKWxJek', timestamp: '1614265330', body: '{"test": 2432232314}' };

describe('Standard Webhooks signing', () => {
  it('signs "{id}.{timestamp}.{body}" and reads like its template', () => {
    expect(webhookSigningString(message)).toBe('msg_p5jXN8AQM9LWM0D4loKWxJek.1614265330.{"test": 2432232314}');
    expect(webhookSigningString({ id: '{webhook-id}', timestamp: '{webhook-timestamp}', body: '{raw body}' })).toBe(
      WEBHOOK_SIGNING_TEMPLATE,
    );
  });

  it('keys the HMAC with the bytes after whsec_ and matches the reference example', async () => {
    expect(webhookSecretKey(secret)).toHaveLength(24);
    expect(await signWebhook(secret, message)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('puts one v1 signature per live secret, space-separated, the current first', async () => {
    const other = `whsec_${'A'.repeat(43)}=`;
    const header = await webhookSignatureHeader([secret, other], message);
    const [first, second] = header.split(' ');
    expect(first).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    expect(second).toBe(await signWebhook(other, message));
  });

  it('tells a whsec_ secret from the older base64url ones', () => {
    expect(isWebhookSecret(secret)).toBe(true);
    expect(isWebhookSecret('c2VjcmV0LWV4YW1wbGUtZG8tbm90LXVzZS0xMjM0NTY3OA')).toBe(false);
    expect(isWebhookSecret('whsec_not-base64_-')).toBe(false);
    expect(() => webhookSecretKey('plain')).toThrow();
  });
});
