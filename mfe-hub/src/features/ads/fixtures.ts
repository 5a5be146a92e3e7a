/** Test fixtures of the ads screens (the shapes of GET hub/ads, hub/ads/clients, POST hub/ads/bulk, histories). */
import type { Ad, AdHistory, HubAdClient, HubBulkReport } from '@nurly/contracts/schemas';

export function hubAd(id: number, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    campaign_id: 100 + id,
    owner: { id: 31, username: 'hubclient', name: '이은지 상점' },
    service: 'HUB',
    group: { id: 1, name: '누리 허브 1그룹' },
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
    start_date: '2026-11-20',
    end_date: '2026-11-30',
    days: 11,
    question: null,
    answers: [],
    image_ids: [],
    unit_price_tenths: 385,
    payout_tenths: 231,
    status: 'ACTIVE',
    status_reason: null,
    paused_by: null,
    delivery: 'SERVING',
    hold: 38_500,
    planned_cost: 42_350,
    spent: 11_550,
    today: { day: '2026-11-23', target: 100, clicks: 60, completions: 42, rejections: 2 },
    rank: 7,
    open_reports: 0,
    memo: null,
    created_at: '2026-11-19T10:00:00+09:00',
    updated_at: '2026-11-19T10:00:00+09:00',
    ...overrides,
  };
}

export const hubClients: HubAdClient[] = [
  { id: 31, username: 'hubclient', name: '이은지 상점' },
  { id: 32, username: 'hubclient2', name: null },
];

/** One settled day of an ad (its charge the AD_DEDUCT row's); `settled: false` makes it an estimate (예정). */
export function history(day: string, overrides: Partial<AdHistory> = {}): AdHistory {
  const settled = overrides.settled ?? true;
  const charge = overrides.charge ?? 3_658;
  return {
    day,
    target_volume: 100,
    clicks: 80,
    completions: 95,
    rejections: 3,
    rejection_reasons: { WRONG_ANSWER: 3 },
    charged: settled ? charge : null,
    settled,
    charge,
    rank: 9,
    ...overrides,
  };
}

export const bulkReport: HubBulkReport = {
  message: '1건이 등록되었습니다. 1건은 등록되지 않았습니다: 사유를 확인해 고친 뒤 다시 올려주세요.',
  created: [{ row: 2, ad_id: 90, keyword: '캠핑 의자' }],
  refused: [{ row: 3, field: 'mid', message: '행 3: 상품 MID는 8~12자리 숫자입니다.' }],
};
