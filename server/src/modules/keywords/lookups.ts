/**
 * Rank look-ups on demand: the guest's daily allowance, an account's share of the API budget, the
 * stored look-ups (`lookup`, recorded per keyword) and the quick check that stores nothing (`checkRank`).
 */
import type { CheckRankRequest, CheckRankResponse, KeywordType, RankLookupRequest, RankLookupResponse } from '@nurly/contracts/schemas';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Principal } from '../../types';
import { adMessages, hasEmoji, seoulDayOf } from '@nurly/contracts';
import { checkFields } from './check-fields';
import { accountCallShare, mapLimit } from './config';
import { keywordMessages, normaliseKeywords, now, type KeywordsContext } from './context';
import type { KeywordRow } from './queries';
import { extractMid, MAX_TRACKED_RANK, SITE_PAGE_SIZE } from './rank';
import type { CallBudget } from './rank/provider';

async function chargeGuest(ctx: KeywordsContext, principal: Principal, lookups: number): Promise<number | null> {
  if (!principal.isGuest) return null;
  const limit = ctx.config.guestDailyLookups;
  const used = await ctx.repo.takeGuestLookups(principal.id, seoulDayOf(now(ctx)), lookups, limit);
  if (used === null) throw new AppError(429, keywordMessages.guestLimit(limit), 'GUEST_DAILY_LIMIT');
  return limit - used;
}

/**
 * The budget of an account's own look-ups: each API call is charged to the account's share of the
 * day (NAVER_ACCOUNT_BUDGET_PERCENT) and then to the shared daily budget, so one account can never
 * spend what the others (and the daily refresh) need. Refuses up front when the share is spent.
 */
async function accountBudget(ctx: KeywordsContext, principal: Principal, day: string): Promise<CallBudget> {
  const share = accountCallShare(ctx.config);
  if ((await ctx.repo.allowanceUsed(principal.id, day, 'naver_calls')) >= share) {
    throw new AppError(429, keywordMessages.accountBudget(share), 'ACCOUNT_DAILY_BUDGET');
  }
  const shared = ctx.repo.dailyBudget(day, ctx.config.dailyCallBudget);
  return {
    async take() {
      if (!(await ctx.repo.takeDailyAllowance(principal.id, day, 'naver_calls', 1, share))) return false;
      return shared.take();
    },
  };
}

/** One provider call for a tracked row (its type's provider, up to MAX_TRACKED_RANK, its last rank as the hint). */
export async function checkRowRank(ctx: Pick<KeywordsContext, 'providers'>, row: KeywordRow, budget: CallBudget, day: string) {
  const provider = ctx.providers[row.type as KeywordType];
  const outcome = await provider.check({
    keyword: row.keyword,
    mid: row.mid,
    type: row.type as KeywordType,
    maxRank: MAX_TRACKED_RANK,
    budget,
    day,
    hintRank: row.rank,
  });
  return { outcome, provider: provider.name };
}

/** Checks rows one provider call each (a few at once) within `budget` and records every outcome. */
export async function checkRows(ctx: KeywordsContext, rows: KeywordRow[], budget: CallBudget, concurrency = 3): Promise<void> {
  const day = seoulDayOf(now(ctx));
  await mapLimit(rows, concurrency, async (row) => {
    const { outcome, provider } = await checkRowRank(ctx, row, budget, day);
    await ctx.repo.recordCheck(row, outcome, provider, day, now(ctx));
  });
}

export async function lookup(ctx: KeywordsContext, principal: Principal, body: RankLookupRequest): Promise<RankLookupResponse> {
  // First, before anything is charged or written: an account past its share is refused outright.
  const budget = await accountBudget(ctx, principal, seoulDayOf(now(ctx)));
  const type: KeywordType = body.type ?? 'shopping';
  let rows: KeywordRow[];
  let remaining: number | null = null;
  if (body.ids?.length) {
    rows = body.isProduct ? await ctx.repo.ownProductKeywords(principal.id, body.ids) : await ctx.repo.ownKeywords(principal.id, body.ids);
    if (rows.length === 0) throw notFound(body.isProduct ? keywordMessages.productNotFound : keywordMessages.keywordNotFound);
    remaining = await chargeGuest(ctx, principal, rows.length);
  } else {
    const keywords = normaliseKeywords(body.keywords ?? []);
    if (keywords.length === 0) throw badRequest(keywordMessages.noKeywords, 'keywords');
    // Naver cannot search an emoji: refused like an ad's keyword, before a guest is charged or a row written.
    if (keywords.some(hasEmoji)) throw badRequest(adMessages.keywordEmoji, 'keywords');
    const target = body.url?.trim() ?? '';
    const mid = extractMid(target);
    if (!mid) throw badRequest(keywordMessages.invalidTarget, 'url');
    remaining = await chargeGuest(ctx, principal, keywords.length);
    const provider = ctx.providers[type];
    // A new lookup is not tracked yet: adding it to my products (add-to-product) is the user's choice.
    await ctx.repo.insertLookups(
      keywords.map((keyword) => ({ userId: principal.id, type, keyword, mid, target: target.slice(0, 500), provider: provider.name })),
    );
    rows = await ctx.repo.lookupRows(principal.id, type, mid, keywords);
    rows.sort((a, b) => keywords.indexOf(a.keyword) - keywords.indexOf(b.keyword));
  }
  await checkRows(ctx, rows, budget);
  const fresh = await ctx.repo.ownKeywords(
    principal.id,
    rows.map((r) => r.id),
  );
  const order = new Map(rows.map((r, i) => [r.id, i]));
  fresh.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
  const results = await ctx.repo.toKeywords(fresh, seoulDayOf(now(ctx)));
  const provider = ctx.providers[(fresh[0]?.type as KeywordType) ?? type];
  return { results, provider: provider.name, demo: provider.demo, remaining };
}

/** One check without storing it (the quick check of docs/decisions/product.md#api-calls naver/checkrank). */
export async function checkRank(ctx: KeywordsContext, principal: Principal, body: CheckRankRequest): Promise<CheckRankResponse> {
  const type: KeywordType = body.type ?? 'shopping';
  const onlyFirstPage = body.only_first_page ?? true;
  const keyword = normaliseKeywords([body.keyword])[0];
  if (!keyword) throw badRequest(keywordMessages.noKeywords, 'keyword');
  if (hasEmoji(keyword)) throw badRequest(adMessages.keywordEmoji, 'keyword');
  const mid = extractMid(body.url);
  if (!mid) throw badRequest(keywordMessages.invalidTarget, 'url');
  const at = now(ctx);
  const day = seoulDayOf(at);
  const budget = await accountBudget(ctx, principal, day);
  await chargeGuest(ctx, principal, 1);
  const provider = ctx.providers[type];
  const outcome = await provider.check({
    keyword,
    mid,
    type,
    maxRank: onlyFirstPage ? SITE_PAGE_SIZE : MAX_TRACKED_RANK,
    budget,
    day,
  });
  const fields = checkFields(outcome);
  return {
    keyword,
    mid,
    type,
    rank: fields.rank,
    page: fields.page,
    pageRank: fields.pageRank,
    rankText: fields.rankText,
    status: fields.status,
    error: fields.error,
    provider: provider.name,
    demo: provider.demo,
    only_first_page: onlyFirstPage,
    searchDateTime: at.toISOString(),
  };
}
