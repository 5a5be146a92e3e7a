/**
 * THE per-account upload quota (UPLOAD_QUOTA_FILES / UPLOAD_QUOTA_BYTES per 24 hours), shared by
 * every kind of upload: business documents (advertiser_files) and mission images (mission_images)
 * count together, so switching endpoints does not double an account's allowance.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { uploadMessages } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { advertiserFiles } from '../../db/schema/points';
import { missionImages } from '../../db/schema/uploads';
import { AppError } from '../../lib/errors';

export interface UploadQuota {
  files: number;
  bytes: number;
}

const DAY_MS = 24 * 3_600_000;

/** Count and bytes of the account's uploads of every kind made after `since`. */
export async function uploadsSince(db: Db, ownerId: number, since: Date): Promise<{ count: number; bytes: number }> {
  const used = { count: 0, bytes: 0 };
  // One after the other: inside a transaction both run on its one connection anyway.
  for (const table of [advertiserFiles, missionImages]) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<string>`coalesce(sum(${table.size}), 0)::bigint` })
      .from(table)
      .where(and(eq(table.ownerId, ownerId), gt(table.createdAt, since)));
    used.count += Number(row?.count ?? 0);
    used.bytes += Number(row?.bytes ?? 0);
  }
  return used;
}

/**
 * Call inside the transaction that inserts the upload's row: it takes the account's upload lock
 * (held until that transaction ends, so parallel uploads cannot both slip under the limit), then
 * throws 429 UPLOAD_QUOTA when one more file of `size` bytes would pass either limit.
 */
export async function assertWithinUploadQuota(tx: Db, ownerId: number, size: number, now: Date, quota: UploadQuota): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nurly.uploads'), ${ownerId})`);
  const used = await uploadsSince(tx, ownerId, new Date(now.getTime() - DAY_MS));
  if (used.count + 1 > quota.files || used.bytes + size > quota.bytes) {
    throw new AppError(429, uploadMessages.uploadQuota, 'UPLOAD_QUOTA', 'file');
  }
}

export const uploadQuotaOf = (config: { uploadQuotaFiles: number; uploadQuotaBytes: number }): UploadQuota => ({
  files: config.uploadQuotaFiles,
  bytes: config.uploadQuotaBytes,
});
