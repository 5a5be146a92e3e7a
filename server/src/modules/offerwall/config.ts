/**
 * The `offerwall` section of the app config (src/config.ts): the publisher API's timing rules
 * (docs/decisions/money-loop.md#offerwall-api) and the limits of its signed requests and postbacks, including where a postback
 * may go (postback-target.ts; README "What a postback URL may be").
 */
import { Type, type Static } from 'typebox';
import { SECRET_GRACE_HOURS_DEFAULT } from '@nurly/contracts';
import { isCidr } from '../../lib/net/addresses';
import { allowEntryOf } from './postback-target';
import { boolFrom, intFrom, listFrom, type Env } from '../../lib/env';

export const OfferwallConfigSchema = Type.Object({
  /** A completion counts only this many seconds or more after its click (OFFERWALL_MIN_SECONDS). */
  minSeconds: Type.Integer({ minimum: 0, maximum: 3600, env: 'OFFERWALL_MIN_SECONDS' }),
  /** A completion counts only within this many minutes of its click (OFFERWALL_CLICK_WINDOW_MINUTES). */
  clickWindowMinutes: Type.Integer({ minimum: 1, maximum: 1440, env: 'OFFERWALL_CLICK_WINDOW_MINUTES' }),
  /** Accepted distance between X-Nurly-Timestamp and the server's clock (OFFERWALL_SIGNATURE_WINDOW_SECONDS). */
  signatureWindowSeconds: Type.Integer({ minimum: 30, maximum: 3600, env: 'OFFERWALL_SIGNATURE_WINDOW_SECONDS' }),
  /** Largest request body of the publisher API (OFFERWALL_BODY_LIMIT_BYTES); larger is a 413. */
  bodyLimitBytes: Type.Integer({ minimum: 256, maximum: 1_048_576, env: 'OFFERWALL_BODY_LIMIT_BYTES' }),
  /** One postback attempt's time limit (OFFERWALL_POSTBACK_TIMEOUT_MS). */
  postbackTimeoutMs: Type.Integer({ minimum: 100, maximum: 60_000, env: 'OFFERWALL_POSTBACK_TIMEOUT_MS' }),
  /** Hours the previous secret stays valid after a rotation (OFFERWALL_SECRET_GRACE_HOURS; 0 = none). */
  secretGraceHours: Type.Integer({ minimum: 0, maximum: 720, env: 'OFFERWALL_SECRET_GRACE_HOURS' }),
  /** Completion batches decided side by side, each on its own share of the ads (OFFERWALL_COMPLETION_LANES; completions.ts). */
  completionLanes: Type.Integer({ minimum: 1, maximum: 16, env: 'OFFERWALL_COMPLETION_LANES' }),
  /** Plain-http postback URLs (OFFERWALL_POSTBACK_ALLOW_HTTP): default outside production only; refused in production. */
  postbackAllowHttp: Type.Boolean({ env: 'OFFERWALL_POSTBACK_ALLOW_HTTP' }),
  /**
   * Non-public addresses a postback may still reach (OFFERWALL_POSTBACK_ALLOW_PRIVATE, IPs or CIDRs,
   * comma-separated; `cidr@<account id>` for the apps of one publisher only, a bare one for every
   * publisher): empty by default everywhere; cloud metadata addresses stay refused.
   */
  postbackAllowPrivate: Type.Array(Type.String({ minLength: 1 }), { env: 'OFFERWALL_POSTBACK_ALLOW_PRIVATE' }),
});
export type OfferwallConfig = Static<typeof OfferwallConfigSchema>;

export function offerwallConfigFrom(env: Env = process.env, production = env.NODE_ENV === 'production'): OfferwallConfig {
  const allowPrivate = listFrom(env, 'OFFERWALL_POSTBACK_ALLOW_PRIVATE');
  const bad = allowPrivate.find((entry) => {
    const { cidr, ownerId } = allowEntryOf(entry);
    return !isCidr(cidr) || Number.isNaN(ownerId);
  });
  if (bad !== undefined)
    throw new Error(
      `OFFERWALL_POSTBACK_ALLOW_PRIVATE must list IPs or CIDRs, each for every publisher or for one account id (127.0.0.0/8,::1/128,10.20.0.0/16@42), got "${bad}"`,
    );
  return {
    minSeconds: intFrom(env, 'OFFERWALL_MIN_SECONDS', 5),
    clickWindowMinutes: intFrom(env, 'OFFERWALL_CLICK_WINDOW_MINUTES', 30),
    signatureWindowSeconds: intFrom(env, 'OFFERWALL_SIGNATURE_WINDOW_SECONDS', 300),
    bodyLimitBytes: intFrom(env, 'OFFERWALL_BODY_LIMIT_BYTES', 8192),
    postbackTimeoutMs: intFrom(env, 'OFFERWALL_POSTBACK_TIMEOUT_MS', 5000),
    secretGraceHours: intFrom(env, 'OFFERWALL_SECRET_GRACE_HOURS', SECRET_GRACE_HOURS_DEFAULT),
    completionLanes: intFrom(env, 'OFFERWALL_COMPLETION_LANES', 1),
    postbackAllowHttp: boolFrom(env, 'OFFERWALL_POSTBACK_ALLOW_HTTP', !production),
    postbackAllowPrivate: allowPrivate,
  };
}
