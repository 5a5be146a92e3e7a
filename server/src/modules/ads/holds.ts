/**
 * Point holds (docs/decisions/money-loop.md#holds): an ad holds its planned cost on its owner's balance, so available =
 * balance − holds never lets two ads (or an ad and a withdrawal) spend the same won. Every change
 * runs inside a transaction that has locked the owner's row (`lockAccount`), the same lock the
 * ledger takes, so holds, debits and withdrawals of one account are serialised.
 *
 * One row per ad: `amount` (whole won) and `held_through`, the last day the hold covers. Formulas
 * (README "Holds"):
 *   per-day hold = holdWon(daily_volume, unit_price_tenths) = ceil(daily_volume × unit_price_tenths / 10)
 *   running (PENDING, ACTIVE): kept + per-day × days(max(today, start) … end)
 *   stopped (PAUSED, CANCELLED after the start): kept + per-day × (today, if it was held and has started)
 *   released (REJECTED, CANCELLED before the start): 0
 * where `kept` is what the hold still carries for days before today (run, not yet settled: the
 * midnight settlement charges them and releases their day's hold).
 */
import { adMessages, daysBetween, holdWon, shiftDay } from '@nurly/contracts/schemas';
import { AppError } from '../../lib/errors';
import type { AdsTx } from './repository';

export const insufficientAvailable = () => new AppError(409, adMessages.insufficientAvailable, 'INSUFFICIENT_AVAILABLE');

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);

/** What decides an ad's hold. */
export interface HoldTerms {
  dailyVolume: number;
  unitPriceTenths: number;
  startDate: string;
  endDate: string;
}

export interface HoldState {
  amount: number;
  heldThrough: string | null;
}

/** A brand-new running ad: every day of its period. */
export function initialHold(terms: HoldTerms): HoldState {
  return {
    amount: holdWon(terms.dailyVolume, terms.unitPriceTenths, daysBetween(terms.startDate, terms.endDate)),
    heldThrough: terms.endDate,
  };
}

/**
 * What the hold carries for days before today (run, awaiting settlement): the current amount minus
 * the days from today on that it covers at the old terms.
 */
function keptBeforeToday(current: HoldState, old: HoldTerms, today: string): number {
  if (current.heldThrough === null) return 0;
  const ahead = holdWon(old.dailyVolume, old.unitPriceTenths, daysBetween(maxDay(today, old.startDate), current.heldThrough));
  return Math.max(0, current.amount - ahead);
}

/** The hold of a running ad (PENDING, ACTIVE) under new terms: kept days + today … end at the new volume and price. */
export function runningHold(current: HoldState, old: HoldTerms, next: HoldTerms, today: string): HoldState {
  const kept = keptBeforeToday(current, old, today);
  const ahead = holdWon(next.dailyVolume, next.unitPriceTenths, daysBetween(maxDay(today, next.startDate), next.endDate));
  return { amount: kept + ahead, heldThrough: next.endDate };
}

/**
 * The hold of a stopped ad (pause, cancel after the start): today's day hold stays (today's
 * completions are charged by settlement), every later day is released.
 */
export function stoppedHold(current: HoldState, terms: HoldTerms, today: string): HoldState {
  if (current.heldThrough === null) return current;
  const kept = keptBeforeToday(current, terms, today);
  const todayHeld = today >= terms.startDate && today <= current.heldThrough ? holdWon(terms.dailyVolume, terms.unitPriceTenths) : 0;
  const through = todayHeld > 0 ? today : kept > 0 ? minDay(shiftDay(today, -1), current.heldThrough) : null;
  return { amount: kept + todayHeld, heldThrough: through };
}

export const releasedHold: HoldState = { amount: 0, heldThrough: null };

export async function currentHold(tx: AdsTx, adId: number): Promise<HoldState> {
  const row = await tx.lockHoldRow(adId);
  return row ? { amount: Number(row.amount), heldThrough: row.heldThrough } : releasedHold;
}

/**
 * Moves an ad's hold to `next` and logs the change (field `hold`). The owner's row must be locked by
 * this transaction and `balance` read under that lock: a growing hold must fit in the available
 * balance (409 insufficientAvailable otherwise, and the caller's transaction writes nothing).
 */
export async function moveHold(
  tx: AdsTx,
  input: { adId: number; accountId: number; balance: number; actorId: number | null; reason?: string | null },
  next: HoldState,
): Promise<{ before: number; after: number }> {
  const before = await currentHold(tx, input.adId);
  const delta = next.amount - before.amount;
  if (delta > 0 && input.balance - (await tx.heldOf(input.accountId)) < delta) throw insufficientAvailable();
  await tx.upsertHold({ accountId: input.accountId, adId: input.adId, amount: next.amount, heldThrough: next.heldThrough });
  if (delta !== 0) await tx.insertAdLog(input.adId, input.actorId, 'hold', before.amount, next.amount, input.reason);
  return { before: before.amount, after: next.amount };
}
