/**
 * One day of the demo publisher's traffic (fortnight.ts), played through the publisher service: every
 * click is `publisher.click` (what `POST clicks` calls) and every answer goes through the completion
 * queue (what `POST clicks/{id}/complete` calls), so the ads' counters, the completions, the postbacks
 * and the monitoring flags are the ones the API writes. The day comes in waves; in each, the users
 * click one after another a few seconds apart, then answer together (one batch, as a burst of calls
 * would be). Besides the good answers: wrong answers on ads with a question, answers 2 s after the
 * click (TOO_FAST), a click answered after its window (CLICK_EXPIRED), clicks never answered, and on
 * a few days the patterns the monitoring flags catch. Everything comes from a seeded PRNG.
 */
import { sql } from 'drizzle-orm';
import { daysBetween } from '@nurly/contracts';
import { AppError } from '../lib/errors';
import { rowsOf } from '../db/rows';
import { createCompletionQueue } from '../modules/offerwall/completion-queue';
import { afterCommitSettled, type SeenSignature } from '../modules/offerwall/completions';
import { click, type PublisherAppRecord } from '../modules/offerwall/publisher';
import type { DemoStage } from './stage';

/** A small deterministic PRNG (mulberry32): the same demo every time. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

interface RunningAd {
  id: number;
  start_date: string;
  daily_volume: number;
  question: string | null;
  answers: string[];
}

type Kind = 'complete' | 'wrong' | 'fast' | 'flagFast' | 'open' | 'expired';

interface Visit {
  ad: RunningAd;
  user: string;
  ip: string;
  adid: string | null;
  kind: Kind;
  wave: number;
  clickId?: number;
}

export interface TrafficDay {
  day: string;
  /** Days from today (−14 … 0): the PRNG's seed and the day's special patterns. */
  offset: number;
  /** When each wave starts, ascending. */
  waves: Date[];
  /** Share of the day's completion curve delivered (today: the part of the day so far). */
  share: number;
}

export interface Publisher {
  app: PublisherAppRecord;
  complete: ReturnType<typeof createCompletionQueue>['complete'];
  /** Signatures are recorded against replays: each call has its own. */
  signatures: number;
}

export function publisherOf(stage: DemoStage, app: PublisherAppRecord): Publisher {
  return { app, complete: createCompletionQueue(stage.publisher).complete, signatures: 0 };
}

const WRONG_ANSWERS = ['잘 모르겠어요', '1.5kg', '10시', '모름', '5개'];
const FLAG_IP = '203.0.113.77';
const FLAG_DEVICE = 'demo-device-3f9c';

/** Each user key has its own documentation-range IP (unique among 762 consecutive users). */
function ipOf(user: number): string {
  const net = ['192.0.2', '198.51.100', '203.0.113'][user % 3];
  return `${net}.${1 + ((user * 7) % 254)}`;
}

/** The day's completions of an ad: a ramp to the volume over its first week, with a little noise. */
function completionsOf(ad: RunningAd, day: string, share: number, next: () => number): number {
  const index = daysBetween(ad.start_date, day) - 1;
  const curve = Math.min(1, 0.5 + 0.06 * index) * (0.88 + 0.12 * next());
  return Math.min(ad.daily_volume, Math.round(ad.daily_volume * curve * share));
}

function plan(ads: RunningAd[], traffic: TrafficDay): Visit[] {
  const next = random(20_260_101 + traffic.offset * 7919);
  const waves = traffic.waves.length;
  let userNumber = 1000 + (((traffic.offset + 15) * 400) % 3000);
  const visit = (ad: RunningAd, kind: Kind, wave = Math.floor(next() * waves)): Visit => {
    const number = userNumber++;
    return { ad, user: `demo-user-${number}`, ip: ipOf(number), adid: null, kind, wave };
  };
  const visits: Visit[] = [];
  for (const ad of ads) {
    const count = completionsOf(ad, traffic.day, traffic.share, next);
    for (let i = 0; i < count; i += 1) visits.push(visit(ad, 'complete'));
    if (ad.question && next() < 0.5 * traffic.share) visits.push(visit(ad, 'wrong'));
    if (next() < 0.2 * traffic.share) visits.push(visit(ad, 'fast'));
    if (next() < 0.25 * traffic.share) visits.push(visit(ad, 'open'));
  }
  // A click answered in a later wave, after its 30-minute window (a whole day's waves are hours apart).
  if (traffic.offset < 0 && waves >= 3 && ads.length) visits.push(visit(ads[Math.floor(next() * ads.length)], 'expired', 0));

  // Patterns the monitoring flags catch (offerwall/monitoring.ts thresholds).
  const regular = visits.filter((v) => v.kind === 'complete');
  const asked = ads.filter((ad) => ad.question);
  if (traffic.offset === -1) {
    for (const v of regular.slice(0, 6)) v.ip = FLAG_IP; // IP_MANY_USERS: six user keys on one IP
    // TOO_FAST: one user key answering three ads 6–8 s after clicking, early in the day.
    for (const ad of ads.slice(0, 3)) visits.push({ ad, user: 'demo-user-0042', ip: ipOf(42), adid: null, kind: 'flagFast', wave: 0 });
  }
  if (traffic.offset === -3) {
    for (const v of regular.slice(-3)) v.adid = FLAG_DEVICE; // DEVICE_MANY_USERS: three user keys on one device
    // ANSWER_FAILURES: one user key answering the ads with a question wrong, ten times.
    for (let i = 0; i < 10 && asked.length; i += 1)
      visits.push({ ad: asked[i % asked.length], user: 'demo-user-0107', ip: ipOf(107), adid: null, kind: 'wrong', wave: 0 });
  }
  // Shuffle (Fisher–Yates), so a wave's clicks interleave the ads.
  for (let i = visits.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [visits[i], visits[j]] = [visits[j], visits[i]];
  }
  return visits;
}

async function runningAds(stage: DemoStage, day: string): Promise<RunningAd[]> {
  const rows = await rowsOf<RunningAd>(
    stage.db,
    sql`
    select id, start_date::text as start_date, daily_volume, question, answers from ads
    where status = 'ACTIVE' and start_date <= ${day}::date and end_date >= ${day}::date order by id`,
  );
  return rows.map((ad) => ({ ...ad, id: Number(ad.id), answers: ad.answers ?? [] }));
}

/** Clicks the visit at the clock's now; a mission no longer offered (its volume reached) is skipped. */
async function clickOf(stage: DemoStage, publisher: Publisher, visit: Visit): Promise<void> {
  try {
    const clicked = await click(stage.publisher, publisher.app, {
      mission_id: visit.ad.id,
      user: visit.user,
      ip: visit.ip,
      adid: visit.adid,
    });
    visit.clickId = clicked.click_id;
  } catch (error) {
    if (!(error instanceof AppError && error.statusCode === 404)) throw error;
  }
}

function answerOf(visit: Visit, index: number): string | undefined {
  if (visit.kind === 'wrong') return WRONG_ANSWERS[index % WRONG_ANSWERS.length];
  return visit.ad.question ? visit.ad.answers[0] : undefined;
}

/**
 * The day's waves, in order, each to run at its instant (the agenda interleaves them with the day's
 * other events). The running ads are read now, after the night's crons and before the day's events.
 */
export async function publisherWaves(stage: DemoStage, publisher: Publisher, traffic: TrafficDay): Promise<(() => Promise<void>)[]> {
  const ads = await runningAds(stage, traffic.day);
  if (!ads.length) return [];
  const visits = plan(ads, traffic);
  const next = random(31_337 + traffic.offset);
  return traffic.waves.map((_, wave) => async () => {
    const mine = visits.filter((v) => v.wave === wave);
    let clickAt = stage.clock.now().getTime();
    const clickThen = async (visit: Visit, when: number) => {
      if (when > stage.clock.now().getTime()) stage.clock.set(new Date(when));
      await clickOf(stage, publisher, visit);
    };
    for (const visit of mine.filter((v) => v.kind !== 'fast' && v.kind !== 'flagFast')) {
      clickAt += 2_000 + Math.floor(next() * 4_000);
      await clickThen(visit, clickAt);
    }
    // The answers come together: 6–8 s after the flagged user's clicks, 2 s after the too-fast ones.
    const answerAt = clickAt + 20_000;
    for (const [i, visit] of mine.filter((v) => v.kind === 'flagFast').entries()) await clickThen(visit, answerAt - 8_000 + i * 1_000);
    for (const visit of mine.filter((v) => v.kind === 'fast')) await clickThen(visit, answerAt - 2_000);
    if (answerAt > stage.clock.now().getTime()) stage.clock.set(new Date(answerAt));
    const expiredNow = wave === 2 ? visits.filter((v) => v.kind === 'expired') : [];
    // Wrong answers first: a user's wrong attempt and its right one on the same ad both count.
    const answering = [...mine.filter((v) => v.kind !== 'open' && v.kind !== 'expired'), ...expiredNow]
      .filter((v) => v.clickId !== undefined)
      .sort((a, b) => Number(b.kind === 'wrong') - Number(a.kind === 'wrong'));
    const expiresAt = new Date(stage.clock.now().getTime() + stage.publisher.config.signatureWindowSeconds * 1000);
    await Promise.all(
      answering.map((visit, index) => {
        const signature: SeenSignature = { appId: publisher.app.id, signature: `demo-seed-${(publisher.signatures += 1)}`, expiresAt };
        return publisher.complete(publisher.app, visit.clickId!, answerOf(visit, index), signature).catch((error: unknown) => {
          if (!(error instanceof AppError)) throw error;
        });
      }),
    );
    // The attempts' flags are written after the commit: wait for them, so the step stamps them too.
    await afterCommitSettled();
  });
}
