/**
 * The `offerwall` section of the app config (src/config.ts): the publisher API's timing rules
 * (money-loop §5) and the limits of its signed requests and postbacks.
 */
import { Type, type Static } from 'typebox';
import { intFrom, type Env } from '../../lib/env';

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
  /** Completion batches decided side by side, each on its own share of the ads (OFFERWALL_COMPLETION_LANES; completions.ts). */
  completionLanes: Type.Integer({ minimum: 1, maximum: 16, env: 'OFFERWALL_COMPLETION_LANES' }),
});
export type OfferwallConfig = Static<typeof OfferwallConfigSchema>;

export function offerwallConfigFrom(env: Env = process.env): OfferwallConfig {
  return {
    minSeconds: intFrom(env, 'OFFERWALL_MIN_SECONDS', 5),
    clickWindowMinutes: intFrom(env, 'OFFERWALL_CLICK_WINDOW_MINUTES', 30),
    signatureWindowSeconds: intFrom(env, 'OFFERWALL_SIGNATURE_WINDOW_SECONDS', 300),
    bodyLimitBytes: intFrom(env, 'OFFERWALL_BODY_LIMIT_BYTES', 8192),
    postbackTimeoutMs: intFrom(env, 'OFFERWALL_POSTBACK_TIMEOUT_MS', 5000),
    completionLanes: intFrom(env, 'OFFERWALL_COMPLETION_LANES', 1),
  };
}
