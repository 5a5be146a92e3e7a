/**
 * The midnight settlement (docs/decisions/money-loop.md#settlement; decisions in README.md). `settleUpTo(deps, day)` settles
 * every ad-day and publisher app-day up to `day` that has no settlement row yet, so a missed or
 * repeated run catches up and never charges twice. Exactly once comes from the database: every
 * ad-day is written under its owner's account lock with the unique (ad, day) settlement row and the
 * unique ledger key `settle:ad:{adId}:{day}` in the same transaction as its charge.
 */
import type { FastifyBaseLogger } from 'fastify';
import { chargeWon, daysBetween, holdWon, payoutWon, shiftDay } from '@nurly/contracts/schemas';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../db/rows';
import type { Tx } from '../../db/tx';
import { actionNames, insufficientBalance } from '../points';
import { creditMargins, creditableThrough } from './margins';
import type { BatchWrites, HoldRow, SettlementAd } from './queries';
import type { SettlementRepository } from './repository';

/** One settled ad-day, as the hooks and the totals see it. */
export interface SettledAdDay {
  adId: number;
  ownerId: number;
  day: string;
  completions: number;
  amount: number;
  holdReleased: number;
}

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

const maxDay = (a: string, b: string) => (a > b ? a : b);
const minDay = (a: string, b: string) => (a < b ? a : b);
const noCompletions: ReadonlyMap<string, number> = new Map();

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

interface AdDayPlan extends SettledAdDay {
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

/**
 * Settles one batch of owner accounts in ONE transaction of three statements: locks the owners (id
 * order), re-reads what is settled and held under those locks (`batchState`), plans each day's
 * release and charge (balance_after running per account, never below what stays held), and writes
 * the ledger, settlement, margin, balance, hold and log rows in one statement (`writeBatch`). A
 * unique violation (another settler won) rolls it back.
 */
async function settleBatch(
  deps: SettlementDeps,
  tx: Tx,
  owners: number[],
  adsByOwner: Map<number, SettlementAd[]>,
  completions: Map<number, Map<string, number>>,
  upTo: string,
  skipped: number[],
  skippedAdDays: SettlementTotals['skippedAdDays'],
): Promise<AdDayPlan[]> {
  const { repo } = deps;
  const bookedAt = (day: string) => deps.bookedAt?.(day) ?? null;
  const balances = await repo.lockAccounts(tx, owners);
  const batchAds = owners.flatMap((owner) => adsByOwner.get(owner) ?? []);
  const adIds = batchAds.map((ad) => ad.id);
  const { settled, holds, held } = await repo.batchState(tx, owners, adIds, upTo);

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
  await repo.writeBatch(
    tx,
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

/** One batch in its own transaction; a unique violation means another settler got there first: re-check and go again. */
async function settleBatchOnce(
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
      const plans = await deps.repo.db.transaction((tx) =>
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

/** Yesterday in Asia/Seoul by the app's clock: the last day a run settles. */
export const lastSettleableDay = (clock: Clock) => shiftDay(clock.seoulDay(), -1);
