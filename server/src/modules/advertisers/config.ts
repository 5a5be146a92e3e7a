/**
 * The `advertisers` section of the app config (src/config.ts): clean-up and parsing limits. The upload
 * quota (UPLOAD_QUOTA_*) is shared by every kind of upload: `storage` section, uploads/quota.ts.
 */
import { Type, type Static } from 'typebox';
import { intFrom, stringFrom, type Env } from '../../lib/env';

/** The public 국세청 사업자등록 상태조회 API (data.go.kr, odcloud). */
export const NTS_DEFAULT_BASE_URL = 'https://api.odcloud.kr/api/nts-businessman/v1';

export const AdvertisersConfigSchema = Type.Object({
  /** An upload no advertiser references is deleted this many hours after it was made (UPLOAD_ORPHAN_HOURS). */
  orphanFileHours: Type.Integer({ minimum: 1, env: 'UPLOAD_ORPHAN_HOURS' }),
  /** Cron of the clean-up job, Asia/Seoul (UPLOAD_CLEANUP_CRON). */
  orphanCleanupCron: Type.String({ minLength: 9, env: 'UPLOAD_CLEANUP_CRON' }),
  /** Time limit of reading one PDF certificate in its worker thread (PDF_PARSE_TIMEOUT_MS). */
  pdfParseTimeoutMs: Type.Integer({ minimum: 100, env: 'PDF_PARSE_TIMEOUT_MS' }),
  /** data.go.kr service key of the NTS status API (the decoded key; it is URL-encoded here). Unset: the check is off. */
  ntsServiceKey: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { env: 'NTS_SERVICE_KEY' }),
  /** Base URL of the NTS API (tests point it at a local fake). */
  ntsBaseUrl: Type.String({ minLength: 8, env: 'NTS_BASE_URL' }),
  /** Time limit of one NTS call (NTS_TIMEOUT_MS). */
  ntsTimeoutMs: Type.Integer({ minimum: 100, env: 'NTS_TIMEOUT_MS' }),
});
export type AdvertisersConfig = Static<typeof AdvertisersConfigSchema>;

export function advertisersConfigFrom(env: Env = process.env): AdvertisersConfig {
  return {
    orphanFileHours: intFrom(env, 'UPLOAD_ORPHAN_HOURS', 24),
    orphanCleanupCron: env.UPLOAD_CLEANUP_CRON || '23 * * * *',
    pdfParseTimeoutMs: intFrom(env, 'PDF_PARSE_TIMEOUT_MS', 10_000),
    ntsServiceKey: stringFrom(env, 'NTS_SERVICE_KEY'),
    ntsBaseUrl: stringFrom(env, 'NTS_BASE_URL') ?? NTS_DEFAULT_BASE_URL,
    ntsTimeoutMs: intFrom(env, 'NTS_TIMEOUT_MS', 10_000),
  };
}
