/**
 * An ad's change log (ad_logs: field, before → after) read by people (docs/decisions/money-loop.md#campaigns): which values are
 * statuses, won amounts, prices in tenths, volumes, days or lists. The raw values stay as the server
 * wrote them; every console turns them into words through `adLogValue`, then its own formatters
 * (status labels, formatWon, KST times), so a log never reads `PENDING → ACTIVE` or `예치 0 → 5390`.
 */
import { AD_SERVICES, AD_STATUSES, type AdService, type AdStatus } from './ads';

/** The fields the server logs (ads/service.ts, ads/holds.ts, settlement): `created` carries the first status. */
export const AD_LOG_FIELDS = [
  'created',
  'status',
  'hold',
  'daily_volume',
  'start_date',
  'end_date',
  'unit_price_tenths',
  'keyword',
  'mid',
  'url',
  'store_name',
  'place_id',
  'place_name',
  'question',
  'answers',
  'memo',
  'image_ids',
  'service',
] as const;
export type AdLogField = (typeof AD_LOG_FIELDS)[number];

export function isAdLogField(field: string): field is AdLogField {
  return (AD_LOG_FIELDS as readonly string[]).includes(field);
}

/** One side of a change, typed for its formatter. */
export type AdLogValue =
  | { kind: 'none' }
  | { kind: 'status'; status: AdStatus }
  | { kind: 'service'; service: AdService }
  /** Whole won (holds). */
  | { kind: 'won'; won: number }
  /** A unit price in tenths of a won. */
  | { kind: 'tenths'; tenths: number }
  /** A daily volume. */
  | { kind: 'count'; count: number }
  /** An Asia/Seoul calendar day, YYYY-MM-DD. */
  | { kind: 'day'; day: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'text'; text: string };

const text = (raw: string): AdLogValue => ({ kind: 'text', text: raw });

function integerOf(raw: string): number | null {
  return /^-?\d+$/.test(raw.trim()) ? Number(raw) : null;
}

function listOf(raw: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.map((item) => String(item)) : null;
  } catch {
    return null;
  }
}

/** What a logged value of `field` is; anything unexpected is shown as the text it is. */
export function adLogValue(field: string, raw: string | null): AdLogValue {
  if (raw === null || raw === '') return { kind: 'none' };
  switch (field) {
    case 'created':
    case 'status':
      return (AD_STATUSES as readonly string[]).includes(raw) ? { kind: 'status', status: raw as AdStatus } : text(raw);
    case 'service':
      return (AD_SERVICES as readonly string[]).includes(raw) ? { kind: 'service', service: raw as AdService } : text(raw);
    case 'hold':
    case 'unit_price_tenths':
    case 'daily_volume': {
      const value = integerOf(raw);
      if (value === null) return text(raw);
      if (field === 'hold') return { kind: 'won', won: value };
      return field === 'unit_price_tenths' ? { kind: 'tenths', tenths: value } : { kind: 'count', count: value };
    }
    case 'start_date':
    case 'end_date':
      return { kind: 'day', day: raw };
    case 'answers':
    case 'image_ids': {
      const items = listOf(raw);
      return items ? { kind: 'list', items } : text(raw);
    }
    default:
      return text(raw);
  }
}

/** Korean names of the logged fields (the consoles' ko labels). */
export const adLogLabels = {
  field: {
    created: '등록',
    status: '상태',
    hold: '예치 포인트',
    daily_volume: '일 목표 수량',
    start_date: '시작일',
    end_date: '종료일',
    unit_price_tenths: '단가',
    keyword: '키워드',
    mid: '상품 MID',
    url: 'URL',
    store_name: '상품명',
    place_id: '플레이스 ID',
    place_name: '플레이스명',
    question: '확인 질문',
    answers: '정답',
    memo: '메모',
    image_ids: '미션 이미지',
    service: '서비스',
  } satisfies Record<AdLogField, string>,
} as const;
