/**
 * The input rules of an ad, the one statement the server (modules/ads/validation.ts) and the
 * consoles' forms both apply: target URLs and ids, keyword, daily volume, period and the
 * verification question with its answers. Each check answers `null` when the value passes, else the
 * field it names, the Korean message of `adMessages` and the code the server answers with
 * (`checkVerification` answers every problem it finds, in that order).
 */
import { daysBetween, isCalendarDay } from '../values/days';
import { hasEmoji } from './text';
import {
  AD_ANSWER_MAX_LENGTH,
  AD_ANSWERS_MAX,
  AD_CHANNELS,
  AD_DAILY_VOLUME_MAX,
  AD_DAILY_VOLUME_MIN,
  AD_PERIOD_MAX_DAYS,
  MID_PATTERN,
  PLACE_ID_PATTERN,
  adMessages,
  rewardProductOf,
  type AdChannel,
} from '../values/ads';

/** A refused value: the request field it names, the Korean message and the server's error code. */
export interface RuleProblem {
  field: string;
  message: string;
  code: string;
}

export type RuleResult = RuleProblem | null;

const problem = (field: string, message: string, code: string): RuleProblem => ({ field, message, code });

/** Hosts of a Naver shopping product page (https only); any `*.shopping.naver.com` counts too. */
export const PRODUCT_URL_HOSTS = [
  'smartstore.naver.com',
  'm.smartstore.naver.com',
  'brand.naver.com',
  'm.brand.naver.com',
  'shopping.naver.com',
] as const;
/** Hosts of a Naver Place page (https only). */
export const PLACE_URL_HOSTS = [
  'm.place.naver.com',
  'map.naver.com',
  'place.naver.com',
  'pcmap.place.naver.com',
  'm.map.naver.com',
] as const;

const midPattern = new RegExp(MID_PATTERN);
const placeIdPattern = new RegExp(PLACE_ID_PATTERN);
const productPath = /\/(?:products|catalog|product)\/([0-9]{8,12})(?:[/?#]|$)/;
const placePath = /\/(?:place|restaurant|hairshop|hospital|accommodation|attraction|nailshop|cafe)\/([0-9]{5,15})(?:[/?#]|$)/;

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const isProductHost = (host: string) => (PRODUCT_URL_HOSTS as readonly string[]).includes(host) || host.endsWith('.shopping.naver.com');
const isPlaceHost = (host: string) => (PLACE_URL_HOSTS as readonly string[]).includes(host);

/** A Naver shopping product URL (https; smartstore, brand store, shopping) and the MID it carries; null when it is not one. */
export function productUrlOf(value: string): { url: string; mid: string | null } | null {
  const url = httpsUrl(value);
  if (!url || !isProductHost(url.hostname.toLowerCase())) return null;
  const fromPath = productPath.exec(url.pathname)?.[1];
  const fromQuery = url.searchParams.get('nvMid') ?? url.searchParams.get('nv_mid');
  const mid = fromPath ?? (fromQuery && midPattern.test(fromQuery) ? fromQuery : null);
  return { url: url.toString(), mid };
}

/** A Naver Place URL (https; m.place, map, place, pcmap.place) and the place id it carries; null when it is not one. */
export function placeUrlOf(value: string): { url: string; placeId: string | null } | null {
  const url = httpsUrl(value);
  if (!url || !isPlaceHost(url.hostname.toLowerCase())) return null;
  return { url: url.toString(), placeId: placePath.exec(url.pathname)?.[1] ?? null };
}

export function checkProductUrl(value: string, field = 'url'): RuleResult {
  return productUrlOf(value) ? null : problem(field, adMessages.productUrlInvalid, 'PRODUCT_URL_INVALID');
}

export function checkPlaceUrl(value: string, field = 'url'): RuleResult {
  return placeUrlOf(value) ? null : problem(field, adMessages.placeUrlInvalid, 'PLACE_URL_INVALID');
}

/** A shopping product id (MID): 8–12 digits. */
export function checkMid(value: string, field = 'mid'): RuleResult {
  return midPattern.test(value) ? null : problem(field, adMessages.midInvalid, 'MID_INVALID');
}

/** A Naver Place id: 5–15 digits. */
export function checkPlaceId(value: string, field = 'place_id'): RuleResult {
  return placeIdPattern.test(value) ? null : problem(field, adMessages.placeIdInvalid, 'PLACE_ID_INVALID');
}

export function checkKeyword(value: string | null | undefined, field = 'keyword'): RuleResult {
  if (!value?.trim()) return problem(field, adMessages.keywordRequired, 'KEYWORD_REQUIRED');
  return hasEmoji(value) ? problem(field, adMessages.keywordEmoji, 'KEYWORD_EMOJI') : null;
}

/** What names the target: a MID or product URL (shopping), a place id or place URL (place). Blank means not given. */
export interface TargetValues {
  mid?: string | null;
  place_id?: string | null;
  url?: string | null;
}

/** The target of a channel: one of id and URL given, each well formed (the id first). */
export function checkTarget(channel: AdChannel, values: TargetValues): RuleResult {
  const url = values.url?.trim() ?? '';
  if (channel === 'NAVER_SHOPPING') {
    const mid = values.mid?.trim() ?? '';
    if (!mid && !url) return problem('mid', adMessages.targetRequired, 'TARGET_REQUIRED');
    return (mid ? checkMid(mid) : null) ?? (url ? checkProductUrl(url) : null);
  }
  const placeId = values.place_id?.trim() ?? '';
  if (!placeId && !url) return problem('place_id', adMessages.placeTargetRequired, 'TARGET_REQUIRED');
  return (placeId ? checkPlaceId(placeId) : null) ?? (url ? checkPlaceUrl(url) : null);
}

/** A line's daily volume: a whole number in AD_DAILY_VOLUME_MIN..AD_DAILY_VOLUME_MAX. */
export function checkDailyVolume(value: number | null | undefined, field = 'daily_volume'): RuleResult {
  const ok = typeof value === 'number' && Number.isInteger(value) && value >= AD_DAILY_VOLUME_MIN && value <= AD_DAILY_VOLUME_MAX;
  return ok ? null : problem(field, adMessages.volumeOutOfRange, 'VOLUME_OUT_OF_RANGE');
}

/** A real calendar day written YYYY-MM-DD. */
export function checkDay(value: string, field: string): RuleResult {
  return isCalendarDay(value) ? null : problem(field, adMessages.dateInvalid, 'INVALID_DATE');
}

/** The start day: a real day, not before `today` (Asia/Seoul) unless `startMayBePast` (an ad already running). */
export function checkStartDay(start: string, today: string, options: { startMayBePast?: boolean } = {}): RuleResult {
  const invalid = checkDay(start, 'start_date');
  if (invalid) return invalid;
  return !options.startMayBePast && start < today ? problem('start_date', adMessages.startInPast, 'START_IN_PAST') : null;
}

/** The end day: a real day, on or after a (real) start, the period at most AD_PERIOD_MAX_DAYS days. */
export function checkEndDay(start: string, end: string): RuleResult {
  const invalid = checkDay(end, 'end_date');
  if (invalid || !isCalendarDay(start)) return invalid;
  if (end < start) return problem('end_date', adMessages.endBeforeStart, 'END_BEFORE_START');
  return daysBetween(start, end) > AD_PERIOD_MAX_DAYS ? problem('end_date', adMessages.periodTooLong, 'PERIOD_TOO_LONG') : null;
}

/** Both days well formed, then the start not in the past, then the end after it within the longest period. */
export function checkPeriod(start: string, end: string, today: string, options: { startMayBePast?: boolean } = {}): RuleResult {
  return checkDay(start, 'start_date') ?? checkDay(end, 'end_date') ?? checkStartDay(start, today, options) ?? checkEndDay(start, end);
}

/** A channel named by the request. */
export function checkChannel(value: string, field = 'channel'): RuleResult {
  return (AD_CHANNELS as readonly string[]).includes(value) ? null : problem(field, adMessages.channelInvalid, 'INVALID_CHANNEL');
}

/**
 * The channel of a registration: the one named, else the one of its first known reward product
 * (the product code decides it); null when neither names one.
 */
export function channelOfRequest(channel: string | undefined, productCodes: readonly string[]): string | null {
  if (channel !== undefined) return channel;
  for (const code of productCodes) {
    const product = rewardProductOf(code);
    if (product) return product.channel;
  }
  return null;
}

/** A reward product of the catalog that serves `channel`. */
export function checkProduct(code: string, channel: AdChannel, field = 'product_code'): RuleResult {
  const product = rewardProductOf(code);
  if (!product) return problem(field, adMessages.unknownProduct, 'UNKNOWN_PRODUCT');
  return product.channel === channel ? null : problem(field, adMessages.channelMismatch, 'CHANNEL_MISMATCH');
}

/** The accepted answers as typed, one per line: trimmed, blank lines dropped. */
export function answersOf(text: string): string[] {
  return text
    .split('\n')
    .map((answer) => answer.trim())
    .filter(Boolean);
}

/**
 * The verification question and its (trimmed, non-blank) answers: answers need a question; a
 * product with `requiresAnswer` needs both; at most AD_ANSWERS_MAX answers of at most
 * AD_ANSWER_MAX_LENGTH characters each. Every problem, the question's first; none when they pass.
 */
export function checkVerification(question: string, answers: readonly string[], requiresAnswer: boolean): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!question.trim()) {
    if (answers.length) problems.push(problem('question', adMessages.answersWithoutQuestion, 'ANSWERS_WITHOUT_QUESTION'));
    else if (requiresAnswer) problems.push(problem('question', adMessages.answerRequired, 'ANSWER_REQUIRED'));
  }
  if (requiresAnswer && !answers.length) problems.push(problem('answers', adMessages.answerRequired, 'ANSWER_REQUIRED'));
  if (answers.length > AD_ANSWERS_MAX) problems.push(problem('answers', adMessages.answersTooMany, 'ANSWERS_TOO_MANY'));
  if (answers.some((answer) => answer.length > AD_ANSWER_MAX_LENGTH))
    problems.push(problem('answers', adMessages.answerTooLong, 'ANSWER_TOO_LONG'));
  return problems;
}

const messageKeys = new Map(Object.entries(adMessages).map(([key, message]) => [message as string, key as keyof typeof adMessages]));

/** The `adMessages` key of a refusal, for a console that shows it in its own language. */
export function adMessageKey(result: RuleProblem): keyof typeof adMessages | undefined {
  return messageKeys.get(result.message);
}
