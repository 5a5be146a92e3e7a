/** Queries of the advertisers (거래처) column; the list takes a PageWindow. */
import { and, asc, count, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { countOf } from '../../db/rows';
import { advertiserSearch } from '../../db/search';
import { users } from '../../db/schema';
import { advertiserFiles, advertisers } from '../../db/schema/points';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';

export type AdvertiserRow = typeof advertisers.$inferSelect;
export type FileRow = typeof advertiserFiles.$inferSelect;
export type AdvertiserValues = Omit<typeof advertisers.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export interface AdvertiserFilter {
  /** Only this account's advertiser; undefined = all (console staff). */
  ownerId?: number;
  search?: string;
  /** Only advertisers whose registration number another advertiser also has. */
  sharedRegistration?: boolean;
}

function advertiserWhere(filter: AdvertiserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ownerId !== undefined) conditions.push(eq(advertisers.userId, filter.ownerId));
  if (filter.search) conditions.push(advertiserSearch(filter.search, users.username, advertisers.representative));
  if (filter.sharedRegistration) {
    conditions.push(
      sql`exists (select 1 from ${advertisers} as other where other.registration_number = ${advertisers.registrationNumber} and other.id <> ${advertisers.id})`,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Sortable fields of GET admin/advertisers. */
export const advertiserOrdering = defineOrdering(
  { id: advertisers.id, name: advertisers.name, created_at: advertisers.createdAt, username: users.username },
  { default: [asc(advertisers.id)], tieBreaker: advertisers.id },
);

const withUser = (db: Db) =>
  db.select({ a: advertisers, username: users.username }).from(advertisers).innerJoin(users, eq(users.id, advertisers.userId));

export const listAdvertisers = (db: Db, filter: AdvertiserFilter, window: PageWindow) =>
  inWindow(withUser(db).where(advertiserWhere(filter)).$dynamic(), window);

export const countAdvertisers = (db: Db, filter: AdvertiserFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(advertisers).innerJoin(users, eq(users.id, advertisers.userId)).where(advertiserWhere(filter)));

export const findAdvertiserWithUser = (db: Db, by: { id: number } | { userId: number }) =>
  withUser(db)
    .where('id' in by ? eq(advertisers.id, by.id) : eq(advertisers.userId, by.userId))
    .limit(1);

export async function findAdvertiserRow(db: Db, id: number) {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.id, id)).limit(1);
  return row;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return !!row;
}

/** One business per account: undefined when the account already has one. */
export async function insertAdvertiser(db: Db, userId: number, values: AdvertiserValues): Promise<AdvertiserRow | undefined> {
  const [row] = await db
    .insert(advertisers)
    .values({ userId, ...values })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** How many advertisers hold each of these registration numbers (several accounts may share one). */
export async function registrationNumberCounts(db: Db, numbers: string[]): Promise<Map<string, number>> {
  if (!numbers.length) return new Map();
  const rows = await db
    .select({ number: advertisers.registrationNumber, count: sql<number>`count(*)::int` })
    .from(advertisers)
    .where(inArray(advertisers.registrationNumber, [...new Set(numbers)]))
    .groupBy(advertisers.registrationNumber);
  return new Map(rows.map((row) => [row.number, row.count]));
}

export const updateAdvertiser = (db: Db, id: number, values: AdvertiserValues, at: Date) =>
  db
    .update(advertisers)
    .set({ ...values, updatedAt: at })
    .where(eq(advertisers.id, id));

export const deleteAdvertiserRow = (db: Db, id: number) => db.delete(advertisers).where(eq(advertisers.id, id));

export function filesOfAdvertisers(db: Db, advertiserIds: number[]) {
  if (!advertiserIds.length) return Promise.resolve([]);
  return db.select().from(advertiserFiles).where(inArray(advertiserFiles.advertiserId, advertiserIds)).orderBy(asc(advertiserFiles.id));
}

export const filesByIds = (db: Db, ids: number[]) => db.select().from(advertiserFiles).where(inArray(advertiserFiles.id, ids));

/**
 * Makes `fileIds` exactly the advertiser's files (detaching the others). Returns how many of
 * `fileIds` it attached: fewer than asked means one was attached elsewhere meanwhile (the caller,
 * inside its transaction, then rolls everything back).
 */
export async function setAdvertiserFiles(db: Db, advertiserId: number, fileIds: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx
      .update(advertiserFiles)
      .set({ advertiserId: null })
      .where(and(eq(advertiserFiles.advertiserId, advertiserId), fileIds.length ? notInArray(advertiserFiles.id, fileIds) : undefined));
    if (!fileIds.length) return 0;
    const attached = await tx
      .update(advertiserFiles)
      .set({ advertiserId })
      .where(
        and(inArray(advertiserFiles.id, fileIds), or(isNull(advertiserFiles.advertiserId), eq(advertiserFiles.advertiserId, advertiserId))),
      )
      .returning({ id: advertiserFiles.id });
    return attached.length;
  });
}

/**
 * Deletes up to `limit` uploads no advertiser references, made before `cutoff`; returns their
 * storage keys. The condition is re-checked by the delete itself, so a file attached meanwhile stays.
 */
export async function deleteOrphanFiles(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const orphans = db
    .select({ id: advertiserFiles.id })
    .from(advertiserFiles)
    .where(and(isNull(advertiserFiles.advertiserId), lt(advertiserFiles.createdAt, cutoff)))
    .orderBy(asc(advertiserFiles.id))
    .limit(limit);
  const rows = await db
    .delete(advertiserFiles)
    .where(and(inArray(advertiserFiles.id, orphans), isNull(advertiserFiles.advertiserId)))
    .returning({ storageKey: advertiserFiles.storageKey });
  return rows.map((row) => row.storageKey);
}

export async function insertFile(db: Db, values: typeof advertiserFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(advertiserFiles).values(values).returning();
  return row;
}

export async function findFileWithAdvertiser(db: Db, fileId: number) {
  const [row] = await db
    .select({ file: advertiserFiles, advertiserUserId: advertisers.userId })
    .from(advertiserFiles)
    .leftJoin(advertisers, eq(advertisers.id, advertiserFiles.advertiserId))
    .where(eq(advertiserFiles.id, fileId))
    .limit(1);
  return row;
}

export const advertisersByIds = (db: Db, ids: number[]) =>
  ids.length ? db.select().from(advertisers).where(inArray(advertisers.id, ids)).orderBy(asc(advertisers.id)) : Promise.resolve([]);

/** Stores one NTS answer on every advertiser holding that registration number among `ids`. */
export async function setNtsStatuses(db: Db, rows: { id: number; code: string; text: string }[], at: Date): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    update ${advertisers} as a
       set nts_status_code = r.code, nts_status_text = r.text, nts_checked_at = ${at.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id int, code varchar, text varchar)
     where a.id = r.id`);
}
