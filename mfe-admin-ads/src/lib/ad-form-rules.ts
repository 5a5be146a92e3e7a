/**
 * The campaign form's values, its client rules (the contract's rules/ads.ts, which the server
 * applies too, with the console's translation of their messages) and the request it sends. Pure functions: the form's resolver and
 * the tests call them.
 */
import {
  adMessageKey,
  answersOf,
  adMessages,
  checkDailyVolume,
  checkEndDay,
  checkKeyword,
  checkStartDay,
  checkTarget,
  checkVerification,
  type AdChannel,
  type AdService,
  type RuleResult,
} from '@nurly/contracts';
import type { CreateAdRequest } from '@nurly/contracts/schemas';

export interface RewardLineValues {
  product_code: string;
  daily_volume: number | null;
}

export interface AdFormValues {
  /** Staff registering for a client: the client's account id ('' until chosen). */
  owner_id: string;
  channel: AdChannel;
  keyword: string;
  mid: string;
  place_id: string;
  url: string;
  /** Store name (shopping) or place name (place). */
  target_name: string;
  rewards: RewardLineValues[];
  start_date: string;
  end_date: string;
  question: string;
  /** Accepted answers, one per line. */
  answers: string;
  memo: string;
}

/** Daily volume a newly chosen reward product starts with. */
export const DEFAULT_DAILY_VOLUME = 100;

export function emptyAdForm(channel: AdChannel, today: string): AdFormValues {
  return {
    owner_id: '',
    channel,
    keyword: '',
    mid: '',
    place_id: '',
    url: '',
    target_name: '',
    rewards: [],
    start_date: today,
    end_date: today,
    question: '',
    answers: '',
    memo: '',
  };
}

/** A message per form field path ('rewards.0.daily_volume' included). */
export type AdFormProblems = Record<string, string>;

export type RuleMessages = Record<keyof typeof adMessages | 'ownerRequired', string>;

export interface RuleContext {
  /** Asia/Seoul today (YYYY-MM-DD). */
  today: string;
  /** Whether a product needs a question and answers (unknown codes: no). */
  requiresAnswer: (code: string) => boolean;
  /** Staff registering for a client must choose the client. */
  staff: boolean;
  messages: RuleMessages;
}

export function validateAdForm(values: AdFormValues, context: RuleContext): AdFormProblems {
  const { messages } = context;
  const problems: AdFormProblems = {};
  /** A rule's refusal under `path` (its own field by default), in the console's language. */
  const add = (result: RuleResult, path = result?.field) => {
    if (!result || !path || problems[path]) return;
    const key = adMessageKey(result);
    problems[path] = key ? messages[key] : result.message;
  };

  if (context.staff && !values.owner_id) problems.owner_id = messages.ownerRequired;
  add(checkKeyword(values.keyword));
  add(checkTarget(values.channel, { mid: values.mid, place_id: values.place_id, url: values.url }));

  if (values.rewards.length === 0) problems.rewards = messages.linesRequired;
  values.rewards.forEach((line, index) => add(checkDailyVolume(line.daily_volume), `rewards.${index}.daily_volume`));

  add(checkStartDay(values.start_date, context.today));
  add(checkEndDay(values.start_date, values.end_date));

  const needsAnswer = values.rewards.some((line) => context.requiresAnswer(line.product_code));
  checkVerification(values.question, answersOf(values.answers), needsAnswer).forEach((result) => add(result));
  return problems;
}

export interface RequestContext {
  imageIds: number[];
  /** Staff only: the console's service; the owner comes from the form. */
  service?: AdService;
}

/** The POST admin/ads body: the target of the chosen channel, every line in `rewards`, optional parts only when given. */
export function toCreateAdRequest(values: AdFormValues, context: RequestContext): CreateAdRequest {
  const text = (value: string) => value.trim() || undefined;
  const shopping = values.channel === 'NAVER_SHOPPING';
  const answers = answersOf(values.answers);
  const body: CreateAdRequest = {
    channel: values.channel,
    keyword: values.keyword.trim(),
    ...(shopping
      ? { mid: text(values.mid), store_name: text(values.target_name) }
      : { place_id: text(values.place_id), place_name: text(values.target_name) }),
    url: text(values.url),
    rewards: values.rewards.map((line) => ({ product_code: line.product_code, daily_volume: line.daily_volume ?? 0 })),
    start_date: values.start_date,
    end_date: values.end_date,
    question: text(values.question),
    answers: answers.length ? answers : undefined,
    memo: text(values.memo),
    image_ids: context.imageIds.length ? context.imageIds : undefined,
    owner_id: values.owner_id ? Number(values.owner_id) : undefined,
    service: context.service,
  };
  // Absent, not undefined: the request body carries only what was given.
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as CreateAdRequest;
}

/**
 * Where a server error's `field` shows in this form: the request names a single line's
 * `daily_volume`/`product_code`, the target's name, … — null when the form has no such place
 * (the message is then a toast).
 */
export function formFieldOf(field: string | undefined, values: AdFormValues): string | null {
  if (!field) return null;
  if (field === 'daily_volume') return values.rewards.length ? 'rewards.0.daily_volume' : 'rewards';
  if (field === 'product_code' || /^rewards\.\d+\.product_code$/.test(field)) return 'rewards';
  if (field === 'store_name' || field === 'place_name') return 'target_name';
  return null;
}
