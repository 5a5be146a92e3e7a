/**
 * One batch of owner accounts settled in one transaction (the repository's `transaction`): locks,
 * the locked re-read, the plan, and the one writing statement; retried when another settler won.
 */
import { isUniqueViolation } from '../../db/rows';
import { actionNames, insufficientBalance } from '../points';
import { noCompletions, planAd, type AdDayPlan } from './plan';
import type { BatchWrites } from './batch-queries';
import type { SettlementAd } from './queries';
import type { SettlementTx } from './repository';
import type { SettlementDeps, SettlementTotals } from './service';

/**
 * Settles one batch of owner accounts in ONE transaction of three statements: locks the owners (id
 * order), re-reads what is settled and held under those locks (`batchState`), plans each day's
 * release and charge (balance_after running per account, never below what stays held), and writes
 * the ledger, settlement, margin, balance, hold and log rows in one statement (`writeBatch`). A
 * unique violation (another settler won) rolls it back.
 */
async function settleBatch(
  deps: SettlementDeps,
  tx: SettlementTx,
  owners: number[],
  adsByOwner: Map<number, SettlementAd[]>,
  completions: Map<number, Map<string, number>>,
  upTo: string,
  skipped: number[],
  skippedAdDays: SettlementTotals['skippedAdDays'],
): Promise<AdDayPlan[]> {
  const bookedAt = (day: string) => deps.bookedAt?.(day) ?? null;
  const balances = await tx.lockAccounts(owners);
  const batchAds = owners.flatMap((owner) => adsByOwner.get(owner) ?? []);
  const adIds = batchAds.map((ad) => ad.id);
  const { settled, holds, held } = await tx.batchState(owners, adIds, upTo);

  const plans: AdDayPlan[] = [];
  const adDays: BatchWrites['adDays'] = [];
  const newBalances: BatchWrites['balances'] = [];
  for (const owner of owners) {
    const ownerPlans = (adsByOwner.get(owner) ?? [])
      .flatMap((ad) => planAd(ad, holds.get(ad.id), completions.get(ad.id) ?? noCompletions, settled, upTo))
      .sort((a, b) => (a.day === b.day ? a.adId - b.adId : a.day < b.day ? -1 : 1));
    if (!ownerPlans.length) continue;
    const balance = balances.get(owner) ?? 0;
    const charged = ownerPlans.reduce((sum, plan) => sum + plan.amount, 0);
    const heldAfter = (held.get(owner) ?? 0) - ownerPlans.reduce((sum, plan) => sum + plan.holdReleased, 0);
    // The ledger's rule (appendLocked): a debit may not leave the balance below what stays held.
    if (balance - charged < heldAfter) {
      deps.log?.error(
        { accountId: owner, balance, charged, heldAfter, error: insufficientBalance().message },
        'settlement skipped an account that cannot pay',
      );
      skipped.push(owner);
      for (const plan of ownerPlans) skippedAdDays.push({ adId: plan.adId, day: plan.day });
      continue;
    }
    // The AD_DEDUCT rows (amount > 0) in this order, each with the balance it leaves (writeBatch).
    let running = balance;
    for (const plan of ownerPlans) {
      running -= plan.amount;
      adDays.push({
        ad_id: plan.adId,
        day: plan.day,
        completions: plan.completions,
        unit_price_tenths: plan.unitPriceTenths,
        amount: plan.amount,
        hold_released: plan.holdReleased,
        account_id: owner,
        balance_after: running,
        booked_at: bookedAt(plan.day),
      });
    }
    if (charged > 0) newBalances.push({ id: owner, point: running });
    plans.push(...ownerPlans);
  }
  if (!plans.length) return plans;

  const lastPlanOfAd = new Map<number, AdDayPlan>();
  for (const plan of plans) lastPlanOfAd.set(plan.adId, plan);
  await tx.writeBatch(
    {
      adDays,
      balances: newBalances,
      holds: [...lastPlanOfAd.values()]
        .filter((plan) => holds.has(plan.adId))
        .map((plan) => ({
          ad_id: plan.adId,
          amount: plan.holdAfter,
          held_through: plan.holdAfter > 0 ? holds.get(plan.adId)!.heldThrough : null,
        })),
      holdLogs: holdLogsOf(plans, bookedAt),
    },
    actionNames.AD_DEDUCT,
  );
  await deps.hooks?.beforeCommit?.(plans);
  return plans;
}

/** The AD_DEDUCT row's idempotency key of an ad-day (writeBatch writes the same in SQL). */
export const ledgerKey = (adId: number, day: string) => `settle:ad:${adId}:${day}`;

/**
 * One hold log per ad per run (not per day): before = the hold before its first released day,
 * after = after its last; writeBatch writes the reason, `{day} 정산` for one day or
 * `{first} ~ {last} 정산 ({n}일)` (days in the Korean form) for a catch-up over several. Half the rows
 * of a two-day catch-up (bench:settlement); the per-day detail stays on the settlement rows
 * (`hold_released`).
 */
function holdLogsOf(plans: AdDayPlan[], bookedAt: (day: string) => string | null): BatchWrites['holdLogs'] {
  const releasing = new Map<number, { first: AdDayPlan; last: AdDayPlan; days: number }>();
  for (const plan of plans) {
    if (plan.holdReleased <= 0) continue;
    const ofAd = releasing.get(plan.adId);
    if (ofAd) {
      ofAd.last = plan;
      ofAd.days += 1;
    } else releasing.set(plan.adId, { first: plan, last: plan, days: 1 });
  }
  return [...releasing.values()].map(({ first, last, days }) => ({
    ad_id: first.adId,
    before: first.holdBefore,
    after: last.holdAfter,
    first_day: first.day,
    last_day: last.day,
    days,
    booked_at: bookedAt(last.day),
  }));
}

/** One batch in its own transaction; a unique violation means another settler got there first: re-check and go again. */
export async function settleBatchOnce(
  deps: SettlementDeps,
  owners: number[],
  adsByOwner: Map<number, SettlementAd[]>,
  completions: Map<number, Map<string, number>>,
  upTo: string,
  skipped: number[],
  skippedAdDays: SettlementTotals['skippedAdDays'],
): Promise<AdDayPlan[]> {
  for (let attempt = 1; ; attempt += 1) {
    const skippedHere: number[] = [];
    const skippedDaysHere: SettlementTotals['skippedAdDays'] = [];
    try {
      const plans = await deps.repo.transaction((tx) =>
        settleBatch(deps, tx, owners, adsByOwner, completions, upTo, skippedHere, skippedDaysHere),
      );
      skipped.push(...skippedHere);
      skippedAdDays.push(...skippedDaysHere);
      return plans;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
      deps.log?.info({ owners: owners.length, attempt }, 'settlement batch raced another settler; re-checking');
    }
  }
}
