/**
 * Test fixtures ('@nurly/domain-ui/testing', for *.test.ts(x) only): an ad line, its days, a campaign's
 * detail (the shape of GET assistant/campaingns/{id}) and log, an account's tier prices, an invoice.
 */
import type { Ad, AdHistory, AdLog, CampaignDetail, Invoice, InvoiceDetail, TierPrices } from '@nurly/contracts/schemas';

export function ad(id: number, overrides: Partial<Ad> = {}): Ad {
  return {
    id,
    campaign_id: 70,
    owner: { id: 31, username: 'hubclient', name: '이은지 상점' },
    service: 'HUB',
    group: { id: 1, name: '누리 허브 1그룹' },
    channel: 'NAVER_SHOPPING',
    product_code: 'naverapp',
    product_name: '쇼핑 트래픽',
    keyword: '캠핑 의자',
    mid: '84500000007',
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
    spent: 3_658,
    today: { day: '2026-11-23', target: 100, clicks: 60, completions: 42, rejections: 2 },
    rank: 9,
    open_reports: 0,
    memo: null,
    created_at: '2026-11-19T10:00:00+09:00',
    updated_at: '2026-11-19T10:00:00+09:00',
    ...overrides,
  };
}

/** One day of a line; `settled: false` makes its charge an estimate (예정). */
export function day(date: string, overrides: Partial<AdHistory> = {}): AdHistory {
  const settled = overrides.settled ?? true;
  const charge = overrides.charge ?? 3_658;
  return {
    day: date,
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

/** A HUB campaign of one line: a settled day and today's estimate, two refused attempts. */
export function campaignDetail(id: number, overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const line = ad(7, { campaign_id: id });
  return {
    campaign: {
      id,
      owner: line.owner,
      service: 'HUB',
      channel: 'NAVER_SHOPPING',
      keyword: line.keyword,
      mid: line.mid,
      url: null,
      store_name: line.store_name,
      place_id: null,
      place_name: null,
      start_date: line.start_date,
      end_date: line.end_date,
      status: 'ACTIVE',
      hold: line.hold,
      spent: 3_658,
      today: line.today,
      rank: line.rank,
      refundable: false,
      memo: null,
      created_at: line.created_at,
      lines: [line],
    },
    today: '2026-11-23',
    lines: [
      {
        ad_id: line.id,
        days: [
          day('2026-11-22'),
          day('2026-11-23', { completions: 42, settled: false, charge: 1_617, rejection_reasons: { TOO_FAST: 2 }, rejections: 2 }),
        ],
        totals: { completions: 137, rejections: 5, charge: { settled: 3_658, estimated: 1_617 } },
      },
    ],
    rejection_reasons: { WRONG_ANSWER: 3, TOO_FAST: 2 },
    rejections: [
      {
        id: 5,
        ad_id: line.id,
        day: '2026-11-23',
        created_at: '2026-11-23T01:00:00Z',
        reason: 'TOO_FAST',
        seconds_after_click: 2,
        answer: null,
      },
      {
        id: 4,
        ad_id: line.id,
        day: '2026-11-22',
        created_at: '2026-11-22T03:30:00Z',
        reason: 'WRONG_ANSWER',
        seconds_after_click: 50,
        answer: '모름',
      },
    ],
    charge: { settled: 3_658, estimated: 1_617 },
    ...overrides,
  };
}

export const logs: AdLog[] = [
  {
    id: 3,
    ad_id: 7,
    actor: null,
    field: 'hold',
    before: '5390',
    after: '0',
    reason: '2026-11-22 정산',
    created_at: '2026-11-22T15:05:00Z',
  },
  {
    id: 2,
    ad_id: 7,
    actor: { id: 1, username: 'admin' },
    field: 'status',
    before: 'PENDING',
    after: 'ACTIVE',
    reason: null,
    created_at: '2026-11-19T02:00:00Z',
  },
  {
    id: 1,
    ad_id: 7,
    actor: { id: 9, username: 'hubadmin' },
    field: 'created',
    before: null,
    after: 'PENDING',
    reason: null,
    created_at: '2026-11-19T01:00:00Z',
  },
];

/** An account's prices: one product with a child price, one without; the own price of the second from an upper tier. */
export function tierPrices(overrides: Partial<TierPrices> = {}): TierPrices {
  return {
    account: { id: 4, username: 'reseller', name: '누리 총판', tier: 2 },
    can_set_child_prices: true,
    results: [
      {
        product_code: 'naverapp',
        product_name: '쇼핑 트래픽',
        catalog_price_tenths: 385,
        own_price_tenths: 385,
        own_price_source: null,
        child_price_tenths: 420,
        margin_tenths: 35,
      },
      {
        product_code: 'naverplace-save',
        product_name: '플레이스 저장',
        catalog_price_tenths: 300,
        own_price_tenths: 280,
        own_price_source: { id: 2, name: '상위 총판', tier: 1 },
        child_price_tenths: null,
        margin_tenths: 0,
      },
    ],
    ...overrides,
  };
}

/** A month's invoice of a registered business (a draft: not issued yet). */
export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    id: 11,
    account: { id: 7, username: 'nuri_main', name: '김누리' },
    advertiser_id: 3,
    advertiser_name: '누리 상회',
    registration_number: '314-15-92653',
    month: '2026-10',
    status: 'DRAFT',
    actions: 6,
    total: 231,
    supply: 210,
    vat: 21,
    assignee: null,
    memo: null,
    generated_at: '2026-10-31T15:30:00.000Z',
    issued_at: null,
    paid_at: null,
    ...overrides,
  };
}

/** That invoice issued, in full: two lines, rejected attempts by reason. */
export function invoiceDetail(overrides: Partial<Invoice> = {}): InvoiceDetail {
  return {
    invoice: invoice({ status: 'ISSUED', issued_at: '2026-11-01T01:00:00.000Z', ...overrides }),
    lines: [
      {
        id: 1,
        ad_id: 101,
        product_code: 'naverapp',
        keyword: '캠핑의자',
        actions: 5,
        unit_price_tenths: 385,
        amount: 193,
        rejected: { TOO_FAST: 2 },
      },
      {
        id: 2,
        ad_id: 102,
        product_code: 'naverplace-traffic',
        keyword: '강남 꽃집',
        actions: 1,
        unit_price_tenths: 380,
        amount: 38,
        rejected: {},
      },
    ],
    evidence: { completed: 6, rejected_total: 3, rejected: { TOO_FAST: 2, WRONG_ANSWER: 1 } },
    advertiser: {
      name: '누리 상회',
      registration_number: '314-15-92653',
      representative: '김누리',
      address: '서울특별시 마포구 월드컵북로 1',
      emails: ['tax@nuri.kr'],
    },
    company: { name: '(주)더널리', registration_number: '120-88-12345', representative: null, address: null, emails: [] },
  };
}
