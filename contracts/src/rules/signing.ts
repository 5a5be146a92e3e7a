/**
 * The publisher signing protocol (docs/decisions/money-loop.md#offerwall-api), the one statement of it: the server checks
 * requests and signs postbacks with these strings, the e2e helpers and the demo publisher sign
 * with them, the docs and the console's integration guide quote the templates. The HMAC itself
 * (hex HMAC-SHA256 with the app's secret) is computed where the secret is, on Node: this module
 * only builds the text that is signed, so the browser may import it.
 */

/** The headers of a signed publisher request (and, without the key, of a postback). */
export const SIGNATURE_HEADERS = {
  key: 'X-Nurly-Key',
  timestamp: 'X-Nurly-Timestamp',
  signature: 'X-Nurly-Signature',
} as const;

/** What a publisher request signs, as the docs and the console guide print it. */
export const SIGNING_TEMPLATE = '{timestamp}.{METHOD}.{path with query}.{sha256 hex of body}';
/** What a postback signs. */
export const POSTBACK_SIGNING_TEMPLATE = '{timestamp}.{raw body}';
/** The signature over either string: lower-case hex HMAC-SHA256 keyed with the app's secret. */
export const SIGNATURE_TEMPLATE = 'hex(HMAC-SHA256(secret, signing string))';
/** The sha256 hex of the empty string: what a request without a body hashes. */
export const EMPTY_BODY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface SigningInput {
  /** Unix seconds, as sent in X-Nurly-Timestamp. */
  timestamp: string;
  /** The HTTP method (upper-cased here). */
  method: string;
  /** The request target exactly as sent on the wire: `/api/offerwall/v1/missions?user=u1`. */
  pathWithQuery: string;
  /** Lower-case hex sha256 of the raw body bytes (EMPTY_BODY_SHA256 without a body). */
  bodySha256Hex: string;
}

/** The string a publisher request signs: `{timestamp}.{METHOD}.{path with query}.{sha256 hex of body}`. */
export function signingString({ timestamp, method, pathWithQuery, bodySha256Hex }: SigningInput): string {
  return `${timestamp}.${method.toUpperCase()}.${pathWithQuery}.${bodySha256Hex}`;
}

/** The string a postback signs: `{timestamp}.{raw body}` (the JSON body exactly as sent). */
export function postbackSigningString({ timestamp, body }: { timestamp: string; body: string }): string {
  return `${timestamp}.${body}`;
}
