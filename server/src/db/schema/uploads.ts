/**
 * Uploads column (docs/decisions/product.md#api-calls admin/s3/upload, docs/decisions/money-loop.md#prices): images for a mission's instructions,
 * uploaded before the ad that shows them exists and referenced later by the ad (`image_ids`).
 * The bytes live in the storage adapter (lib/storage) under `storage_key`.
 */
import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { accountRef, createdAt } from './accounts';

export const missionImages = pgTable(
  'mission_images',
  {
    id: serial('id').primaryKey(),
    ownerId: accountRef('owner_id', 'cascade'),
    /** What the image is for, as the client named it (`product_id`: a product MID, a place id or an ad id). */
    productRef: varchar('product_ref', { length: 50 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    /** Display name from the upload (control characters and path parts removed). */
    name: varchar('name', { length: 255 }).notNull(),
    /** Sniffed from the bytes, never the client's claim. */
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // The upload quota sums an owner's recent uploads; an ad checks its owner's image ids.
    index('mission_images_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('mission_images_storage_key_unique').on(t.storageKey),
  ],
);
