/**
 * The completion queue of one app instance: every `complete` call waits for the next batch of its
 * lane, and a lane runs one batch at a time (`completeBatch` in completions.ts decides and writes it).
 */
import type { PublisherAppRecord, PublisherDeps } from './publisher';
import { completeBatch, completionStats, type CompletionCall, type CompleteOutcome, type SeenSignature } from './completions';

const MAX_BATCH = 500;

interface Waiting {
  call: CompletionCall;
  resolve: (outcome: CompleteOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The queue of one app instance: `complete` resolves when the call's batch has committed. With one
 * lane (the default, `OFFERWALL_COMPLETION_LANES`) every call joins its next batch; with more, a call is
 * first routed to the lane of its click's ad (one primary-key lookup for every call that arrived
 * meanwhile: a click's ad never changes, so the route cannot go stale), then waits for that lane's
 * next batch. An unknown click id goes to lane 0, whose batch answers UNKNOWN_CLICK. `onBatch` hears
 * of every batch (its size and seconds): the app's metrics (nurly_offerwall_completion_batch_*).
 */
export function createCompletionQueue(
  deps: PublisherDeps,
  options: { lanes?: number; onBatch?: (size: number, seconds: number) => void } = {},
) {
  const laneCount = Math.max(1, Math.trunc(options.lanes ?? deps.config.completionLanes ?? 1));
  const lanes = Array.from({ length: laneCount }, () => ({ waiting: [] as Waiting[], draining: false }));
  const unrouted: Waiting[] = [];
  let routing = false;

  async function drain(lane: (typeof lanes)[number]) {
    lane.draining = true;
    try {
      // One turn of the event loop before the first batch, so that requests already read from the
      // sockets join it. Without it an idle lane starts a batch of one call, and on PGlite (which runs
      // on this thread, so nothing arrives while a batch runs) every batch stayed a batch of one.
      await new Promise<void>((resolve) => setImmediate(resolve));
      while (lane.waiting.length) {
        const batch = lane.waiting.splice(0, MAX_BATCH);
        const started = performance.now();
        try {
          const decided = await completeBatch(
            deps,
            batch.map((entry) => entry.call),
          );
          decided.forEach((result, index) =>
            'error' in result ? batch[index].reject(result.error) : batch[index].resolve(result.outcome),
          );
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
        completionStats.batches += 1;
        completionStats.calls += batch.length;
        completionStats.largestBatch = Math.max(completionStats.largestBatch, batch.length);
        const ms = performance.now() - started;
        completionStats.batchMs += ms;
        options.onBatch?.(batch.length, ms / 1000);
      }
    } finally {
      lane.draining = false;
    }
  }

  async function route() {
    routing = true;
    try {
      while (unrouted.length) {
        const entries = unrouted.splice(0);
        const started = performance.now();
        let adOf: Map<number, number>;
        try {
          adOf = await deps.repo.adsOfClicks([...new Set(entries.map((entry) => entry.call.clickId))]);
        } catch (error) {
          for (const entry of entries) entry.reject(error);
          continue;
        }
        completionStats.routeLookups += 1;
        completionStats.routeMs += performance.now() - started;
        for (const entry of entries) {
          const lane = lanes[(adOf.get(entry.call.clickId) ?? 0) % laneCount];
          lane.waiting.push(entry);
          if (!lane.draining) void drain(lane);
        }
      }
    } finally {
      routing = false;
    }
  }

  return {
    complete(app: PublisherAppRecord, clickId: number, answer: string | undefined, signature: SeenSignature): Promise<CompleteOutcome> {
      return new Promise((resolve, reject) => {
        const entry = { call: { app, clickId, answer, signature }, resolve, reject };
        if (laneCount === 1) {
          // One lane: nothing to route, no lookup.
          lanes[0].waiting.push(entry);
          if (!lanes[0].draining) void drain(lanes[0]);
          return;
        }
        unrouted.push(entry);
        if (!routing) void route();
      });
    },
  };
}
