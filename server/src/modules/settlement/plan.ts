/**
 * The plan of one ad's unsettled days: each day's charge and hold release, in day order (pure;
 * the batch writes it, batch.ts).
 */
import { chargeWon, daysBetween, holdWon, shiftDay } from '@nurly/contracts/schemas';
import type { HoldRow } from './batch-queries';
import type { SettlementAd } from './queries';

/** One settled ad-day, as the hooks and the totals see it. */
export interface SettledAdDay {
  adId: number;
  ownerId: number;
  day: string;
  completions: number;
  amount: number;
  holdReleased: number;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);
export const noCompletions: ReadonlyMap<string, number> = new Map();

let lastDay = '';
let lastDayAfter = '';
/** The day after `day`; one run asks it for the same `upTo` once per ad. */
function dayAfter(day: string): string {
  if (day !== lastDay) [lastDay, lastDayAfter] = [day, shiftDay(day, 1)];
  return lastDayAfter;
}

/** Days from `from` to `to`, both included, shared between calls (many ads run over the same days): never mutated. */
const dayRanges = new Map<string, readonly string[]>();

/** Every day from `from` to `to`, both included. */
function dayRange(from: string, to: string): readonly string[] {
  const key = `${from}|${to}`;
  let days = dayRanges.get(key);
  if (!days) {
    const range: string[] = [];
    for (let day = from; day <= to; day = shiftDay(day, 1)) range.push(day);
    if (dayRanges.size >= 4096) dayRanges.clear();
    dayRanges.set(key, (days = range));
  }
  return days;
}

export interface AdDayPlan extends SettledAdDay {
  unitPriceTenths: number;
  holdBefore: number;
  holdAfter: number;
}

/**
 * What one ad's unsettled days up to `upTo` charge and release, given its hold read under the lock.
 * The hold carries `kept` = amount − what the days after `upTo` hold (per-day × days(max(upTo+1,
 * start) … held_through)); the oldest unsettled days release it, a per-day each (or the day's charge,
 * if larger), until it is spent. Afterwards the hold is exactly what its future days should hold.
 */
export function planAd(
  ad: SettlementAd,
  hold: HoldRow | undefined,
  completionsByDay: ReadonlyMap<string, number>,
  settled: Set<string>,
  upTo: string,
): AdDayPlan[] {
  const perDay = holdWon(ad.dailyVolume, ad.unitPriceTenths);
  const amount = hold?.amount ?? 0;
  const heldThrough = hold?.heldThrough ?? null;
  const future = heldThrough && heldThrough > upTo ? perDay * daysBetween(maxDay(dayAfter(upTo), ad.startDate), heldThrough) : 0;
  let kept = Math.max(0, amount - future);
  const days = new Set<string>();
  for (const day of completionsByDay.keys()) if (day <= upTo) days.add(day);
  if (kept > 0 && heldThrough) for (const day of dayRange(ad.startDate, minDay(heldThrough, upTo))) days.add(day);
  let holdNow = amount;
  const plans: AdDayPlan[] = [];
  for (const day of [...days].sort()) {
    if (settled.has(`${ad.id}:${day}`)) continue;
    const completions = completionsByDay.get(day) ?? 0;
    const charge = chargeWon(completions, ad.unitPriceTenths);
    const release = Math.min(kept, Math.max(perDay, charge));
    if (completions === 0 && release === 0) continue;
    kept -= release;
    plans.push({
      adId: ad.id,
      ownerId: ad.ownerId,
      day,
      completions,
      amount: charge,
      unitPriceTenths: ad.unitPriceTenths,
      holdReleased: release,
      holdBefore: holdNow,
      holdAfter: holdNow - release,
    });
    holdNow -= release;
  }
  return plans;
}
