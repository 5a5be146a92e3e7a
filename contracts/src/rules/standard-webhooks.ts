/**
 * Standard Webhooks (standardwebhooks.com), the one statement of how Nurly signs a postback in the
 * `standard` scheme: the server signs with it, the e2e helpers and the demo publisher check with it,
 * the docs and the console guide quote the templates. The HMAC is Web Crypto (`crypto.subtle`), which
 * Node and browsers both have, so this module stays importable everywhere.
 *
 *   webhook-id        the transaction id (the same on every retry; a test send's starts with `test_`)
 *   webhook-timestamp Unix seconds of the attempt
 *   webhook-signature `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed by the bytes that the
 *                     base64 after `whsec_` encodes; during a rotation grace period one more
 *                     `v1,…` for the previous secret, space-separated.
 */

export const WEBHOOK_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;
/** What a Standard Webhooks postback signs, as the docs and the console guide print it. */
export const WEBHOOK_SIGNING_TEMPLATE = '{webhook-id}.{webhook-timestamp}.{raw body}';
/** The prefix of a secret in Standard Webhooks form (`whsec_` + base64 of 32 random bytes). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/** The webhook-id (and transaction_id) prefix of a console test send: never a real transaction. */
export const TEST_POSTBACK_ID_PREFIX = 'test_';

export function webhookSigningString({ id, timestamp, body }: { id: string; timestamp: string; body: string }): string {
  return `${id}.${timestamp}.${body}`;
}

/** Whether a secret is in `whsec_<base64>` form (the form the `standard` scheme needs). */
export function isWebhookSecret(secret: string): boolean {
  const encoded = secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : '';
  return encoded.length >= 24 && /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) && encoded.length % 4 === 0;
}

/** The HMAC key of a `whsec_` secret: the bytes its base64 part encodes. */
export function webhookSecretKey(secret: string): Uint8Array<ArrayBuffer> {
  if (!isWebhookSecret(secret)) throw new Error('not a whsec_ secret');
  const binary = atob(secret.slice(WEBHOOK_SECRET_PREFIX.length));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** `v1,<base64 HMAC-SHA256>` of one message with one `whsec_` secret. */
export async function signWebhook(secret: string, message: { id: string; timestamp: string; body: string }): Promise<string> {
  const key = await crypto.subtle.importKey('raw', webhookSecretKey(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(webhookSigningString(message))));
  let binary = '';
  for (const byte of mac) binary += String.fromCharCode(byte);
  return `v1,${btoa(binary)}`;
}

/** The webhook-signature header: one `v1,…` per secret (the current first), space-separated. */
export async function webhookSignatureHeader(
  secrets: readonly string[],
  message: { id: string; timestamp: string; body: string },
): Promise<string> {
  return (await Promise.all(secrets.map((secret) => signWebhook(secret, message)))).join(' ');
}

/** The receiver's check with the `standardwebhooks` library (npm), as the console guide and /api/docs print it. */
export const WEBHOOK_VERIFY_SAMPLE_TS = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.NURLY_SECRET!); // whsec_…
const app = express();

// The raw body: the signature covers the bytes exactly as sent.
app.post('/nurly/postback', express.raw({ type: 'application/json' }), (req, res) => {
  let event: { transaction_id: string; test?: boolean; user: string; payout: number };
  try {
    event = wh.verify(req.body.toString('utf8'), req.headers as Record<string, string>) as typeof event;
  } catch {
    return res.sendStatus(400); // bad signature or a timestamp more than 5 minutes off
  }
  if (event.test) return res.sendStatus(200); // a console test send: credit nothing
  // webhook-id = transaction_id, the same on every retry: credit each one once.
  creditOnce(event.transaction_id, event.user, event.payout);
  res.sendStatus(200);
});`;

/** A hand-signed Standard Webhooks request with curl and openssl (to try a receiver without Nurly). */
export const WEBHOOK_SIGN_SAMPLE_CURL = `SECRET='whsec_…'
ID=test_manual-1; TS=$(date +%s)
BODY='{"test":true,"transaction_id":"test_manual-1"}'
KEY=$(printf '%s' "\${SECRET#whsec_}" | base64 -d | od -An -v -tx1 | tr -d ' \\n')
SIG=$(printf '%s' "$ID.$TS.$BODY" | openssl dgst -sha256 -mac HMAC -macopt hexkey:$KEY -binary | base64)
curl -X POST https://publisher.example/nurly/postback \\
  -H 'content-type: application/json' \\
  -H "webhook-id: $ID" -H "webhook-timestamp: $TS" -H "webhook-signature: v1,$SIG" \\
  -d "$BODY"`;
