/** Test data two or more features' tests (or ui/'s) share: ads, their days and the options, as the server answers them (contracts shapes). */
import type { Ad, AdHistory, AdOptions } from '@nurly/contracts/schemas';

export function ad(id: number, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    campaign_id: 100 + id,
    owner: { id: 7, username: `customer${id}`, name: `현우네 꽃집 ${id}` },
    service: 'NURLY',
    group: null,
    channel: 'NAVER_SHOPPING',
    product_code: 'naverapp',
    product_name: '쇼핑 트래픽',
    keyword: `캠핑 의자 ${id}`,
    mid: `8450000000${id}`,
    url: null,
    store_name: '누리몰',
    place_id: null,
    place_name: null,
    daily_volume: 100,
    start_date: '2026-12-01',
    end_date: '2026-12-10',
    days: 10,
    question: null,
    answers: [],
    image_ids: [],
    unit_price_tenths: 385,
    payout_tenths: 200,
    status: 'PENDING',
    status_reason: null,
    paused_by: null,
    delivery: 'IN_REVIEW',
    hold: 38_500,
    planned_cost: 38_500,
    spent: 0,
    today: { day: '2026-12-01', target: 100, clicks: 0, completions: 0, rejections: 0 },
    rank: 12,
    open_reports: 0,
    memo: null,
    created_at: '2026-11-20T10:00:00+09:00',
    updated_at: '2026-11-20T10:00:00+09:00',
    ...overrides,
  };
}

export function adOptions(statistics: Record<string, number> = {}): AdOptions {
  return {
    clients: [
      { id: 7, username: 'customer', name: '현우네 꽃집' },
      { id: 8, username: 'flower', name: null },
    ],
    services: [{ value: 'NURLY', label: '더널리', count: 3 }],
    statistics: { total: 3, PENDING: 2, ACTIVE: 1, ...statistics },
    maxRanks: [10, 20, 40, 100, 200],
    customers: [{ id: 7, username: 'customer', name: '현우네 꽃집' }],
  };
}

/** One day of a line: settled with its charge, unless `settled: false` (then the charge is the 예정 estimate). */
export function history(day: string, overrides: Partial<AdHistory> = {}): AdHistory {
  const settled = overrides.settled ?? true;
  const charge = overrides.charge ?? 3_658;
  return {
    day,
    target_volume: 100,
    clicks: 120,
    completions: 95,
    rejections: 0,
    rejection_reasons: {},
    charged: settled ? charge : null,
    settled,
    charge,
    rank: 20,
    ...overrides,
  };
}
