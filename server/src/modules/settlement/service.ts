/**
 * The midnight settlement (docs/decisions/money-loop.md#settlement; decisions in README.md). `settleUpTo(deps, day)` settles
 * every ad-day and publisher app-day up to `day` that has no settlement row yet, so a missed or
 * repeated run catches up and never charges twice. Exactly once comes from the database: every
 * ad-day is written under its owner's account lock with the unique (ad, day) settlement row and the
 * unique ledger key `settle:ad:{adId}:{day}` in the same transaction as its charge.
 */
import type { FastifyBaseLogger } from 'fastify';
import { payoutWon, shiftDay } from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import { settleBatchOnce } from './batch';
import { creditMargins, creditableThrough } from './margins';
import type { SettledAdDay } from './plan';
import type { SettlementAd } from './queries';
import type { SettlementRepository } from './repository';

export { ledgerKey } from './batch';
export type { SettledAdDay } from './plan';

export interface SettlementHooks {
  /** Runs inside a batch's transaction just before it commits (tests: a crash mid-run). */
  beforeCommit?(batch: SettledAdDay[]): Promise<void> | void;
  /** Runs after a batch committed. */
  afterCommit?(batch: SettledAdDay[]): Promise<void> | void;
}

export interface SettlementDeps {
  repo: SettlementRepository;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** Owner accounts settled per transaction (default 200): batches keep a million completions fast. */
  accountsPerBatch?: number;
  /**
   * Batches settled side by side (default 1). Batches hold disjoint accounts, so on PostgreSQL they
   * never wait for each other; PGlite is one connection and gains nothing.
   */
  parallelBatches?: number;
  hooks?: SettlementHooks;
  /** Runs after a successful run is recorded (the low-balance sweep); its failure is logged, not the run's. */
  afterRun?: () => Promise<unknown>;
  /**
   * When a day's rows are booked (ledger, settlement, log); default now. Only the demo
   * seeder sets it, to the 00:05 after each simulated day, so the seeded history reads like the
   * fortnight the cron would have run.
   */
  bookedAt?: (day: string) => string;
}

export interface SettlementTotals {
  days: string[];
  adDays: number;
  charged: number;
  holdReleased: number;
  publisherDays: number;
  payout: number;
  /** Publisher statements (정산서) of ended months written or brought up to date by this run. */
  statements: number;
  /** Accounts skipped because their balance could not pay (logged; retried at the next run). */
  skippedAccounts: number[];
  /** The ad-days of those accounts (their resellers' credit of the day waits for them). */
  skippedAdDays: { adId: number; day: string }[];
  /** Reseller margin credits written (one per reseller and day, margins.ts) and their whole won. */
  marginCredits: number;
  marginCredited: number;
}

/** Completions of a day still arrive for this long after its midnight (batches that read the day before it ended). */
const graceMs = 5 * 60_000;

/**
 * Settles every unsettled ad-day and publisher app-day up to `upTo` (inclusive; the cron passes
 * yesterday). Safe to run any number of times, from any number of instances at once.
 */
export async function settleUpTo(deps: SettlementDeps, upTo: string): Promise<SettlementTotals> {
  const { repo } = deps;
  // Only the completions the seal does not cover are read: a re-run with nothing new reads none.
  // The newest id is taken before the read, so every completion up to it is in the read.
  const [seal, readThrough] = await Promise.all([repo.readSeal(), repo.lastCompletionId()]);
  // The ads whose hold may carry a past day (a pre-filter: the locked re-read in each batch decides)
  // are read beside the completions, on another connection.
  const [groups, held] = await Promise.all([repo.unsettledCompletionGroups(seal, upTo), repo.heldAds(upTo)]);
  const totals: SettlementTotals = {
    days: [],
    adDays: 0,
    charged: 0,
    holdReleased: 0,
    publisherDays: 0,
    payout: 0,
    statements: 0,
    skippedAccounts: [],
    skippedAdDays: [],
    marginCredits: 0,
    marginCredited: 0,
  };
  const days = new Set<string>();

  // Advertisers: completions per ad-day, plus every ad whose hold may carry a past day.
  const completions = new Map<number, Map<string, number>>();
  for (const group of groups) {
    const ofAd = completions.get(group.adId) ?? new Map<string, number>();
    ofAd.set(group.day, (ofAd.get(group.day) ?? 0) + group.completions);
    completions.set(group.adId, ofAd);
  }
  const heldIds = new Set(held.map((ad) => ad.id));
  const adsByOwner = new Map<number, SettlementAd[]>();
  for (const ad of [...held, ...(await repo.settlementAds([...completions.keys()].filter((id) => !heldIds.has(id))))]) {
    const ofOwner = adsByOwner.get(ad.ownerId);
    if (ofOwner) ofOwner.push(ad);
    else adsByOwner.set(ad.ownerId, [ad]);
  }
  const owners = [...adsByOwner.keys()].sort((a, b) => a - b);
  // Batches of equal size, as many as can run side by side or a multiple: 1,000 accounts on 4 lanes
  // are 4 × 250, not 5 × 200 (a fifth batch alone on one lane after the others).
  const lanes = Math.max(1, deps.parallelBatches ?? 1);
  const rounds = Math.max(1, Math.ceil(owners.length / (Math.max(1, deps.accountsPerBatch ?? 200) * lanes)));
  const perBatch = Math.max(1, Math.ceil(owners.length / (rounds * lanes)));
  const batches: number[][] = [];
  for (let start = 0; start < owners.length; start += perBatch) batches.push(owners.slice(start, start + perBatch));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batchOwners = batches[next++];
      const plans = await settleBatchOnce(deps, batchOwners, adsByOwner, completions, upTo, totals.skippedAccounts, totals.skippedAdDays);
      for (const plan of plans) {
        totals.adDays += 1;
        totals.charged += plan.amount;
        totals.holdReleased += plan.holdReleased;
        days.add(plan.day);
      }
      if (plans.length) await deps.hooks?.afterCommit?.(plans);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, batches.length)) }, worker));

  // Publishers: one row per (app, day); the unique key makes a repeat or a racing run a no-op.
  const appDays = new Map<string, { app_id: number; publisher_id: number; day: string; completions: number; payoutTenths: number }>();
  for (const group of groups) {
    const key = `${group.appId}:${group.day}`;
    const row = appDays.get(key) ?? {
      app_id: group.appId,
      publisher_id: group.publisherId,
      day: group.day,
      completions: 0,
      payoutTenths: 0,
    };
    row.completions += group.completions;
    row.payoutTenths += group.payoutTenths;
    appDays.set(key, row);
  }
  const publisherRows = [...appDays.values()].map(({ payoutTenths, ...row }) => ({ ...row, payout: payoutWon(payoutTenths) }));
  for (const inserted of await repo.insertPublisherSettlements(publisherRows)) {
    totals.publisherDays += 1;
    totals.payout += inserted.payout;
    days.add(inserted.day);
  }
  // A month whose last day is settled closes: each app's settled days of it go on its statement
  // (정산서; offerwall/statement-queries.ts), created or topped up while unpaid. Every run catches up.
  const closedAt = deps.bookedAt ? new Date(deps.bookedAt(upTo)) : deps.clock.now();
  totals.statements = (await repo.closeStatements(upTo, closedAt)).statements;
  // Reseller margins are written with each batch's ad-days (settleBatch), in the batch's transaction.
  totals.days = [...days].sort();
  // Every group read is settled now (by this run or, under the owners' locks, by a concurrent one), so
  // the seal covers days up to `upTo` and ids up to `readThrough`: once the grace of `upTo` is over
  // (00:05 of the next day) no completion with a smaller id is still in flight. An account that could
  // not pay leaves its ad-days to the next run, which must read them again: no seal then.
  const graceOver = deps.clock.seoulDay(new Date(deps.clock.now().getTime() - graceMs)) > upTo;
  const complete = graceOver && !totals.skippedAccounts.length;
  if (complete) await repo.advanceSeal({ day: upTo, completionId: readThrough });
  // Then each reseller's margins of every complete day, one credit per (reseller, day): margins.ts.
  const credits = await creditMargins(deps, creditableThrough(upTo, graceOver), totals.days, totals.skippedAdDays, complete);
  totals.marginCredits = credits.credits;
  totals.marginCredited = credits.credited;
  return totals;
}

/** Yesterday in Asia/Seoul by the app's clock: the last day a run settles. */
export const lastSettleableDay = (clock: Clock) => shiftDay(clock.seoulDay(), -1);
