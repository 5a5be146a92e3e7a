/** The `advertisers` section of the app config (src/config.ts): upload quota, clean-up and parsing limits. */
import { Type, type Static } from 'typebox';
import { intFrom, type Env } from '../../lib/env';

export const AdvertisersConfigSchema = Type.Object({
  /** Files one account may upload per 24 hours (UPLOAD_QUOTA_FILES). */
  uploadQuotaFiles: Type.Integer({ minimum: 1, env: 'UPLOAD_QUOTA_FILES' }),
  /** Bytes one account may upload per 24 hours (UPLOAD_QUOTA_BYTES). */
  uploadQuotaBytes: Type.Integer({ minimum: 1, env: 'UPLOAD_QUOTA_BYTES' }),
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
    uploadQuotaFiles: intFrom(env, 'UPLOAD_QUOTA_FILES', 30),
    uploadQuotaBytes: intFrom(env, 'UPLOAD_QUOTA_BYTES', 100 * 1024 * 1024),
    orphanFileHours: intFrom(env, 'UPLOAD_ORPHAN_HOURS', 24),
    orphanCleanupCron: env.UPLOAD_CLEANUP_CRON || '23 * * * *',
    pdfParseTimeoutMs: intFrom(env, 'PDF_PARSE_TIMEOUT_MS', 10_000),
  };
}
