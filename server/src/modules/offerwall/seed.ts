/**
 * Demo data of the offerwall console (issue 14 item 7): the demo `offerwall` account gets one app
 * with a FIXED, published key and secret (demo only: seeding is refused in production) and a
 * simulated fortnight on the seeded ACTIVE ads — clicks, completions, rejections with reasons,
 * postbacks (mostly delivered, a few failed or pending) and monitoring flags. Completions per ad
 * and day stay within the counts the ads seed wrote into ad_histories (so within the daily
 * volumes). Daily settlements are the settlement seeder's (it runs after this one). Idempotent:
 * skipped once the demo app exists.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { tenthsToWon } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { adHistories, ads } from '../../db/schema/ads';
import { offerwallClicks, offerwallCompletions, offerwallFlags, offerwallPostbacks, publisherApps } from '../../db/schema/offerwall';
import { seoulDayOf, shiftDay } from '../../lib/clock';

/** Published demo credentials (README): never valid anywhere but a seeded demo database. */
export const DEMO_PUBLISHER_KEY = 'nk_demo_offerwall_local_0001';
export const DEMO_PUBLISHER_SECRET = 'demo-offerwall-secret-do-not-use-in-production-0001';
/** Where the demo app's postbacks go: `pnpm demo:publisher` listens there while it runs. */
export const DEMO_POSTBACK_URL = 'http://127.0.0.1:8090/postback';

const DAYS = 14;
/** Share of an ad-day's completions (from the ads seed) this demo app delivered. */
const SHARE = 0.35;

/** A small deterministic PRNG (mulberry32): the same demo every time. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const kstInstant = (day: string, secondsIntoDay: number) => new Date(Date.parse(`${day}T00:00:00+09:00`) + secondsIntoDay * 1000);

export async function seedOfferwallDemo(db: Db, today = seoulDayOf(new Date())): Promise<void> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'offerwall'));
  if (!owner) return;
  const [existing] = await db.select({ id: publisherApps.id }).from(publisherApps).where(eq(publisherApps.apiKey, DEMO_PUBLISHER_KEY));
  if (existing) return;

  await db.transaction(async (tx) => {
    const [app] = await tx
      .insert(publisherApps)
      .values({ ownerId: owner.id, name: '데모 리워드 앱', apiKey: DEMO_PUBLISHER_KEY, secret: DEMO_PUBLISHER_SECRET, postbackUrl: DEMO_POSTBACK_URL })
      .returning();
    const running = await tx.select().from(ads).where(eq(ads.status, 'ACTIVE'));
    if (!running.length) return;
    const from = shiftDay(today, -DAYS);
    const histories = await tx
      .select()
      .from(adHistories)
      .where(and(inArray(adHistories.adId, running.map((ad) => ad.id)), gte(adHistories.day, from), lte(adHistories.day, shiftDay(today, -1))));
    const next = random(20_260_101);
    const clicks: (typeof offerwallClicks.$inferInsert)[] = [];
    const attempts: { click: number; row: Omit<typeof offerwallCompletions.$inferInsert, 'clickId'> }[] = [];
    const userOf = (n: number) => `demo-user-${String(n).padStart(4, '0')}`;
    for (const history of histories) {
      const ad = running.find((candidate) => candidate.id === history.adId)!;
      const completions = Math.floor(history.completions * SHARE);
      const rejections = Math.max(0, Math.round(completions * 0.06));
      const opened = Math.round(completions * 0.15) + 1;
      const total = completions + rejections + opened;
      for (let i = 0; i < total; i += 1) {
        const at = kstInstant(history.day, 8 * 3600 + Math.floor(next() * 14 * 3600));
        const user = userOf(i); // distinct users per ad-day: once per user, ad and day
        const status = i < completions ? 'COMPLETED' : i < completions + rejections ? 'REJECTED' : 'OPEN';
        clicks.push({ appId: app.id, adId: ad.id, userKey: user, ip: `203.0.113.${1 + Math.floor(next() * 250)}`, adid: null, day: history.day, status, createdAt: at });
        if (status === 'OPEN') continue;
        const seconds = 20 + Math.floor(next() * 400);
        const reason = status === 'REJECTED' ? (ad.question ? 'WRONG_ANSWER' : next() < 0.5 ? 'TOO_FAST' : 'CLICK_EXPIRED') : null;
        attempts.push({
          click: clicks.length - 1,
          row: {
            appId: app.id,
            publisherId: owner.id,
            adId: ad.id,
            userKey: user,
            day: history.day,
            status,
            reason,
            answer: reason === 'WRONG_ANSWER' ? '잘 모르겠어요' : null,
            unitPriceTenths: ad.unitPriceTenths,
            payoutTenths: ad.payoutTenths,
            secondsAfterClick: reason === 'TOO_FAST' ? 2 : reason === 'CLICK_EXPIRED' ? 2400 : seconds,
            createdAt: new Date(at.getTime() + (reason === 'TOO_FAST' ? 2 : reason === 'CLICK_EXPIRED' ? 2400 : seconds) * 1000),
          },
        });
      }
    }
    const clickIds: number[] = [];
    for (let i = 0; i < clicks.length; i += 500) {
      const rows = await tx.insert(offerwallClicks).values(clicks.slice(i, i + 500)).returning({ id: offerwallClicks.id });
      clickIds.push(...rows.map((row) => row.id));
    }
    const completions: { id: number; transactionId: string; appId: number; adId: number; userKey: string; day: string; payoutTenths: number; createdAt: Date }[] = [];
    for (let i = 0; i < attempts.length; i += 500) {
      const rows = await tx
        .insert(offerwallCompletions)
        .values(attempts.slice(i, i + 500).map((a) => ({ ...a.row, clickId: clickIds[a.click] })))
        .returning();
      completions.push(...rows.filter((row) => row.status === 'COMPLETED').map((row) => ({ ...row, createdAt: row.createdAt })));
    }
    // Postbacks: delivered after one or two attempts; the last two days hold a few failed and pending ones.
    const postbacks = completions.map((c, index) => {
      const recent = c.day >= shiftDay(today, -2);
      const status = recent && index % 41 === 0 ? 'FAILED' : recent && index % 29 === 0 ? 'PENDING' : 'DELIVERED';
      const attemptsMade = status === 'FAILED' ? 10 : status === 'PENDING' ? 2 : 1 + (index % 7 === 0 ? 1 : 0);
      return {
        completionId: c.id,
        appId: c.appId,
        url: DEMO_POSTBACK_URL,
        payload: { transaction_id: c.transactionId, mission_id: c.adId, user: c.userKey, payout: tenthsToWon(c.payoutTenths), payout_tenths: c.payoutTenths, day: c.day },
        status,
        attempts: attemptsMade,
        nextAttemptAt: status === 'PENDING' ? new Date(c.createdAt.getTime() + 70_000) : null,
        lastStatusCode: status === 'DELIVERED' ? 200 : 500,
        lastError: status === 'DELIVERED' ? null : 'HTTP_5XX',
        createdAt: c.createdAt,
        deliveredAt: status === 'DELIVERED' ? new Date(c.createdAt.getTime() + 1_000) : null,
      };
    });
    for (let i = 0; i < postbacks.length; i += 500) await tx.insert(offerwallPostbacks).values(postbacks.slice(i, i + 500));
    // A few flags, as the live rules would have raised them.
    const flagDays = [shiftDay(today, -1), shiftDay(today, -3), shiftDay(today, -6)];
    await tx.insert(offerwallFlags).values([
      { appId: app.id, day: flagDays[0], kind: 'IP_MANY_USERS', subject: '203.0.113.77', count: 7, details: { users: 7 } },
      { appId: app.id, day: flagDays[0], kind: 'TOO_FAST', subject: 'demo-user-0042', count: 4, details: { under_seconds: 10 } },
      { appId: app.id, day: flagDays[1], kind: 'DEVICE_MANY_USERS', subject: 'demo-device-3f9c', count: 3, details: { users: 3 } },
      { appId: app.id, day: flagDays[1], kind: 'ANSWER_FAILURES', subject: 'demo-user-0107', count: 8, details: { attempts: 12, rate: 0.67 } },
      { appId: app.id, day: flagDays[2], kind: 'USER_HAMMERING', subject: 'demo-user-0009', count: 63, details: { clicks: 63 } },
    ]);
  });
}
