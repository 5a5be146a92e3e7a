/**
 * The writes of the ads services: a campaign and its lines, the locked line and its hold, the change
 * log and problem reports. A statement taking `tx: Tx` runs inside the transaction that has locked
 * the owner's account (common.ts `ChangeContext`); reports are single statements.
 */
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { LIVE_AD_STATUSES } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { adLogs, adReports, ads, campaigns, pointHolds } from '../../db/schema/ads';

type AdLine = typeof ads.$inferSelect;

/** One entry of a line's change log; values are stored as text (arrays as JSON). */
export async function insertAdLog(
  tx: Tx,
  adId: number,
  actorId: number | null,
  field: string,
  before: unknown,
  after: unknown,
  reason?: string | null,
): Promise<void> {
  const text = (value: unknown) =>
    value === null || value === undefined ? null : Array.isArray(value) ? JSON.stringify(value) : String(value);
  await tx.insert(adLogs).values({ adId, actorId, field, before: text(before), after: text(after), reason: reason ?? null });
}

/** What makes two live lines the same ad: owner, channel, product, keyword, target and dates. */
export interface AdLineKey {
  ownerId: number;
  channel: string;
  productCode: string;
  keyword: string;
  mid: string | null;
  placeId: string | null;
  startDate: string;
  endDate: string;
}

/** The id of a live line identical to `line` (same owner, channel, product, keyword, target, overlapping dates), if any. */
export async function findLiveDuplicateLine(tx: Tx, line: AdLineKey, exceptId?: number): Promise<number | undefined> {
  const [existing] = await tx
    .select({ id: ads.id })
    .from(ads)
    .where(
      and(
        eq(ads.ownerId, line.ownerId),
        eq(ads.channel, line.channel),
        eq(ads.productCode, line.productCode),
        eq(ads.keyword, line.keyword),
        sql`coalesce(${ads.mid}, '') = ${line.mid ?? ''}`,
        sql`coalesce(${ads.placeId}, '') = ${line.placeId ?? ''}`,
        inArray(ads.status, [...LIVE_AD_STATUSES]),
        lte(ads.startDate, line.endDate),
        gte(ads.endDate, line.startDate),
        exceptId !== undefined ? sql`${ads.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return existing?.id;
}

/** The line's row, locked for this transaction. */
export async function lockAdLine(tx: Tx, id: number): Promise<AdLine | undefined> {
  const [ad] = await tx.select().from(ads).where(eq(ads.id, id)).for('update');
  return ad;
}

/** Every line of a campaign, in id order, locked for this transaction. */
export const lockCampaignLines = (tx: Tx, campaignId: number): Promise<AdLine[]> =>
  tx.select().from(ads).where(eq(ads.campaignId, campaignId)).orderBy(ads.id).for('update');

/** Writes columns of one line, stamping `updated_at`. */
export async function updateAdLine(tx: Tx, id: number, columns: Partial<AdLine>): Promise<void> {
  await tx
    .update(ads)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(ads.id, id));
}

export async function insertCampaign(tx: Tx, values: typeof campaigns.$inferInsert): Promise<number> {
  const [campaign] = await tx.insert(campaigns).values(values).returning({ id: campaigns.id });
  return campaign.id;
}

export async function insertAdLine(tx: Tx, values: typeof ads.$inferInsert): Promise<number> {
  const [ad] = await tx.insert(ads).values(values).returning({ id: ads.id });
  return ad.id;
}

/** The line's hold row, locked for this transaction (none once released and never held). */
export async function lockHoldRow(tx: Tx, adId: number) {
  const [row] = await tx.select().from(pointHolds).where(eq(pointHolds.adId, adId)).for('update');
  return row;
}

/** Sets the line's hold (the row is created on its first hold). */
export async function upsertHold(
  tx: Tx,
  hold: { accountId: number; adId: number; amount: number; heldThrough: string | null },
): Promise<void> {
  await tx
    .insert(pointHolds)
    .values(hold)
    .onConflictDoUpdate({
      target: pointHolds.adId,
      set: { amount: hold.amount, heldThrough: hold.heldThrough, updatedAt: sql`now()` },
    });
}

/** Files a problem report on a line; its id. */
export async function insertReport(
  db: Db,
  values: { adId: number; type: string; memo: string | null; reporterId: number },
): Promise<number> {
  const [created] = await db.insert(adReports).values(values).returning({ id: adReports.id });
  return created.id;
}

/** Resolves the line's report while it is OPEN; whether it was (false: missing, another line's, or resolved already). */
export async function resolveOpenReport(
  db: Db,
  reportId: number,
  adId: number,
  resolution: { resolution: string; resolvedBy: number; resolvedAt: Date },
): Promise<boolean> {
  const updated = await db
    .update(adReports)
    .set({ status: 'RESOLVED', ...resolution })
    .where(sql`${adReports.id} = ${reportId} and ${adReports.adId} = ${adId} and ${adReports.status} = 'OPEN'`)
    .returning({ id: adReports.id });
  return updated.length > 0;
}
