/** Queries of my products (products.ts, keyword-list.ts) and of the rank report (report.ts). */
import { and, asc, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { KeywordType } from '@nurly/contracts/schemas';
import type { Db } from '../../db/client';
import { keywordChecks, keywordHistories, myProducts, productMalls } from '../../db/schema/keywords';
import { containsPattern } from '../../lib/escape-like';
import { inWindow, type PageWindow } from '../../lib/paginate';
import type { ProductRow } from './queries';

/** The user's product for a type and MID, if there is one. */
export async function ownProductFor(db: Db, userId: number, type: string, mid: string): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: myProducts.id })
    .from(myProducts)
    .where(and(eq(myProducts.userId, userId), eq(myProducts.type, type), eq(myProducts.mid, mid)));
  return row;
}

/** A new product; undefined when the user has it already (type and MID). */
export async function insertProduct(db: Db, values: typeof myProducts.$inferInsert): Promise<{ id: number } | undefined> {
  const [row] = await db.insert(myProducts).values(values).onConflictDoNothing().returning({ id: myProducts.id });
  return row;
}

/** One of the user's keywords tracked under `productId`. */
export const attachKeyword = (db: Db, userId: number, keywordId: number, productId: number) =>
  db
    .update(keywordChecks)
    .set({ productId })
    .where(and(eq(keywordChecks.userId, userId), eq(keywordChecks.id, keywordId)));

/** Every keyword the user looked up for a type and MID tracked under `productId`. */
export const attachLookups = (db: Db, userId: number, type: string, mid: string, productId: number) =>
  db
    .update(keywordChecks)
    .set({ productId })
    .where(and(eq(keywordChecks.userId, userId), eq(keywordChecks.type, type), eq(keywordChecks.mid, mid)));

/** One of the user's keywords no longer tracked (it stays as a look-up). */
export const detachKeyword = (db: Db, userId: number, keywordId: number) =>
  db
    .update(keywordChecks)
    .set({ productId: null })
    .where(and(eq(keywordChecks.userId, userId), eq(keywordChecks.id, keywordId)));

export const addMall = (db: Db, productId: number, name: string) =>
  db.insert(productMalls).values({ productId, name }).onConflictDoNothing();

export async function productMainKeyword(db: Db, productId: number): Promise<{ mainKeywordId: number | null } | undefined> {
  const [row] = await db.select({ mainKeywordId: myProducts.mainKeywordId }).from(myProducts).where(eq(myProducts.id, productId));
  return row;
}

/** The product's first keyword by id. */
export async function firstKeywordOf(db: Db, productId: number): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: keywordChecks.id })
    .from(keywordChecks)
    .where(eq(keywordChecks.productId, productId))
    .orderBy(asc(keywordChecks.id))
    .limit(1);
  return row;
}

export const setProductMainKeyword = (db: Db, productId: number, keywordId: number | null) =>
  db.update(myProducts).set({ mainKeywordId: keywordId }).where(eq(myProducts.id, productId));

/** The main keyword of one of the user's products. */
export const setOwnMainKeyword = (db: Db, userId: number, productId: number, keywordId: number) =>
  db
    .update(myProducts)
    .set({ mainKeywordId: keywordId })
    .where(and(eq(myProducts.id, productId), eq(myProducts.userId, userId)));

/** The ids of a product's keywords. */
export const productKeywordIds = (db: Db, productId: number) =>
  db.select({ id: keywordChecks.id }).from(keywordChecks).where(eq(keywordChecks.productId, productId));

export interface ProductFilter {
  type?: KeywordType;
  /** In the title, the MID or a keyword of the product. */
  search?: string;
  /** A mall the product is sold at. */
  mall?: string;
}

function productWhere(db: Db, userId: number, filter: ProductFilter) {
  const conditions = [eq(myProducts.userId, userId)];
  if (filter.type) conditions.push(eq(myProducts.type, filter.type));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(
      or(
        ilike(myProducts.title, pattern),
        ilike(myProducts.mid, pattern),
        exists(
          db
            .select({ one: sql`1` })
            .from(keywordChecks)
            .where(and(eq(keywordChecks.productId, myProducts.id), ilike(keywordChecks.keyword, pattern))),
        ),
      )!,
    );
  }
  if (filter.mall) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(productMalls)
          .where(and(eq(productMalls.productId, myProducts.id), eq(productMalls.name, filter.mall))),
      ),
    );
  }
  return and(...conditions);
}

export async function countProducts(db: Db, userId: number, filter: ProductFilter): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(myProducts)
    .where(productWhere(db, userId, filter));
  return n;
}

/** One page of the user's products (GET naver/products). */
export const productPage = (db: Db, userId: number, filter: ProductFilter, window: PageWindow): Promise<ProductRow[]> =>
  inWindow(
    db
      .select()
      .from(myProducts)
      .where(productWhere(db, userId, filter))
      .$dynamic(),
    window,
  );

/** The user's products by id (all of them without `ids`), by id. */
export function ownProducts(db: Db, userId: number, ids?: number[]): Promise<ProductRow[]> {
  const conditions = [eq(myProducts.userId, userId)];
  if (ids?.length) conditions.push(inArray(myProducts.id, ids));
  return db
    .select()
    .from(myProducts)
    .where(and(...conditions))
    .orderBy(myProducts.id);
}

/** The malls of the user's products, with how many products each sells. */
export const mallsOf = (db: Db, userId: number) =>
  db
    .select({ name: productMalls.name, products: sql<number>`count(*)::int` })
    .from(productMalls)
    .innerJoin(myProducts, eq(myProducts.id, productMalls.productId))
    .where(eq(myProducts.userId, userId))
    .groupBy(productMalls.name)
    .orderBy(productMalls.name);

/** Deletes one of the user's products; the ids deleted (none or it). */
export const deleteOwnProduct = (db: Db, userId: number, id: number) =>
  db
    .delete(myProducts)
    .where(and(eq(myProducts.userId, userId), eq(myProducts.id, id)))
    .returning({ id: myProducts.id });

/** Deletes the user's products among `ids`; the ids deleted. */
export const deleteOwnProducts = (db: Db, userId: number, ids: number[]) =>
  db
    .delete(myProducts)
    .where(and(eq(myProducts.userId, userId), inArray(myProducts.id, ids)))
    .returning({ id: myProducts.id });

/** The keywords' ranks on one day (the report's previous day). */
export const ranksOn = (db: Db, keywordIds: number[], day: string) =>
  db
    .select({ keywordId: keywordHistories.keywordId, rank: keywordHistories.rank })
    .from(keywordHistories)
    .where(and(inArray(keywordHistories.keywordId, keywordIds), eq(keywordHistories.day, day)));
