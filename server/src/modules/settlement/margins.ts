/**
 * Margin credits (docs/decisions/resellers.md#margin-credits; README.md "Margin credits"): after a run's batches, every reseller
 * (tier 2–3, hub admins) is credited its margin rows of each settled day as ONE `MARGIN_CREDIT`
 * ledger row per (reseller, day), `marginCreditWon(Σ tenths)` whole won; the company's margin takes
 * the rounding. Exactly once: each batch of resellers is written under their account locks (id order)
 * after a re-read, with the unique (account, day) credit and ledger key; a racing writer's unique
 * violation rolls the batch back and it is re-checked.
 */
import { marginCreditWon, shiftDay } from '@nurly/contracts/schemas';
import { isUniqueViolation } from '../../db/rows';
import { actionNames } from '../points';
import type { CreditWindow, CreditWrite } from './margin-queries';
import type { SettlementDeps } from './service';

/** Resellers credited per transaction. */
const RESELLERS_PER_BATCH = 200;

export interface CreditTotals {
  /** (reseller, day) credits written. */
  credits: number;
  /** Whole won credited. */
  credited: number;
  /** (reseller, day) pairs held back: an ad-day below them of that day is still unsettled. */
  deferred: number;
}

/**
 * Credits every uncredited reseller day up to `through` — after the watermark, or among the days the
 * run settled — except the pairs held back (the resellers above the ad-days a run skipped: their day
 * is not complete). Moves the watermark to `through` when nothing was held back and `complete` says
 * every ad-day up to `through` is settled.
 */
export async function creditMargins(
  deps: SettlementDeps,
  through: string,
  settledDays: string[],
  skippedAdDays: { adId: number; day: string }[],
  complete: boolean,
): Promise<CreditTotals> {
  const { repo } = deps;
  const totals: CreditTotals = { credits: 0, credited: 0, deferred: 0 };
  const window: CreditWindow = { after: await repo.marginsCreditedThrough(), through, days: settledDays };
  const held = new Set((await repo.resellersAbove(skippedAdDays)).map((pair) => `${pair.accountId}:${pair.day}`));
  const resellers = await repo.resellersToCredit(window);
  for (let start = 0; start < resellers.length; start += RESELLERS_PER_BATCH) {
    const ids = resellers.slice(start, start + RESELLERS_PER_BATCH);
    const batch = await creditBatchOnce(deps, ids, window, held);
    totals.credits += batch.credits;
    totals.credited += batch.credited;
    totals.deferred += batch.deferred;
  }
  if (complete && held.size === 0) await repo.advanceMarginsCredited(through);
  return totals;
}

async function creditBatchOnce(deps: SettlementDeps, ids: number[], window: CreditWindow, held: Set<string>): Promise<CreditTotals> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.repo.transaction(async (tx) => {
        const balances = await tx.lockResellers(ids);
        const days = await tx.uncreditedDays(ids, window);
        const writes: CreditWrite[] = [];
        const running = new Map(balances);
        let deferred = 0;
        for (const day of days) {
          if (held.has(`${day.accountId}:${day.day}`)) {
            deferred += 1;
            continue;
          }
          const amount = marginCreditWon(day.tenths);
          const balance = (running.get(day.accountId) ?? 0) + amount;
          running.set(day.accountId, balance);
          writes.push({
            account_id: day.accountId,
            day: day.day,
            tenths: day.tenths,
            amount,
            actions: day.actions,
            balance_after: balance,
            booked_at: deps.bookedAt?.(day.day) ?? null,
            ids: day.ids,
          });
        }
        const credits = await tx.writeCredits(writes, actionNames.MARGIN_CREDIT);
        return { credits, credited: writes.reduce((sum, write) => sum + write.amount, 0), deferred };
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      deps.log?.info({ resellers: ids.length, attempt }, 'margin credit raced another settler; re-checking');
    }
  }
}

/** The last day a run may credit: `upTo` once its grace is over, else the day before (still filling). */
export const creditableThrough = (upTo: string, graceOver: boolean) => (graceOver ? upTo : shiftDay(upTo, -1));
