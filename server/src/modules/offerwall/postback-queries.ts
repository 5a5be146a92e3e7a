/**
 * The postback rows' statements (postbacks.ts sends): a due row claimed under FOR UPDATE SKIP LOCKED
 * and leased, its app's signing columns, the row's new state after an attempt, the sweep's due rows,
 * the console's resend and its lookups.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Runner, Tx } from '../../db/tx';
import { offerwallPostbacks, publisherApps } from '../../db/schema/offerwall';

export type PostbackRecord = typeof offerwallPostbacks.$inferSelect;

/** The row if it is PENDING and due by `now`, locked; undefined when not due or another worker holds it. */
export async function lockDuePostback(tx: Tx, id: number, now: Date): Promise<PostbackRecord | undefined> {
  const [row] = await tx
    .select()
    .from(offerwallPostbacks)
    .where(and(eq(offerwallPostbacks.id, id), eq(offerwallPostbacks.status, 'PENDING'), lte(offerwallPostbacks.nextAttemptAt, now)))
    .for('update', { skipLocked: true });
  return row;
}

/** Moves a claimed row's next attempt to `lease`: while its attempt runs nobody else picks it up. */
export async function leasePostback(tx: Tx, id: number, lease: Date): Promise<void> {
  await tx.update(offerwallPostbacks).set({ nextAttemptAt: lease }).where(eq(offerwallPostbacks.id, id));
}

const signerColumns = {
  ownerId: publisherApps.ownerId,
  secret: publisherApps.secret,
  previousSecret: publisherApps.previousSecret,
  previousSecretExpiresAt: publisherApps.previousSecretExpiresAt,
  postbackScheme: publisherApps.postbackScheme,
};

/** How an app signs its postbacks: its owner, secrets and scheme. */
export async function postbackSigner(db: Runner, appId: number) {
  const [app] = await db.select(signerColumns).from(publisherApps).where(eq(publisherApps.id, appId));
  return app;
}

/** A row's state after an attempt (the attempt itself is logged with it: recordAttempt). */
export async function setPostbackState(tx: Tx, id: number, set: Partial<typeof offerwallPostbacks.$inferInsert>): Promise<void> {
  await tx.update(offerwallPostbacks).set(set).where(eq(offerwallPostbacks.id, id));
}

/** Ids of the PENDING postbacks due by `now`, oldest due first. */
export async function duePostbackIds(db: Db, now: Date, limit: number): Promise<number[]> {
  const due = await db
    .select({ id: offerwallPostbacks.id })
    .from(offerwallPostbacks)
    .where(and(eq(offerwallPostbacks.status, 'PENDING'), lte(offerwallPostbacks.nextAttemptAt, now)))
    .orderBy(asc(offerwallPostbacks.nextAttemptAt))
    .limit(limit);
  return due.map((row) => row.id);
}

export async function findPostback(db: Db, id: number): Promise<PostbackRecord | undefined> {
  const [row] = await db.select().from(offerwallPostbacks).where(eq(offerwallPostbacks.id, id));
  return row;
}

/** The app of a postback (the console's check that the caller sees it). */
export async function appOfPostback(db: Db, id: number): Promise<number | undefined> {
  const [postback] = await db.select({ appId: offerwallPostbacks.appId }).from(offerwallPostbacks).where(eq(offerwallPostbacks.id, id));
  return postback?.appId;
}

/** Console resend of FAILED/STOPPED postbacks: back to PENDING, due now, attempts from zero. */
export async function markForResend(db: Db, ids: number[], now: Date): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db
    .update(offerwallPostbacks)
    .set({ status: 'PENDING', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(inArray(offerwallPostbacks.id, ids), sql`${offerwallPostbacks.status} in ('FAILED','STOPPED')`))
    .returning({ id: offerwallPostbacks.id });
  return rows.length;
}
