import type { KeywordType } from '@nurly/contracts/schemas';

/** Grants one API call at a time against the daily budget; false = the budget is spent. */
export interface CallBudget {
  take(): Promise<boolean>;
}

export interface RankQuery {
  keyword: string;
  /** The product id to find (already extracted from a URL). */
  mid: string;
  type: KeywordType;
  /** Search up to this rank: 1000 normally, 40 for a first-page-only check. */
  maxRank: number;
  budget: CallBudget;
  /** Asia/Seoul day (YYYY-MM-DD): the simulated provider's rank moves per day. */
  day: string;
  /** The last known rank: its API page is read first (products rarely move far in a day). */
  hintRank?: number | null;
}

/** Details of the listing when the product was found. */
export interface FoundItem {
  title: string | null;
  mallName: string | null;
}

export type RankOutcome =
  | { status: 'FOUND'; rank: number; calls: number; item: FoundItem }
  | { status: 'OUT_OF_RANGE'; calls: number; searchedTo: number }
  | { status: 'FAILED'; calls: number; code: string; message: string };

/** One rank source (docs/decisions/architecture.md#server). Implementations never throw for a failed check: they return FAILED. */
export interface RankProvider {
  readonly name: string;
  /** Simulated providers are demo data and say so. */
  readonly demo: boolean;
  /** Which keyword types this provider can check. */
  readonly types: readonly KeywordType[];
  check(query: RankQuery): Promise<RankOutcome>;
}

export const failureMessages = {
  budget: '오늘의 순위 조회 한도(API 호출 수)를 모두 사용했습니다. 내일 다시 조회됩니다.',
  rateLimited: '네이버 검색 API 호출 한도를 초과했습니다(429). 잠시 후 다시 조회해주세요.',
  auth: '네이버 검색 API 인증에 실패했습니다. 클라이언트 ID와 시크릿을 확인해주세요.',
  network: '네이버 검색 API에 연결하지 못했습니다. 잠시 후 다시 조회해주세요.',
  badResponse: '네이버 검색 API의 응답을 해석하지 못했습니다.',
  unsupportedType: '이 순위 제공자는 해당 유형의 순위를 조회할 수 없습니다.',
} as const;

/** Naver Open API error codes (developers.naver.com, 검색 API 오류 코드) in Korean. */
export const naverErrorMessages: Record<string, string> = {
  SE01: '잘못된 검색 요청입니다(SE01). 키워드를 확인해주세요.',
  SE02: '검색 결과 출력 건수(display) 값이 잘못되었습니다(SE02).',
  SE03: '검색 시작 위치(start) 값이 잘못되었습니다(SE03).',
  SE04: '정렬(sort) 값이 잘못되었습니다(SE04).',
  SE05: '존재하지 않는 검색 API입니다(SE05).',
  SE06: '키워드의 인코딩이 잘못되었습니다(SE06).',
  SE99: '네이버 검색 서버에 오류가 발생했습니다(SE99). 잠시 후 다시 조회해주세요.',
};

export function naverErrorMessage(code: string, fallback?: string): string {
  return naverErrorMessages[code] ?? `네이버 검색 API 오류입니다(${code})${fallback ? `: ${fallback}` : ''}.`;
}
