/**
 * HMAC signing of the publisher API (docs/decisions/money-loop.md#offerwall-api) and of our postbacks: the strings signed are
 * the contract's (`signingString`, `postbackSigningString` in @nurly/contracts rules/signing.ts),
 * signed here as lower-case hex HMAC-SHA256 with the app's secret. The path is exactly the request
 * target sent on the wire (`/api/offerwall/v1/missions?user=u1`); a request without a body hashes
 * the empty string (EMPTY_BODY_SHA256).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { EMPTY_BODY_SHA256, postbackSigningString, SIGNATURE_HEADERS, signingString, WEBHOOK_SECRET_PREFIX } from '@nurly/contracts';

/** The publisher API's answers to a request it cannot authenticate (Korean, with a code each). */
export const signatureMessages = {
  missing: 'X-Nurly-Key, X-Nurly-Timestamp, X-Nurly-Signature 헤더가 필요합니다.',
  unknownKey: '등록되지 않은 앱 키입니다.',
  stale: '요청 시각(X-Nurly-Timestamp)이 서버 시각과 300초 이상 차이 납니다.',
  badSignature: '서명(X-Nurly-Signature)이 올바르지 않습니다.',
  replayed: '이미 사용된 서명입니다. 새 타임스탬프로 다시 서명해주세요.',
  disabled: '사용 중지된 앱입니다.',
  ipNotAllowed: '허용되지 않은 IP에서 보낸 요청입니다.',
  invalidJson: '요청 본문이 올바른 JSON이 아닙니다.',
} as const;

export const sha256Hex = (body: Buffer | string) => createHash('sha256').update(body).digest('hex');

export function canonicalRequest(timestamp: string, method: string, pathWithQuery: string, body: Buffer | string): string {
  return signingString({ timestamp, method, pathWithQuery, bodySha256Hex: body.length ? sha256Hex(body) : EMPTY_BODY_SHA256 });
}

export const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

export function signRequest(secret: string, timestamp: string, method: string, pathWithQuery: string, body: Buffer | string = ''): string {
  return hmacHex(secret, canonicalRequest(timestamp, method, pathWithQuery, body));
}

/** Constant-time comparison of two hex signatures (a length mismatch is simply false). */
export function signaturesMatch(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a signed publisher request carries: the app's key, the request's time and its signature. */
export interface SignedRequest {
  key: string;
  secret: string;
  /** Unix seconds, as sent. */
  timestamp: string;
  method: string;
  pathWithQuery: string;
  body?: Buffer | string;
}

/** The headers of a signed publisher request (names: SIGNATURE_HEADERS), for every caller that signs one. */
export function signedRequestHeaders({ key, secret, timestamp, method, pathWithQuery, body = '' }: SignedRequest): Record<string, string> {
  return {
    [SIGNATURE_HEADERS.key]: key,
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.signature]: signRequest(secret, timestamp, method, pathWithQuery, body),
  };
}

/** A postback's X-Nurly headers: every live secret's signature, space-separated (the receiver accepts any). */
export function postbackHeaders(secrets: readonly string[], timestamp: string, body: string): Record<string, string> {
  return {
    [SIGNATURE_HEADERS.timestamp]: timestamp,
    [SIGNATURE_HEADERS.signature]: secrets.map((secret) => signPostback(secret, timestamp, body)).join(' '),
  };
}

export function signPostback(secret: string, timestamp: string, body: string): string {
  return hmacHex(secret, postbackSigningString({ timestamp, body }));
}

/** `nk_` + 24 random URL-safe characters: public, sent as X-Nurly-Key. */
export const newApiKey = () => `nk_${randomBytes(18).toString('base64url')}`;
/**
 * `whsec_` + base64 of 32 random bytes: the secret, shown once. The publisher API's X-Nurly-Signature
 * is keyed by this whole string; a Standard Webhooks postback by the 32 bytes (contracts
 * rules/standard-webhooks.ts). Apps from before keep their base64url secret until they rotate.
 */
export const newSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** The secrets an app's requests may be signed with and its postbacks are signed with now: the current one, and the previous one until its grace ends. */
export function liveSecrets(
  app: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousLive =
    app.previousSecret !== null && app.previousSecretExpiresAt !== null && app.previousSecretExpiresAt.getTime() > now.getTime();
  return previousLive ? [app.secret, app.previousSecret!] : [app.secret];
}

/** An exact IP or a CIDR (`10.0.0.0/8`, `2001:db8::/32`). */
export function isIpOrCidr(value: string): boolean {
  const [address, bits, extra] = value.trim().split('/');
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** Whether `ip` is in the allow-list (empty = any caller). IPv4-mapped IPv6 addresses count as IPv4. */
export function ipAllowed(allowed: readonly string[], ip: string): boolean {
  if (!allowed.length) return true;
  const list = new BlockList();
  for (const entry of allowed) {
    const [address, bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const family = isIP(plain);
  if (!family) return false;
  return list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Signatures seen within the timestamp window, per instance: the same signed request sent twice
 * is refused (a signature covers the timestamp, so an entry can be forgotten once its timestamp
 * leaves the window). The completion itself is idempotent in the database (once per user, ad and
 * day), so a replay across instances cannot count twice either.
 */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  constructor(private readonly maxEntries = 200_000) {}

  /** Records the signature; false when it was already seen and has not expired. */
  remember(signature: string, expiresAtMs: number, nowMs: number): boolean {
    const known = this.seen.get(signature);
    if (known !== undefined && known > nowMs) return false;
    if (this.seen.size >= this.maxEntries) this.prune(nowMs);
    this.seen.set(signature, expiresAtMs);
    return true;
  }

  private prune(nowMs: number) {
    for (const [signature, expiresAt] of this.seen) if (expiresAt <= nowMs) this.seen.delete(signature);
    // Still full of live entries (a flood): drop the oldest half rather than grow without bound.
    if (this.seen.size >= this.maxEntries) {
      let drop = Math.floor(this.seen.size / 2);
      for (const signature of this.seen.keys()) {
        if (drop-- <= 0) break;
        this.seen.delete(signature);
      }
    }
  }
}
