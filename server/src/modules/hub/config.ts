/** The `hub` section of the app config (src/config.ts): the limits of the Excel bulk upload. */
import { Type, type Static } from 'typebox';
import { intFrom, type Env } from '../../lib/env';

export const HubConfigSchema = Type.Object({
  /** Time limit of reading one uploaded .xlsx in its worker thread (HUB_BULK_PARSE_TIMEOUT_MS). */
  bulkParseTimeoutMs: Type.Integer({ minimum: 100, env: 'HUB_BULK_PARSE_TIMEOUT_MS' }),
  /** Bulk uploads one account may make per minute (RATE_LIMIT_BULK_MAX); more is a 429. */
  bulkUploadsPerMinute: Type.Integer({ minimum: 1, env: 'RATE_LIMIT_BULK_MAX' }),
});
export type HubConfig = Static<typeof HubConfigSchema>;

export function hubConfigFrom(env: Env = process.env): HubConfig {
  return {
    bulkParseTimeoutMs: intFrom(env, 'HUB_BULK_PARSE_TIMEOUT_MS', 10_000),
    bulkUploadsPerMinute: intFrom(env, 'RATE_LIMIT_BULK_MAX', 10),
  };
}
