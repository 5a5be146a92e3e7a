/** The `keywords` section of the app config (src/config.ts), read from the environment and validated there. */
import { Type, type Static } from 'typebox';
import { boolFrom, intFrom, stringFrom, type Env } from '../../lib/env';

export const RankConfigSchema = Type.Object({
  /** NURLY_RANK_PROVIDER; default naver-openapi when NAVER_CLIENT_ID is set, else simulated. */
  provider: Type.Union([Type.Literal('naver-openapi'), Type.Literal('simulated')], { env: 'NURLY_RANK_PROVIDER' }),
  naverClientId: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { env: 'NAVER_CLIENT_ID' }),
  naverClientSecret: Type.Union([Type.String({ minLength: 1 }), Type.Null()], { env: 'NAVER_CLIENT_SECRET' }),
  naverApiBase: Type.String({ pattern: '^https?://', env: 'NAVER_API_BASE' }),
  /** NURLY_PLACE_RANK_PROVIDER: only the simulated one exists (see rank/index.ts). */
  placeProvider: Type.Literal('simulated', { env: 'NURLY_PLACE_RANK_PROVIDER' }),
});
export type RankConfig = Static<typeof RankConfigSchema>;

export const KeywordsConfigSchema = Type.Object({
  /** Keywords a guest may look up per Asia/Seoul day (KEYWORD_GUEST_DAILY_LIMIT). */
  guestDailyLookups: Type.Integer({ minimum: 0, env: 'KEYWORD_GUEST_DAILY_LIMIT' }),
  /** Rank-provider API calls per day across all instances (NAVER_DAILY_CALL_BUDGET; Naver's default quota is 25,000). */
  dailyCallBudget: Type.Integer({ minimum: 0, env: 'NAVER_DAILY_CALL_BUDGET' }),
  /**
   * Percent of the daily budget one account may spend per day on its own look-ups
   * (NAVER_ACCOUNT_BUDGET_PERCENT; the daily refresh of tracked keywords is not charged to anyone).
   */
  accountBudgetPercent: Type.Number({ exclusiveMinimum: 0, maximum: 100, env: 'NAVER_ACCOUNT_BUDGET_PERCENT' }),
  /** Rank report mails one account may send per Asia/Seoul day (REPORT_MAIL_DAILY_LIMIT). */
  reportMailDailyLimit: Type.Integer({ minimum: 0, env: 'REPORT_MAIL_DAILY_LIMIT' }),
  /** Cron expression of the daily refresh, read in Asia/Seoul by pg-boss (KEYWORD_REFRESH_CRON). */
  refreshCron: Type.String({ minLength: 9, env: 'KEYWORD_REFRESH_CRON' }),
  /** KEYWORD_REFRESH_ENABLED: off in tests unless asked for. */
  refreshEnabled: Type.Boolean({ env: 'KEYWORD_REFRESH_ENABLED' }),
  /** Keywords checked at once by the refresh (KEYWORD_REFRESH_CONCURRENCY). */
  refreshConcurrency: Type.Integer({ minimum: 1, maximum: 64, env: 'KEYWORD_REFRESH_CONCURRENCY' }),
  /** nodemailer connection URL (smtp://user:pass@host:587); unset = reports are logged, not sent. */
  smtpUrl: Type.Union([Type.String({ pattern: '^smtps?://' }), Type.Null()], { env: 'SMTP_URL' }),
  mailFrom: Type.String({ minLength: 3, env: 'MAIL_FROM' }),
  rank: RankConfigSchema,
});
export type KeywordsConfig = Static<typeof KeywordsConfigSchema>;

export function rankConfigFrom(env: Env = process.env): RankConfig {
  return {
    provider: (stringFrom(env, 'NURLY_RANK_PROVIDER') ?? (env.NAVER_CLIENT_ID ? 'naver-openapi' : 'simulated')) as RankConfig['provider'],
    naverClientId: stringFrom(env, 'NAVER_CLIENT_ID'),
    naverClientSecret: stringFrom(env, 'NAVER_CLIENT_SECRET'),
    naverApiBase: env.NAVER_API_BASE || 'https://openapi.naver.com',
    placeProvider: (stringFrom(env, 'NURLY_PLACE_RANK_PROVIDER') ?? 'simulated') as RankConfig['placeProvider'],
  };
}

export function keywordsConfigFrom(env: Env = process.env): KeywordsConfig {
  return {
    guestDailyLookups: intFrom(env, 'KEYWORD_GUEST_DAILY_LIMIT', 10),
    dailyCallBudget: intFrom(env, 'NAVER_DAILY_CALL_BUDGET', 25_000),
    // A bad value (not a number) is reported by the config schema, with the variable's name.
    accountBudgetPercent: env.NAVER_ACCOUNT_BUDGET_PERCENT ? Number(env.NAVER_ACCOUNT_BUDGET_PERCENT) : 2,
    reportMailDailyLimit: intFrom(env, 'REPORT_MAIL_DAILY_LIMIT', 10),
    refreshCron: env.KEYWORD_REFRESH_CRON || '0 6 * * *',
    refreshEnabled: boolFrom(env, 'KEYWORD_REFRESH_ENABLED', env.NODE_ENV !== 'test'),
    refreshConcurrency: Math.max(1, intFrom(env, 'KEYWORD_REFRESH_CONCURRENCY', 4)),
    smtpUrl: stringFrom(env, 'SMTP_URL'),
    mailFrom: env.MAIL_FROM || '더널리 <no-reply@thenurly.com>',
    rank: rankConfigFrom(env),
  };
}

/** API calls one account may make per day: its percent of the shared budget, at least one. */
export function accountCallShare(config: Pick<KeywordsConfig, 'dailyCallBudget' | 'accountBudgetPercent'>): number {
  return Math.max(1, Math.floor((config.dailyCallBudget * config.accountBudgetPercent) / 100));
}

/** Runs `task` over `items` with at most `limit` in flight, in order of start. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
