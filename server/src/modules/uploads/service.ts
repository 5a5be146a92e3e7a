/**
 * Mission images (docs/decisions/product.md#api-calls admin/s3/upload, docs/decisions/money-loop.md#prices): images a customer uploads for the
 * instructions of a mission, kept in the storage adapter and referenced later by an ad.
 */
import type { FastifyBaseLogger } from 'fastify';
import { MAX_ID, MISSION_IMAGE_TYPES, type MissionImageType, uploadMessages } from '@nurly/contracts';
import type { MissionImage } from '@nurly/contracts/schemas';
import { assertVisibleOr404 } from '../../access/policy';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isStorageObjectNotFound, type FileStorage } from '../../lib/storage';
import { checkUploadQuota, type UploadQuota } from './quota';
import type { Principal } from '../../types';
import { sniffFileType } from '../advertisers';
import type { UploadsConfig } from './config';
import type { MissionImageRow } from './queries';
import { createUploadsRepository, type UploadsRepository } from './repository';

export interface UploadsDeps {
  repo: UploadsRepository;
  clock: Clock;
  storage: FileStorage;
  config: UploadsConfig;
  /** The per-account upload quota shared with every other kind of upload (quota.ts). */
  quota: UploadQuota;
  log: FastifyBaseLogger;
}

const PRODUCT_REF = /^[A-Za-z0-9_-]{1,50}$/;

export const imageUrl = (id: number) => `/api/admin/s3/files/${id}`;

export function toMissionImage(row: MissionImageRow): MissionImage {
  return { id: row.id, url: imageUrl(row.id), name: row.name, content_type: row.contentType, size: row.size, product_id: row.productRef };
}

/** Guests may browse but not store files: they have no lasting account to hold them (and no quota worth having). */
export function assertMayUpload(principal: Principal): void {
  if (principal.isGuest) throw new AppError(403, uploadMessages.guestRefused, 'GUEST_REFUSED');
}

/** `product_id` is a free reference (a product MID, a place id, an ad id), but only of a safe shape. */
export function productRefOf(raw: string | undefined): string {
  const value = raw?.trim() ?? '';
  if (!value) throw badRequest(uploadMessages.productRefRequired, 'product_id');
  if (!PRODUCT_REF.test(value)) throw badRequest(uploadMessages.productRefFormat, 'product_id');
  return value;
}

/** The name is display-only: control characters and path parts are dropped. */
function displayName(fileName: string, extension: string): string {
  const kept = [...fileName].filter((char) => char.charCodeAt(0) >= 0x20 && char !== '/' && char !== '\\' && char !== '\u007f').join('');
  return kept.slice(-200) || `image.${extension}`;
}

export interface ImageUpload {
  bytes: Buffer;
  fileName: string;
  productRef: string | undefined;
}

/**
 * Stores one image within the account's upload quota (the same one as business documents): the
 * quota check, the bytes and the row happen under the account's upload lock, and a failed insert
 * removes the bytes again.
 */
export async function upload(deps: UploadsDeps, principal: Principal, input: ImageUpload): Promise<MissionImage> {
  assertMayUpload(principal);
  const productRef = productRefOf(input.productRef);
  if (input.bytes.length === 0) throw badRequest(uploadMessages.fileRequired, 'file');
  // The size cap is enforced while streaming (the route); this guards callers that pass bytes directly.
  if (input.bytes.length > deps.config.imageMaxBytes) {
    throw new AppError(413, uploadMessages.fileTooLarge(deps.config.imageMaxBytes), 'FILE_TOO_LARGE', 'file');
  }
  const sniffed = sniffFileType(input.bytes);
  if (!sniffed || !(MISSION_IMAGE_TYPES as readonly string[]).includes(sniffed.mime)) {
    throw new AppError(415, uploadMessages.fileType, 'UNSUPPORTED_FILE_TYPE', 'file');
  }
  const contentType = sniffed.mime as MissionImageType;
  const now = deps.clock.now();
  const row = await deps.repo.transaction(async (tx) => {
    await checkUploadQuota(tx, principal.id, input.bytes.length, now, deps.quota);
    const key = await deps.storage.put(input.bytes, { extension: sniffed.extension, contentType });
    try {
      return await tx.insertMissionImage({
        ownerId: principal.id,
        productRef,
        storageKey: key,
        name: displayName(input.fileName, sniffed.extension),
        contentType,
        size: input.bytes.length,
        createdAt: now,
      });
    } catch (error) {
      await deps.storage.remove(key).catch((removeError: unknown) => deps.log.warn({ err: removeError, key }, 'stored image not removed'));
      throw error;
    }
  });
  return toMissionImage(row);
}

/** The image as a stream for its owner and console staff; anyone else gets the 404 of a missing image. */
export async function openImage(deps: UploadsDeps, principal: Principal, id: number) {
  const row = await deps.repo.findMissionImage(id);
  if (!row) throw notFound(uploadMessages.imageNotFound);
  assertVisibleOr404(principal, row.ownerId, uploadMessages.imageNotFound);
  try {
    const { stream, size } = await deps.storage.open(row.storageKey);
    return { stream, size: size ?? row.size, contentType: row.contentType, name: row.name };
  } catch (error) {
    if (!isStorageObjectNotFound(error)) throw error;
    // The row outlived its bytes (storage emptied or switched): say so in the log, answer like a missing image.
    deps.log.warn({ imageId: id, key: row.storageKey }, 'mission image bytes missing from storage');
    throw notFound(uploadMessages.imageNotFound);
  }
}

/**
 * For the ads module (`image_ids` of an ad): the images `ids` name, all owned by `ownerId`, in
 * the order given (duplicates once). Any id that is not one of the owner's images is a 400 naming
 * `image_ids`, so an ad can never show someone else's upload.
 */
export async function assertOwnImages(db: Db, ownerId: number, ids: readonly number[]): Promise<MissionImageRow[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  if (wanted.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ID)) throw badRequest(uploadMessages.imageIdsNotFound, 'image_ids');
  const rows = await createUploadsRepository(db).missionImagesOfOwner(ownerId, wanted);
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (byId.size !== wanted.length) throw badRequest(uploadMessages.imageIdsNotFound, 'image_ids');
  return wanted.map((id) => byId.get(id)!);
}
