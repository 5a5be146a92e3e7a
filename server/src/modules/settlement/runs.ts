/**
 * Settlement run records (`settlement_runs`): every run of the cron, of staff's "정산 실행" and of the
 * test clock writes one row — what it settled up to, how long it took, how many ad-days it charged
 * and how much (the AD_DEDUCT ledger rows it wrote, read back by their keys), and whether it failed.
 * A run that settles nothing writes a row too: that the job ran is what the operations page shows.
 */
import { hostname } from 'node:os';
import { offerwallMessages, type SettlementRunResult } from '@nurly/contracts/schemas';
import { ledgerKey, lastSettleableDay, settleUpTo, type SettledAdDay, type SettlementDeps, type SettlementTotals } from './service';

export type SettlementTrigger = 'SCHEDULE' | 'MANUAL' | 'CLOCK';

/** Which process ran a settlement: host and pid (several instances may run the cron). */
export const instanceName = () => `${hostname()}:${process.pid}`;

const MAX_ERROR_LENGTH = 2000;

/**
 * Settles up to yesterday (by the app clock) and records the run, then returns the totals, or
 * rethrows the run's error once the failed run is recorded (pg-boss retries the cron job).
 */
export async function settleAndRecord(
  deps: SettlementDeps,
  trigger: SettlementTrigger,
): Promise<{ upTo: string; totals: SettlementTotals }> {
  const upTo = lastSettleableDay(deps.clock);
  const startedAt = deps.clock.now();
  const started = performance.now();
  // What committed, batch by batch: a run that fails midway keeps (and counts) its committed batches.
  const committed: SettledAdDay[] = [];
  const hooks = {
    ...deps.hooks,
    afterCommit: async (batch: SettledAdDay[]) => {
      committed.push(...batch);
      await deps.hooks?.afterCommit?.(batch);
    },
  };
  let totals: SettlementTotals | null = null;
  let failure: unknown = null;
  try {
    totals = await settleUpTo({ ...deps, hooks }, upTo);
  } catch (error) {
    failure = error;
  }
  const durationMs = Math.round(performance.now() - started);
  const ledger = await deps.repo.ledgerTotalsOfKeys(committed.filter((day) => day.amount > 0).map((day) => ledgerKey(day.adId, day.day)));
  await deps.repo.insertSettlementRun({
    day: upTo,
    trigger,
    startedAt,
    finishedAt: deps.clock.now(),
    durationMs,
    adDays: committed.length,
    adsCharged: ledger.rows,
    amount: ledger.amount,
    publisherDays: totals?.publisherDays ?? 0,
    marginCredits: totals?.marginCredits ?? 0,
    marginCredited: totals?.marginCredited ?? 0,
    status: failure ? 'failed' : 'ok',
    error: failure ? String(failure instanceof Error ? failure.message : failure).slice(0, MAX_ERROR_LENGTH) : null,
    instance: instanceName(),
  });
  if (failure) throw failure;
  try {
    await deps.afterRun?.();
  } catch (error) {
    deps.log?.error({ err: error }, 'after-settlement work failed');
  }
  return { upTo, totals: totals! };
}

/** POST admin/settlements/run and the test clock: catch up to yesterday, recorded as a run. */
export async function runSettlement(deps: SettlementDeps, trigger: SettlementTrigger): Promise<SettlementRunResult> {
  const { totals } = await settleAndRecord(deps, trigger);
  return {
    message: offerwallMessages.settlementRun,
    days: totals.days,
    ad_days: totals.adDays,
    charged: totals.charged,
    hold_released: totals.holdReleased,
    publisher_days: totals.publisherDays,
    payout: totals.payout,
    margin_credits: totals.marginCredits,
    margin_credited: totals.marginCredited,
  };
}
