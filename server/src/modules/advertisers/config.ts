/**
 * The `advertisers` section of the app config (src/config.ts): clean-up and parsing limits. The upload
 * quota (UPLOAD_QUOTA_*) is shared by every kind of upload: `storage` section, lib/storage/quota.ts.
 */
import { Type, type Static } from 'typebox';
import { intFrom, type Env } from '../../lib/env';

export const AdvertisersConfigSchema = Type.Object({
  /** An upload no advertiser references is deleted this many hours after it was made (UPLOAD_ORPHAN_HOURS). */
  orphanFileHours: Type.Integer({ minimum: 1, env: 'UPLOAD_ORPHAN_HOURS' }),
  /** Cron of the clean-up job, Asia/Seoul (UPLOAD_CLEANUP_CRON). */
  orphanCleanupCron: Type.String({ minLength: 9, env: 'UPLOAD_CLEANUP_CRON' }),
  /** Time limit of reading one PDF certificate in its worker thread (PDF_PARSE_TIMEOUT_MS). */
  pdfParseTimeoutMs: Type.Integer({ minimum: 100, env: 'PDF_PARSE_TIMEOUT_MS' }),
});
export type AdvertisersConfig = Static<typeof AdvertisersConfigSchema>;

export function advertisersConfigFrom(env: Env = process.env): AdvertisersConfig {
  return {
    orphanFileHours: intFrom(env, 'UPLOAD_ORPHAN_HOURS', 24),
    orphanCleanupCron: env.UPLOAD_CLEANUP_CRON || '23 * * * *',
    pdfParseTimeoutMs: intFrom(env, 'PDF_PARSE_TIMEOUT_MS', 10_000),
  };
}
