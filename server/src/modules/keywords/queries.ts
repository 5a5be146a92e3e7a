import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Keyword, KeywordHistory, KeywordType, MyProduct, ProductKeyword, RankStatus } from '@nurly/contracts/schemas';
import { shiftDay } from '@nurly/contracts';
import type { Db } from '../../db/client';
import { countOf } from '../../db/rows';
import {
  accountDailyUsage,
  keywordChecks,
  keywordHistories,
  myProducts,
  productMalls,
  rankApiUsage,
  rankLookupUsage,
} from '../../db/schema/keywords';
import { advertisers } from '../../db/schema/points';
import { containsPattern } from '../../lib/escape-like';
import { defineOrdering, inWindow, type PageWindow } from '../../lib/paginate';
import { checkFields } from './check-fields';
import { FAILED_TEXT, type CallBudget, type RankOutcome } from './rank';

export type KeywordRow = typeof keywordChecks.$inferSelect;
export type ProductRow = typeof myProducts.$inferSelect;
type HistoryRow = typeof keywordHistories.$inferSelect;

/**
 * Stores a check on the keyword row and as the day's history row (one per keyword per day). A
 * failure does not overwrite a success already recorded for that day; the row shows the failure.
 */
export async function recordCheck(
  db: Db,
  row: Pick<KeywordRow, 'id' | 'productId'>,
  outcome: RankOutcome,
  provider: string,
  day: string,
  at = new Date(),
): Promise<void> {
  const fields = checkFields(outcome);
  const item = outcome.status === 'FOUND' ? outcome.item : null;
  await db
    .update(keywordChecks)
    .set({
      ...fields,
      provider,
      searchedAt: at,
      apiCalls: sql`${keywordChecks.apiCalls} + ${outcome.calls}`,
      ...(item?.title ? { title: item.title.slice(0, 300) } : {}),
      ...(item?.mallName ? { mallName: item.mallName.slice(0, 200) } : {}),
    })
    .where(eq(keywordChecks.id, row.id));
  await db
    .insert(keywordHistories)
    .values({ keywordId: row.id, day, ...fields, provider, checkedAt: at })
    .onConflictDoUpdate({
      target: [keywordHistories.keywordId, keywordHistories.day],
      set: {
        rank: sql`excluded.rank`,
        page: sql`excluded.page`,
        pageRank: sql`excluded.page_rank`,
        rankText: sql`excluded.rank_text`,
        status: sql`excluded.status`,
        error: sql`excluded.error`,
        provider: sql`excluded.provider`,
        checkedAt: sql`excluded.checked_at`,
      },
      setWhere: sql`excluded.status <> 'FAILED' or ${keywordHistories.status} = 'FAILED'`,
    });
  if (row.productId && item) {
    if (item.mallName)
      await db
        .insert(productMalls)
        .values({ productId: row.productId, name: item.mallName.slice(0, 200) })
        .onConflictDoNothing();
    if (item.title)
      await db
        .update(myProducts)
        .set({ title: item.title.slice(0, 300) })
        .where(and(eq(myProducts.id, row.productId), sql`${myProducts.title} is null`));
  }
}

/** One API call of the shared daily budget per take(); atomic across instances. */
export function dailyBudget(db: Db, day: string, limit: number): CallBudget & { used(): number } {
  let used = 0;
  return {
    used: () => used,
    async take() {
      if (limit <= 0) return false;
      const granted = await db
        .insert(rankApiUsage)
        .values({ day, calls: 1 })
        .onConflictDoUpdate({
          target: rankApiUsage.day,
          set: { calls: sql`${rankApiUsage.calls} + 1` },
          setWhere: sql`${rankApiUsage.calls} < ${limit}`,
        })
        .returning({ calls: rankApiUsage.calls });
      if (granted.length === 0) return false;
      used += 1;
      return true;
    },
  };
}

/** Kinds of per-account daily allowances (account_daily_usage.kind). */
export type AllowanceKind = 'naver_calls' | 'report_mails';

/** Takes `amount` of the account's allowance for the day if it stays within `limit`; false (nothing taken) otherwise. Atomic across instances. */
export async function takeDailyAllowance(
  db: Db,
  userId: number,
  day: string,
  kind: AllowanceKind,
  amount: number,
  limit: number,
): Promise<boolean> {
  if (amount > limit) return false;
  const rows = await db
    .insert(accountDailyUsage)
    .values({ userId, day, kind, used: amount })
    .onConflictDoUpdate({
      target: [accountDailyUsage.userId, accountDailyUsage.day, accountDailyUsage.kind],
      set: { used: sql`${accountDailyUsage.used} + ${amount}` },
      setWhere: sql`${accountDailyUsage.used} + ${amount} <= ${limit}`,
    })
    .returning({ used: accountDailyUsage.used });
  return rows.length > 0;
}

export async function allowanceUsed(db: Db, userId: number, day: string, kind: AllowanceKind): Promise<number> {
  const [row] = await db
    .select({ used: accountDailyUsage.used })
    .from(accountDailyUsage)
    .where(and(eq(accountDailyUsage.userId, userId), eq(accountDailyUsage.day, day), eq(accountDailyUsage.kind, kind)));
  return row?.used ?? 0;
}

/** The addresses an account may mail its reports to: its business's (advertiser's) emails, lower-cased. */
export async function ownMailAddresses(db: Db, userId: number): Promise<string[]> {
  const [row] = await db.select({ emails: advertisers.emails }).from(advertisers).where(eq(advertisers.userId, userId)).limit(1);
  return (row?.emails ?? []).map((email) => email.trim().toLowerCase()).filter(Boolean);
}

export async function callsUsedOn(db: Db, day: string): Promise<number> {
  const [row] = await db.select({ calls: rankApiUsage.calls }).from(rankApiUsage).where(eq(rankApiUsage.day, day));
  return row?.calls ?? 0;
}

/** Adds `lookups` to the user's count for the day if it stays within `limit`; returns the new count or null. */
export async function takeGuestLookups(db: Db, userId: number, day: string, lookups: number, limit: number): Promise<number | null> {
  if (lookups > limit) return null;
  const rows = await db
    .insert(rankLookupUsage)
    .values({ userId, day, lookups })
    .onConflictDoUpdate({
      target: [rankLookupUsage.userId, rankLookupUsage.day],
      set: { lookups: sql`${rankLookupUsage.lookups} + ${lookups}` },
      setWhere: sql`${rankLookupUsage.lookups} + ${lookups} <= ${limit}`,
    })
    .returning({ lookups: rankLookupUsage.lookups });
  return rows[0]?.lookups ?? null;
}

function toHistory(row: HistoryRow, keyword: string): KeywordHistory {
  return {
    id: row.id,
    keyword_id: row.keywordId,
    keyword,
    date: row.day,
    rank: row.rank,
    page: row.page,
    pageRank: row.pageRank,
    rankText: row.rankText,
    status: row.status as RankStatus,
    error: row.error,
    provider: row.provider,
    searchDateTime: row.checkedAt.toISOString(),
  };
}

function toProductKeyword(row: KeywordRow, mainKeywordIds: Set<number>): ProductKeyword {
  const checked = row.status !== null;
  return {
    id: row.id,
    type: row.type as KeywordType,
    keyword: row.keyword,
    mid: row.mid,
    rank: row.rank,
    page: row.page,
    pageRank: row.pageRank,
    rankText: checked ? (row.rankText ?? '') : FAILED_TEXT,
    status: (row.status as RankStatus | null) ?? 'FAILED',
    error: checked ? row.error : '아직 조회되지 않았습니다.',
    provider: row.provider,
    demo: row.provider === 'simulated',
    searchDateTime: row.searchedAt?.toISOString() ?? null,
    is_my_product: row.productId !== null,
    product_id: row.productId,
    is_main: mainKeywordIds.has(row.id),
    title: row.title,
    mall_name: row.mallName,
  };
}

async function mainKeywordIdsOf(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: myProducts.mainKeywordId })
    .from(myProducts)
    .where(and(inArray(myProducts.id, productIds), isNotNull(myProducts.mainKeywordId)));
  return new Set(rows.map((r) => r.id!));
}

/** Keyword rows with their last 7 days of history, in the given order. */
export async function toKeywords(db: Db, rows: KeywordRow[], today: string): Promise<Keyword[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const histories = await db
    .select()
    .from(keywordHistories)
    .where(and(inArray(keywordHistories.keywordId, ids), gte(keywordHistories.day, shiftDay(today, -6))))
    .orderBy(desc(keywordHistories.day));
  const mainIds = await mainKeywordIdsOf(db, [...new Set(rows.map((r) => r.productId).filter((id): id is number => id !== null))]);
  return rows.map((row) => ({
    ...toProductKeyword(row, mainIds),
    histories: histories.filter((h) => h.keywordId === row.id).map((h) => toHistory(h, row.keyword)),
  }));
}

export async function ownKeywords(db: Db, userId: number, ids: number[]): Promise<KeywordRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(keywordChecks)
    .where(and(eq(keywordChecks.userId, userId), inArray(keywordChecks.id, ids)))
    .orderBy(asc(keywordChecks.id));
}

export async function ownKeyword(db: Db, userId: number, id: number): Promise<KeywordRow | undefined> {
  const [row] = await ownKeywords(db, userId, [id]);
  return row;
}

export async function ownProduct(db: Db, userId: number, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(myProducts)
    .where(and(eq(myProducts.userId, userId), eq(myProducts.id, id)));
  return row;
}

export interface KeywordFilter {
  search?: string;
  type?: KeywordType;
  mid?: string;
  productId?: number;
  isMyProduct?: boolean;
}

function keywordWhere(userId: number, filter: KeywordFilter): SQL {
  const conditions: SQL[] = [eq(keywordChecks.userId, userId)];
  if (filter.search)
    conditions.push(
      or(ilike(keywordChecks.keyword, containsPattern(filter.search)), ilike(keywordChecks.mid, containsPattern(filter.search)))!,
    );
  if (filter.type) conditions.push(eq(keywordChecks.type, filter.type));
  if (filter.mid) conditions.push(eq(keywordChecks.mid, filter.mid));
  if (filter.productId) conditions.push(eq(keywordChecks.productId, filter.productId));
  if (filter.isMyProduct !== undefined)
    conditions.push(filter.isMyProduct ? isNotNull(keywordChecks.productId) : sql`${keywordChecks.productId} is null`);
  return and(...conditions)!;
}

export const countKeywords = (db: Db, userId: number, filter: KeywordFilter): Promise<number> =>
  countOf(db.select({ n: count() }).from(keywordChecks).where(keywordWhere(userId, filter)));

/** One page of the caller's keywords (GET naver/keywords). */
export const keywordPage = (db: Db, userId: number, filter: KeywordFilter, window: PageWindow): Promise<KeywordRow[]> =>
  inWindow(db.select().from(keywordChecks).where(keywordWhere(userId, filter)).$dynamic(), window);

/** Deletes one of the user's keywords; the ids deleted (none or it). */
export const deleteOwnKeyword = (db: Db, userId: number, id: number) =>
  db
    .delete(keywordChecks)
    .where(and(eq(keywordChecks.userId, userId), eq(keywordChecks.id, id)))
    .returning({ id: keywordChecks.id });

/** Deletes the user's keywords among `ids` (of one type when given); the ids deleted. */
export function deleteOwnKeywords(db: Db, userId: number, ids: number[], type?: KeywordType) {
  const conditions = [eq(keywordChecks.userId, userId), inArray(keywordChecks.id, ids)];
  if (type) conditions.push(eq(keywordChecks.type, type));
  return db
    .delete(keywordChecks)
    .where(and(...conditions))
    .returning({ id: keywordChecks.id });
}

/** Products with their keywords (no histories) and malls, in the given order. */
export async function toProducts(db: Db, products: ProductRow[]): Promise<MyProduct[]> {
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  const keywords = await db.select().from(keywordChecks).where(inArray(keywordChecks.productId, ids)).orderBy(asc(keywordChecks.id));
  const malls = await db.select().from(productMalls).where(inArray(productMalls.productId, ids)).orderBy(asc(productMalls.name));
  const mainIds = new Set(products.map((p) => p.mainKeywordId).filter((id): id is number => id !== null));
  return products.map((product) => {
    const own = keywords.filter((k) => k.productId === product.id);
    const main = own.find((k) => k.id === product.mainKeywordId) ?? null;
    return {
      id: product.id,
      productId: product.mid,
      type: product.type as KeywordType,
      title: product.title,
      url: product.url,
      malls: malls.filter((m) => m.productId === product.id).map((m) => m.name),
      extended: product.extended,
      main_keyword_id: main?.id ?? null,
      main_keyword: main?.keyword ?? null,
      keywords: own.map((k) => toProductKeyword(k, mainIds)),
      created_at: product.createdAt.toISOString(),
    };
  });
}

/** One page of the keywords' histories, oldest day first. */
export async function historiesOf(db: Db, keywordIds: number[], limit: number, offset: number): Promise<KeywordHistory[]> {
  const rows = await db
    .select({ history: keywordHistories, keyword: keywordChecks.keyword })
    .from(keywordHistories)
    .innerJoin(keywordChecks, eq(keywordChecks.id, keywordHistories.keywordId))
    .where(inArray(keywordHistories.keywordId, keywordIds))
    .orderBy(asc(keywordHistories.day), asc(keywordHistories.keywordId))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => toHistory(r.history, r.keyword));
}

export const countHistories = (db: Db, keywordIds: number[]): Promise<number> =>
  countOf(db.select({ n: count() }).from(keywordHistories).where(inArray(keywordHistories.keywordId, keywordIds)));

/** Sortable fields of GET naver/keywords; newest first by default. */
export const keywordOrdering = defineOrdering(
  {
    id: keywordChecks.id,
    created_at: keywordChecks.createdAt,
    keyword: keywordChecks.keyword,
    rank: keywordChecks.rank,
    searched_at: keywordChecks.searchedAt,
  },
  { default: [desc(keywordChecks.createdAt), desc(keywordChecks.id)], tieBreaker: keywordChecks.id },
);

/** Sortable fields of GET naver/products; newest first by default. */
export const productOrdering = defineOrdering(
  { id: myProducts.id, created_at: myProducts.createdAt, title: myProducts.title, mid: myProducts.mid },
  { default: [desc(myProducts.createdAt), desc(myProducts.id)], tieBreaker: myProducts.id },
);
