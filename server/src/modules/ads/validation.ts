/**
 * Input rules of a campaign and its lines: every refusal is a Korean message from
 * `adMessages` naming the field, thrown before anything is written.
 */
import {
  AD_CHANNELS,
  AD_DAILY_VOLUME_MAX,
  AD_DAILY_VOLUME_MIN,
  AD_PERIOD_MAX_DAYS,
  MID_PATTERN,
  PLACE_ID_PATTERN,
  adMessages,
  adValueMessages,
  daysBetween,
  isCalendarDay,
  rewardProductOf,
  type AdChannel,
  type RewardProduct,
} from '@nurly/contracts/schemas';
import { AppError, badRequest } from '../../lib/errors';

const midPattern = new RegExp(MID_PATTERN);
const placeIdPattern = new RegExp(PLACE_ID_PATTERN);

export const channelInvalid = '광고 대상(쇼핑 또는 플레이스)을 선택해주세요.';

export function parseChannel(value: string): AdChannel {
  if (!(AD_CHANNELS as readonly string[]).includes(value)) throw badRequest(channelInvalid, 'channel', 'INVALID_CHANNEL');
  return value as AdChannel;
}

export function parseDay(value: string, field: string): string {
  if (!isCalendarDay(value)) throw badRequest(adMessages.dateInvalid, field, 'INVALID_DATE');
  return value;
}

/** Start not in the past (today allowed), end ≥ start, at most AD_PERIOD_MAX_DAYS days. */
export function checkPeriod(start: string, end: string, today: string, options: { startMayBePast?: boolean } = {}): void {
  if (!options.startMayBePast && start < today) throw badRequest(adMessages.startInPast, 'start_date', 'START_IN_PAST');
  if (end < start) throw badRequest(adMessages.endBeforeStart, 'end_date', 'END_BEFORE_START');
  if (daysBetween(start, end) > AD_PERIOD_MAX_DAYS) throw badRequest(adMessages.periodTooLong, 'end_date', 'PERIOD_TOO_LONG');
}

export function checkVolume(value: number, field: string): number {
  if (!Number.isInteger(value) || value < AD_DAILY_VOLUME_MIN || value > AD_DAILY_VOLUME_MAX) {
    throw badRequest(adMessages.volumeOutOfRange, field, 'VOLUME_OUT_OF_RANGE');
  }
  return value;
}

export function productFor(code: string, channel: AdChannel, field: string): RewardProduct {
  const product = rewardProductOf(code);
  if (!product) throw badRequest(adMessages.unknownProduct, field, 'UNKNOWN_PRODUCT');
  if (product.channel !== channel) throw badRequest(adMessages.channelMismatch, field, 'CHANNEL_MISMATCH');
  return product;
}

const productHosts = new Set([
  'smartstore.naver.com',
  'm.smartstore.naver.com',
  'brand.naver.com',
  'm.brand.naver.com',
  'shopping.naver.com',
]);
const placeHosts = new Set(['m.place.naver.com', 'map.naver.com', 'place.naver.com', 'pcmap.place.naver.com', 'm.map.naver.com']);

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A Naver shopping product URL (https; smartstore, brand store, shopping); the MID it carries, if any. */
export function parseProductUrl(value: string): { url: string; mid: string | null } {
  const url = httpsUrl(value);
  const host = url?.hostname.toLowerCase();
  if (!url || !host || !(productHosts.has(host) || host.endsWith('.shopping.naver.com'))) {
    throw badRequest(adMessages.productUrlInvalid, 'url', 'PRODUCT_URL_INVALID');
  }
  const fromPath = url.pathname.match(/\/(?:products|catalog|product)\/([0-9]{8,12})(?:[/?#]|$)/)?.[1];
  const fromQuery = url.searchParams.get('nvMid') ?? url.searchParams.get('nv_mid');
  const mid = fromPath ?? (fromQuery && midPattern.test(fromQuery) ? fromQuery : null);
  return { url: url.toString(), mid };
}

/** A Naver Place URL (https; m.place, map, place, pcmap.place); the place id it carries, if any. */
export function parsePlaceUrl(value: string): { url: string; placeId: string | null } {
  const url = httpsUrl(value);
  const host = url?.hostname.toLowerCase();
  if (!url || !host || !placeHosts.has(host)) throw badRequest(adMessages.placeUrlInvalid, 'url', 'PLACE_URL_INVALID');
  const match = url.pathname.match(
    /\/(?:place|restaurant|hairshop|hospital|accommodation|attraction|nailshop|cafe)\/([0-9]{5,15})(?:[/?#]|$)/,
  );
  return { url: url.toString(), placeId: match?.[1] ?? null };
}

export interface TargetInput {
  keyword?: string;
  mid?: string;
  url?: string;
  store_name?: string;
  place_id?: string;
  place_name?: string;
}

export interface Target {
  keyword: string;
  mid: string | null;
  url: string | null;
  storeName: string | null;
  placeId: string | null;
  placeName: string | null;
}

const blankToNull = (value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The keyword plus a shopping (MID and/or product URL) or place (id and/or URL) target; ids filled from the URL. */
export function parseTarget(channel: AdChannel, input: TargetInput): Target {
  const keyword = input.keyword?.trim() ?? '';
  if (!keyword) throw badRequest(adMessages.keywordRequired, 'keyword', 'KEYWORD_REQUIRED');
  const rawUrl = blankToNull(input.url);
  if (channel === 'NAVER_SHOPPING') {
    let mid = blankToNull(input.mid);
    if (mid !== null && !midPattern.test(mid)) throw badRequest(adMessages.midInvalid, 'mid', 'MID_INVALID');
    const parsed = rawUrl ? parseProductUrl(rawUrl) : null;
    mid ??= parsed?.mid ?? null;
    if (mid === null && parsed === null) throw badRequest(adMessages.targetRequired, 'mid', 'TARGET_REQUIRED');
    return { keyword, mid, url: parsed?.url ?? null, storeName: blankToNull(input.store_name), placeId: null, placeName: null };
  }
  let placeId = blankToNull(input.place_id);
  if (placeId !== null && !placeIdPattern.test(placeId)) throw badRequest(adMessages.placeIdInvalid, 'place_id', 'PLACE_ID_INVALID');
  const parsed = rawUrl ? parsePlaceUrl(rawUrl) : null;
  placeId ??= parsed?.placeId ?? null;
  if (placeId === null && parsed === null) throw badRequest(adMessages.placeTargetRequired, 'place_id', 'TARGET_REQUIRED');
  return { keyword, mid: null, url: parsed?.url ?? null, storeName: null, placeId, placeName: blankToNull(input.place_name) };
}

/** Answers trimmed (a blank or null one is a 400 naming its position); answers need a question; some products need both. */
export function parseVerification(
  question: string | undefined | null,
  answers: readonly (string | null)[] | undefined,
  products: readonly RewardProduct[],
): { question: string | null; answers: string[] } {
  const q = blankToNull(question);
  const blank = (answers ?? []).findIndex((answer) => typeof answer !== 'string' || !answer.trim());
  if (blank >= 0) throw badRequest(adValueMessages.answerBlank(blank + 1), 'answers', 'BLANK_ANSWER');
  const list = (answers as string[] | undefined ?? []).map((answer) => answer.trim());
  if (list.length && q === null) throw badRequest(adMessages.answersWithoutQuestion, 'question', 'ANSWERS_WITHOUT_QUESTION');
  if (products.some((product) => product.requiresAnswer)) {
    if (q === null) throw badRequest(adMessages.answerRequired, 'question', 'ANSWER_REQUIRED');
    if (!list.length) throw badRequest(adMessages.answerRequired, 'answers', 'ANSWER_REQUIRED');
  }
  return { question: q, answers: list };
}

export const customerRefusals = {
  owner_id: adMessages.customerOwnerRefused,
  service: adMessages.customerServiceRefused,
  status: adMessages.customerStatusRefused,
} as const;

/** A customer naming the owner, service or status of an ad: 403 naming the field. */
export function refuseCustomerFields(body: { owner_id?: unknown; service?: unknown; status?: unknown }): void {
  for (const field of ['owner_id', 'service', 'status'] as const) {
    if (body[field] !== undefined) throw new AppError(403, customerRefusals[field], 'FORBIDDEN_FIELD', field);
  }
}

export { blankToNull };
