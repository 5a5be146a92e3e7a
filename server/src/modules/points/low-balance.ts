/**
 * Low-balance alerts (README "Low balance"): an advertiser is told once when its available balance
 * (balance − holds) drops below the scheduled need of the next N Seoul days, and again only after a
 * confirmed deposit has lifted available back above that need.
 *
 * need(N) = Σ over the account's running lines (PENDING, ACTIVE) of holdWon(daily_volume,
 * unit_price_tenths) for each of the next N days (today … today+N−1) inside the line's period — the
 * contracts rounding of a day's hold, no new rounding. Holds already reserve every booked day of a
 * running line, so the unheld part of that need is always zero; the rule compares the money still
 * free (available) with N more days of the current schedule: what the account cannot fund without
 * a top-up (extending, resuming or adding lines at the same pace).
 *
 * The decision runs under the account's row lock (the ledger's lock) against one state row per
 * account, so two instances evaluating at once fire one alert and send one mail.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { daysBetween, formatTenthsWon, holdWon, pointMessages, shiftDay } from '@nurly/contracts/schemas';
import { ads } from '../../db/schema/ads';
import { advertisers, lowBalanceAlerts } from '../../db/schema/points';
import type { Db } from '../../db/client';
import { countOf, rowsOf } from '../../db/rows';
import type { Runner } from '../../db/tx';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../keywords';
import { heldOf, lockAccount } from './ledger';
import { users } from '../../db/schema/accounts';

const RUNNING = ['PENDING', 'ACTIVE'];

export interface LowBalanceDeps {
  db: Db;
  clock: Clock;
  days: number;
  mailer: Mailer;
  log?: { warn(obj: unknown, msg: string): void };
}

export interface LowBalanceFigures {
  days: number;
  available: number;
  need: number;
  low: boolean;
}

/** Σ holdWon of each of the next `days` Seoul days (from `today`) inside each running line's period. */
export async function scheduledNeed(db: Runner, accountId: number, today: string, days: number): Promise<number> {
  const last = shiftDay(today, days - 1);
  const lines = await db
    .select({ dailyVolume: ads.dailyVolume, unitPriceTenths: ads.unitPriceTenths, startDate: ads.startDate, endDate: ads.endDate })
    .from(ads)
    .where(
      and(eq(ads.ownerId, accountId), inArray(ads.status, RUNNING), sql`${ads.endDate} >= ${today}`, sql`${ads.startDate} <= ${last}`),
    );
  let need = 0;
  for (const line of lines) {
    const from = line.startDate > today ? line.startDate : today;
    const to = line.endDate < last ? line.endDate : last;
    need += holdWon(line.dailyVolume, line.unitPriceTenths, daysBetween(from, to));
  }
  return need;
}

async function figuresOf(db: Runner, accountId: number, balance: number, today: string, days: number): Promise<LowBalanceFigures> {
  const available = balance - (await heldOf(db, accountId));
  const need = await scheduledNeed(db, accountId, today, days);
  return { days, available, need, low: need > 0 && available < need };
}

export const lowBalanceMessage = (f: LowBalanceFigures) =>
  pointMessages.lowBalance(f.days, formatTenthsWon(f.available * 10), formatTenthsWon(f.need * 10));

/** The caller's figures and alert state, read without writing (the campaign pages' notice). */
export async function lowBalanceOf(deps: LowBalanceDeps, accountId: number) {
  const [account] = await deps.db.select({ point: users.point }).from(users).where(eq(users.id, accountId));
  const figures = await figuresOf(deps.db, accountId, Number(account?.point ?? 0), deps.clock.seoulDay(), deps.days);
  const [state] = await deps.db.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.accountId, accountId));
  const active = state?.alertedAt && !state.clearedAt ? state.alertedAt : null;
  return {
    ...figures,
    shortfall: figures.low ? figures.need - figures.available : 0,
    alerted_at: active ? active.toISOString() : null,
    message: figures.low ? lowBalanceMessage(figures) : null,
  };
}

export type LowBalanceOutcome = 'FIRED' | 'CLEARED' | 'UNCHANGED';

/**
 * Decides one account's alert: fires when low and no alert is active; clears (re-arms) when a
 * deposit was confirmed (`afterDeposit`) and available is no longer below the need. Mails the
 * advertiser's first registered address after the decision commits (logged when SMTP is unset).
 */
export async function evaluateLowBalance(deps: LowBalanceDeps, accountId: number, afterDeposit = false): Promise<LowBalanceOutcome> {
  const today = deps.clock.seoulDay();
  const decided = await deps.db.transaction(async (tx) => {
    const balance = await lockAccount(tx, accountId);
    const figures = await figuresOf(tx, accountId, balance, today, deps.days);
    const [state] = await tx.select().from(lowBalanceAlerts).where(eq(lowBalanceAlerts.accountId, accountId)).for('update');
    const active = Boolean(state?.alertedAt && !state.clearedAt);
    const now = deps.clock.now();
    if (figures.low && !active) {
      const values = { alertedAt: now, clearedAt: null, available: figures.available, need: figures.need, mailedAt: null, updatedAt: now };
      await tx
        .insert(lowBalanceAlerts)
        .values({ accountId, ...values })
        .onConflictDoUpdate({ target: lowBalanceAlerts.accountId, set: values });
      return { outcome: 'FIRED' as const, figures };
    }
    if (!figures.low && active && afterDeposit) {
      await tx.update(lowBalanceAlerts).set({ clearedAt: now, updatedAt: now }).where(eq(lowBalanceAlerts.accountId, accountId));
      return { outcome: 'CLEARED' as const, figures };
    }
    return { outcome: 'UNCHANGED' as const, figures };
  });
  if (decided.outcome === 'FIRED') await mailAlert(deps, accountId, decided.figures);
  return decided.outcome;
}

async function mailAlert(deps: LowBalanceDeps, accountId: number, figures: LowBalanceFigures): Promise<void> {
  const [advertiser] = await deps.db.select({ emails: advertisers.emails }).from(advertisers).where(eq(advertisers.userId, accountId));
  const to = advertiser?.emails[0];
  if (!to) return;
  const text = lowBalanceMessage(figures);
  try {
    const { delivered } = await deps.mailer.send({ to, subject: pointMessages.lowBalanceMailSubject, text, html: `<p>${text}</p>` });
    if (delivered)
      await deps.db.update(lowBalanceAlerts).set({ mailedAt: deps.clock.now() }).where(eq(lowBalanceAlerts.accountId, accountId));
  } catch (error) {
    // The alert stands (the notice shows it); a failed mail is logged, not retried.
    deps.log?.warn({ err: error, accountId }, 'low-balance mail failed');
  }
}

/**
 * For request handlers after their own transaction committed: the alert is a side effect, so a
 * failure is logged and never turns the committed answer into an error.
 */
export async function evaluateAfterCommit(deps: LowBalanceDeps, accountId: number, afterDeposit = false): Promise<void> {
  try {
    await evaluateLowBalance(deps, accountId, afterDeposit);
  } catch (error) {
    deps.log?.warn({ err: error, accountId }, 'low-balance evaluation failed');
  }
}

/** Every account with a running line or an active alert: the settlement run's sweep. */
export async function evaluateAllLowBalances(deps: LowBalanceDeps): Promise<Record<LowBalanceOutcome, number>> {
  const rows = await rowsOf<{ id: number }>(
    deps.db,
    sql`select owner_id as id from ads where status in ('PENDING', 'ACTIVE')
        union select account_id from low_balance_alerts where alerted_at is not null and cleared_at is null
        order by id`,
  );
  const ids = rows.map((row) => Number(row.id));
  const counts: Record<LowBalanceOutcome, number> = { FIRED: 0, CLEARED: 0, UNCHANGED: 0 };
  for (const id of ids) counts[await evaluateLowBalance(deps, id)] += 1;
  return counts;
}

/** Staff menu: advertisers whose low-balance alert is active. */
export const countActiveAlerts = (db: Runner): Promise<number> =>
  countOf(
    db
      .select({ n: count() })
      .from(lowBalanceAlerts)
      .where(and(sql`${lowBalanceAlerts.alertedAt} is not null`, sql`${lowBalanceAlerts.clearedAt} is null`)),
  );
