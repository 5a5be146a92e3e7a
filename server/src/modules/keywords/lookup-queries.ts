/** Queries of the rank look-ups (lookups.ts): the rows a look-up checks, and the new looked-up keywords. */
import { and, eq, inArray } from 'drizzle-orm';
import type { KeywordType } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { keywordChecks } from '../../db/schema/keywords';
import type { KeywordRow } from './queries';

/** The user's keywords of the given products, by id. */
export const ownProductKeywords = (db: Db, userId: number, productIds: number[]): Promise<KeywordRow[]> =>
  db
    .select()
    .from(keywordChecks)
    .where(and(eq(keywordChecks.userId, userId), inArray(keywordChecks.productId, productIds)))
    .orderBy(keywordChecks.id);

/** New looked-up keywords (not tracked yet); one already looked up for the same target stays as it is. */
export const insertLookups = (db: Db, values: (typeof keywordChecks.$inferInsert)[]) =>
  db.insert(keywordChecks).values(values).onConflictDoNothing();

/** The user's looked-up rows of these keywords for one type and product. */
export const lookupRows = (db: Db, userId: number, type: KeywordType, mid: string, keywords: string[]): Promise<KeywordRow[]> =>
  db
    .select()
    .from(keywordChecks)
    .where(
      and(
        eq(keywordChecks.userId, userId),
        eq(keywordChecks.type, type),
        eq(keywordChecks.mid, mid),
        inArray(keywordChecks.keyword, keywords),
      ),
    );
