/**
 * The console test sends' row per app (offerwall_test_sends; test-send-limit.ts decides): the one
 * statement that claims a send, the row read when it did not, and the lease ended.
 */
import { TEST_POSTBACK_PER_WINDOW } from '@nurly/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offerwallTestSends } from '../../db/schema/offerwall';

/**
 * Takes the app's lease until `lease` when no lease is live and the window (a new one when the
 * last began at or before `windowEndedAt`) has room: true when it was taken.
 */
export async function leaseTestSend(db: Db, appId: number, now: Date, lease: Date, windowEndedAt: Date): Promise<boolean> {
  const windowEnded = sql`${offerwallTestSends.windowStart} <= ${windowEndedAt}`;
  const claimed = await db
    .insert(offerwallTestSends)
    .values({ appId, inFlightUntil: lease, windowStart: now, windowCount: 1 })
    .onConflictDoUpdate({
      target: offerwallTestSends.appId,
      set: {
        inFlightUntil: lease,
        windowStart: sql`case when ${windowEnded} then ${now}::timestamptz else ${offerwallTestSends.windowStart} end`,
        windowCount: sql`case when ${windowEnded} then 1 else ${offerwallTestSends.windowCount} + 1 end`,
      },
      setWhere: sql`(${offerwallTestSends.inFlightUntil} is null or ${offerwallTestSends.inFlightUntil} <= ${now})
        and (${windowEnded} or ${offerwallTestSends.windowCount} < ${TEST_POSTBACK_PER_WINDOW})`,
    })
    .returning({ appId: offerwallTestSends.appId });
  return claimed.length > 0;
}

export async function findTestSend(db: Db, appId: number) {
  const [row] = await db.select().from(offerwallTestSends).where(eq(offerwallTestSends.appId, appId));
  return row;
}

/** Ends this send's lease (a later claim's lease is left alone). */
export async function releaseTestSend(db: Db, appId: number, lease: Date): Promise<void> {
  await db
    .update(offerwallTestSends)
    .set({ inFlightUntil: null })
    .where(and(eq(offerwallTestSends.appId, appId), eq(offerwallTestSends.inFlightUntil, lease)));
}
