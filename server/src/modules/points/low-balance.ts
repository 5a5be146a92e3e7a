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
import { daysBetween, formatTenthsWon, holdWon, pointMessages, shiftDay } from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../keywords';
import { lockAccountOn } from './ledger';
import type { PointsRepository, PointsTx } from './repository';

/** The repository, or the same queries inside one of its transactions. */
type PointsReader = PointsRepository | PointsTx;

export interface LowBalanceDeps {
  repo: PointsRepository;
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
export async function scheduledNeed(db: PointsReader, accountId: number, today: string, days: number): Promise<number> {
  const last = shiftDay(today, days - 1);
  const lines = await db.runningLinesBetween(accountId, today, last);
  let need = 0;
  for (const line of lines) {
    const from = line.startDate > today ? line.startDate : today;
    const to = line.endDate < last ? line.endDate : last;
    need += holdWon(line.dailyVolume, line.unitPriceTenths, daysBetween(from, to));
  }
  return need;
}

async function figuresOf(db: PointsReader, accountId: number, balance: number, today: string, days: number): Promise<LowBalanceFigures> {
  const available = balance - (await db.heldOf(accountId));
  const need = await scheduledNeed(db, accountId, today, days);
  return { days, available, need, low: need > 0 && available < need };
}

export const lowBalanceMessage = (f: LowBalanceFigures) =>
  pointMessages.lowBalance(f.days, formatTenthsWon(f.available * 10), formatTenthsWon(f.need * 10));

/** The caller's figures and alert state, read without writing (the campaign pages' notice). */
export async function lowBalanceOf(deps: LowBalanceDeps, accountId: number) {
  const point = await deps.repo.pointOf(accountId);
  const figures = await figuresOf(deps.repo, accountId, point, deps.clock.seoulDay(), deps.days);
  const state = await deps.repo.lowBalanceState(accountId);
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
  const decided = await deps.repo.transaction(async (tx) => {
    const balance = await lockAccountOn(tx, accountId);
    const figures = await figuresOf(tx, accountId, balance, today, deps.days);
    const state = await tx.lockLowBalanceState(accountId);
    const active = Boolean(state?.alertedAt && !state.clearedAt);
    const now = deps.clock.now();
    if (figures.low && !active) {
      const values = { alertedAt: now, clearedAt: null, available: figures.available, need: figures.need, mailedAt: null, updatedAt: now };
      await tx.fireLowBalanceAlert(accountId, values);
      return { outcome: 'FIRED' as const, figures };
    }
    if (!figures.low && active && afterDeposit) {
      await tx.clearLowBalanceAlert(accountId, now);
      return { outcome: 'CLEARED' as const, figures };
    }
    return { outcome: 'UNCHANGED' as const, figures };
  });
  if (decided.outcome === 'FIRED') await mailAlert(deps, accountId, decided.figures);
  return decided.outcome;
}

async function mailAlert(deps: LowBalanceDeps, accountId: number, figures: LowBalanceFigures): Promise<void> {
  const to = (await deps.repo.advertiserEmailsOf(accountId))?.[0];
  if (!to) return;
  const text = lowBalanceMessage(figures);
  try {
    const { delivered } = await deps.mailer.send({ to, subject: pointMessages.lowBalanceMailSubject, text, html: `<p>${text}</p>` });
    if (delivered) await deps.repo.markLowBalanceMailed(accountId, deps.clock.now());
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
  const ids = await deps.repo.lowBalanceWatchIds();
  const counts: Record<LowBalanceOutcome, number> = { FIRED: 0, CLEARED: 0, UNCHANGED: 0 };
  for (const id of ids) counts[await evaluateLowBalance(deps, id)] += 1;
  return counts;
}
