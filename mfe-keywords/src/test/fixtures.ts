import type { Keyword, KeywordHistory } from '@nurly/contracts/schemas';

export function history(overrides: Partial<KeywordHistory> & Pick<KeywordHistory, 'date'>): KeywordHistory {
  return {
    id: Number(overrides.date.replace(/-/g, '')),
    keyword_id: 1,
    keyword: '캠핑의자',
    rank: 12,
    page: 1,
    pageRank: 12,
    rankText: '12위 (1페이지 12위)',
    status: 'FOUND',
    error: null,
    provider: 'naver-openapi',
    searchDateTime: `${overrides.date}T06:00:00.000Z`,
    ...overrides,
  };
}

export function keyword(overrides: Partial<Keyword> = {}): Keyword {
  return {
    id: 1,
    type: 'shopping',
    keyword: '캠핑의자',
    mid: '84512345678',
    rank: 12,
    page: 1,
    pageRank: 12,
    rankText: '12위 (1페이지 12위)',
    status: 'FOUND',
    error: null,
    provider: 'naver-openapi',
    demo: false,
    searchDateTime: '2026-11-22T06:00:00.000Z',
    is_my_product: false,
    product_id: null,
    is_main: false,
    title: null,
    mall_name: null,
    histories: [history({ date: '2026-11-22', rank: 12 }), history({ date: '2026-11-21', rank: 15 })],
    ...overrides,
  };
}
