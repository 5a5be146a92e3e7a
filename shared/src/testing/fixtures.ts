/**
 * Response bodies the way the server sends them, for handlers: each builder gives a complete,
 * valid object with Korean sample content, overridable field by field.
 */
import type { Faq, Keyword, KeywordHistory, Notice, Question, QuestionComment, UserListItem } from '@nurly/contracts/schemas';

/** An ISO timestamp that many minutes before now (for "방금 전" / "3일 전" labels). */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}

export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 1,
    title: '포인트가 충전되지 않았어요',
    body: '어제 입금했습니다.',
    category: 'POINT',
    status: 'OPEN',
    answered: false,
    author: { id: 7, username: 'customer', is_staff: false },
    comments: [],
    comment_count: 0,
    created_at: minutesAgo(1),
    updated_at: minutesAgo(1),
    ...overrides,
  };
}

export function questionComment(overrides: Partial<QuestionComment> = {}): QuestionComment {
  return {
    id: 11,
    question: 1,
    body: '확인 후 처리해드렸습니다.',
    author: { id: 3, username: 'staff', is_staff: true },
    created_at: minutesAgo(0),
    ...overrides,
  };
}

export function faq(overrides: Partial<Faq> = {}): Faq {
  return {
    id: 1,
    question: '포인트는 어떻게 충전하나요?',
    answer: '<p>충전 요청 후 입금해주세요.</p>',
    category: 'POINT',
    order: 10,
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

export function notice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 1,
    title: '점검 안내',
    body: '<p>본문</p>',
    pinned: false,
    views: 3,
    author: '관리자',
    created_at: minutesAgo(60 * 24 * 2),
    updated_at: minutesAgo(60 * 24 * 2),
    ...overrides,
  };
}

/** One row of the staff user list (GET users). */
export function userListItem(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 11,
    username: 'agency01',
    name: '누리 대행사',
    mobile: '01012345678',
    point: 0,
    is_guest: false,
    is_staff: false,
    is_superuser: false,
    is_active: true,
    tier: null,
    parent_id: null,
    group: null,
    roles: [],
    services: ['THENURLY'],
    date_joined: '2026-01-02T03:00:00.000Z',
    ...overrides,
  };
}

/** A keyword found at rank 12 (page 1) by the Naver open API: a rank check's result fields. */
const foundAt12 = {
  rank: 12,
  page: 1,
  pageRank: 12,
  rankText: '12위 (1페이지 12위)',
  status: 'FOUND' as const,
  error: null,
  provider: 'naver-openapi',
};

export function keywordHistory(overrides: Partial<KeywordHistory> & Pick<KeywordHistory, 'date'>): KeywordHistory {
  return {
    id: Number(overrides.date.replace(/-/g, '')),
    keyword_id: 1,
    keyword: '캠핑의자',
    ...foundAt12,
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
    ...foundAt12,
    demo: false,
    searchDateTime: '2026-11-22T06:00:00.000Z',
    is_my_product: false,
    product_id: null,
    is_main: false,
    title: null,
    mall_name: null,
    histories: [keywordHistory({ date: '2026-11-22', rank: 12 }), keywordHistory({ date: '2026-11-21', rank: 15 })],
    ...overrides,
  };
}
