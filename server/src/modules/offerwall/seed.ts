/**
 * Demo data of the offerwall console: the demo `offerwall` account gets one app with
 * a FIXED, published key and secret (demo only: seeding is refused in production). Its fortnight of
 * clicks, completions, rejections, postbacks and flags is played through the publisher service by the
 * demo fortnight (demo/traffic.ts). Idempotent: skipped once the demo app exists.
 */
import { shiftDay } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { createOfferwallRepository } from './repository';

/** Published demo credentials (README): never valid anywhere but a seeded demo database. */
export const DEMO_PUBLISHER_KEY = 'nk_demo_offerwall_local_0001';
export const DEMO_PUBLISHER_SECRET = 'demo-offerwall-secret-do-not-use-in-production-0001';
/** Where the demo app's postbacks go: `pnpm demo:publisher` listens there while it runs. */
export const DEMO_POSTBACK_URL = 'http://127.0.0.1:8090/postback';

export async function seedOfferwallDemo(db: Db): Promise<void> {
  const repo = createOfferwallRepository(db);
  const ownerId = await repo.accountIdByUsername('offerwall');
  if (ownerId === undefined) return;
  await repo.insertAppIfAbsent({
    ownerId,
    name: '데모 리워드 앱',
    apiKey: DEMO_PUBLISHER_KEY,
    secret: DEMO_PUBLISHER_SECRET,
    // The published demo secret is not a whsec_ secret: the demo app signs its postbacks the X-Nurly way.
    postbackScheme: 'nurly',
    postbackUrl: DEMO_POSTBACK_URL,
  });
}

/**
 * What the demo app's receiver answered: nothing listens on its postback URL while the demo is
 * seeded, so the postbacks the completions queued are recorded as a receiver would have answered
 * them — delivered after one or two attempts, and on the last two days a few that failed for good
 * (the console's resend) or still wait for their next retry. Postbacks carry no money.
 */
export async function recordDemoPostbacks(db: Db, appId: number, today: string): Promise<void> {
  await createOfferwallRepository(db).answerDemoPostbacks(appId, shiftDay(today, -2));
}
