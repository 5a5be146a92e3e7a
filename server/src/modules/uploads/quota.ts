/**
 * THE per-account upload quota (UPLOAD_QUOTA_FILES / UPLOAD_QUOTA_BYTES per 24 hours), shared by
 * every kind of upload: business documents (advertiser_files) and mission images (mission_images)
 * count together, so switching endpoints does not double an account's allowance.
 */
import { uploadMessages } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import type { Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import { uploadsRepositoryIn, type UploadsTx } from './repository';

export interface UploadQuota {
  files: number;
  bytes: number;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Call inside the transaction that inserts the upload's row: it takes the account's upload lock
 * (held until that transaction ends, so parallel uploads cannot both slip under the limit), then
 * throws 429 UPLOAD_QUOTA when one more file of `size` bytes would pass either limit.
 */
export async function checkUploadQuota(tx: UploadsTx, ownerId: number, size: number, now: Date, quota: UploadQuota): Promise<void> {
  await tx.lockUploadQuota(ownerId);
  const used = await tx.uploadsSince(ownerId, new Date(now.getTime() - DAY_MS));
  if (used.count + 1 > quota.files || used.bytes + size > quota.bytes) {
    throw new AppError(429, uploadMessages.uploadQuota, 'UPLOAD_QUOTA', 'file');
  }
}

/** `checkUploadQuota` for other modules, inside their own transaction `tx` (the face's export). */
export async function assertWithinUploadQuota(tx: Db, ownerId: number, size: number, now: Date, quota: UploadQuota): Promise<void> {
  await checkUploadQuota(uploadsRepositoryIn(tx as unknown as Tx), ownerId, size, now, quota);
}

export const uploadQuotaOf = (config: { uploadQuotaFiles: number; uploadQuotaBytes: number }): UploadQuota => ({
  files: config.uploadQuotaFiles,
  bytes: config.uploadQuotaBytes,
});
