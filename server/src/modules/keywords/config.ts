/** Settings of the keywords module, read from the environment when the module registers. */
type Env = Record<string, string | undefined>;

export interface KeywordsConfig {
  /** Keywords a guest may look up per Asia/Seoul day (KEYWORD_GUEST_DAILY_LIMIT). */
  guestDailyLookups: number;
  /** Rank-provider API calls per day across all instances (NAVER_DAILY_CALL_BUDGET; Naver's default quota is 25,000). */
  dailyCallBudget: number;
  /** Croner pattern of the daily refresh, Asia/Seoul (KEYWORD_REFRESH_CRON). */
  refreshCron: string;
  /** KEYWORD_REFRESH_ENABLED: off in tests unless asked for. */
  refreshEnabled: boolean;
  /** Keywords checked at once by the refresh (KEYWORD_REFRESH_CONCURRENCY). */
  refreshConcurrency: number;
  /** nodemailer connection URL (smtp://user:pass@host:587); unset = reports are logged, not sent. */
  smtpUrl: string | null;
  mailFrom: string;
}

function int(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

export function keywordsConfigFrom(env: Env = process.env): KeywordsConfig {
  const enabled = env.KEYWORD_REFRESH_ENABLED?.trim().toLowerCase();
  return {
    guestDailyLookups: int(env, 'KEYWORD_GUEST_DAILY_LIMIT', 10),
    dailyCallBudget: int(env, 'NAVER_DAILY_CALL_BUDGET', 25_000),
    refreshCron: env.KEYWORD_REFRESH_CRON || '0 6 * * *',
    refreshEnabled: enabled ? ['1', 'true', 'yes', 'on'].includes(enabled) : env.NODE_ENV !== 'test',
    refreshConcurrency: Math.max(1, int(env, 'KEYWORD_REFRESH_CONCURRENCY', 4)),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || '더널리 <no-reply@thenurly.com>',
  };
}

const seoulDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Asia/Seoul calendar day of an instant, YYYY-MM-DD. */
export function seoulDay(at: Date = new Date()): string {
  return seoulDayFormat.format(at);
}

/** YYYY-MM-DD shifted by whole days. */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
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
