/**
 * Input rules of a campaign and its lines: every refusal is a Korean message from
 * `adMessages` naming the field, thrown before anything is written.
 */
/**
 * Input rules of a campaign and its lines: the rules of `@nurly/contracts` (rules/ads.ts, which the
 * consoles' forms apply too), each refusal a 400 with the Korean message naming the field, thrown
 * before anything is written.
 */
import {
  adMessages,
  adValueMessages,
  checkChannel,
  checkDailyVolume,
  checkDay,
  checkKeyword,
  checkPeriod as periodProblem,
  checkProduct,
  placeUrlOf,
  productUrlOf,
  checkTarget,
  checkVerification,
  rewardProductOf,
  type AdChannel,
  type RewardProduct,
  type RuleResult,
} from '@nurly/contracts/schemas';
import { AppError, badRequest } from '../../lib/errors';

/** Throws the rule's refusal as a 400 naming its field. */
function refuse(result: RuleResult): void {
  if (result) throw badRequest(result.message, result.field, result.code);
}

export function parseChannel(value: string): AdChannel {
  refuse(checkChannel(value));
  return value as AdChannel;
}

export function parseDay(value: string, field: string): string {
  refuse(checkDay(value, field));
  return value;
}

/** Start not in the past (today allowed) unless `startMayBePast`, end ≥ start, at most AD_PERIOD_MAX_DAYS days. */
export function checkPeriod(start: string, end: string, today: string, options: { startMayBePast?: boolean } = {}): void {
  refuse(periodProblem(start, end, today, options));
}

export function checkVolume(value: number, field: string): number {
  refuse(checkDailyVolume(value, field));
  return value;
}

export function productFor(code: string, channel: AdChannel, field: string): RewardProduct {
  refuse(checkProduct(code, channel, field));
  return rewardProductOf(code)!;
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
  refuse(checkKeyword(input.keyword));
  refuse(checkTarget(channel, input));
  const keyword = input.keyword!.trim();
  const rawUrl = blankToNull(input.url);
  if (channel === 'NAVER_SHOPPING') {
    const parsed = rawUrl ? productUrlOf(rawUrl) : null;
    const mid = blankToNull(input.mid) ?? parsed?.mid ?? null;
    return { keyword, mid, url: parsed?.url ?? null, storeName: blankToNull(input.store_name), placeId: null, placeName: null };
  }
  const parsed = rawUrl ? placeUrlOf(rawUrl) : null;
  const placeId = blankToNull(input.place_id) ?? parsed?.placeId ?? null;
  return { keyword, mid: null, url: parsed?.url ?? null, storeName: null, placeId, placeName: blankToNull(input.place_name) };
}

/**
 * Answers trimmed (a blank or null one is a 400 naming its position), then the contract's
 * checkVerification (answers need a question, some products need both, how many and how long).
 */
export function parseVerification(
  question: string | undefined | null,
  answers: readonly (string | null)[] | undefined,
  products: readonly RewardProduct[],
): { question: string | null; answers: string[] } {
  const q = blankToNull(question);
  const blank = (answers ?? []).findIndex((answer) => typeof answer !== 'string' || !answer.trim());
  if (blank >= 0) throw badRequest(adValueMessages.answerBlank(blank + 1), 'answers', 'BLANK_ANSWER');
  const list = ((answers as string[] | undefined) ?? []).map((answer) => answer.trim());
  const [first] = checkVerification(
    q ?? '',
    list,
    products.some((product) => product.requiresAnswer),
  );
  refuse(first ?? null);
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
