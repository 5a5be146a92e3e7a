/** Test data of the campaign pages: campaigns, their detail, the catalog and the low-balance notice as the server answers them (contracts shapes). */
import { REWARD_PRODUCTS } from '@nurly/contracts';
import type { Campaign, CampaignDetail, CampaignProducts, LowBalanceResponse } from '@nurly/contracts/schemas';
import { ad, history } from '../../test/fixtures';

export function campaign(id: number, overrides: Partial<Campaign> = {}): Campaign {
  const line = ad(id * 10, {
    campaign_id: id,
    status: 'ACTIVE',
    delivery: 'SERVING',
    today: { day: '2026-12-02', target: 100, clicks: 50, completions: 40, rejections: 1 },
  });
  return {
    id,
    owner: line.owner,
    service: 'NURLY',
    channel: 'NAVER_SHOPPING',
    keyword: `캠페인 키워드 ${id}`,
    mid: line.mid,
    url: null,
    store_name: '누리몰',
    place_id: null,
    place_name: null,
    start_date: '2026-12-01',
    end_date: '2026-12-10',
    status: 'ACTIVE',
    hold: 30_000,
    spent: 8_500,
    today: line.today,
    rank: 12,
    refundable: false,
    memo: null,
    created_at: '2026-11-20T10:00:00+09:00',
    lines: [line],
    ...overrides,
  };
}

/** The catalog at catalog prices with the given available balance. */
export function campaignProducts(available: number, held = 0): CampaignProducts {
  return {
    results: REWARD_PRODUCTS.map((product) => ({
      code: product.code,
      channel: product.channel,
      name: product.name,
      description: product.description,
      color: product.color,
      icon: product.icon,
      company_name: product.companyName,
      logo: product.logo,
      badges: [...product.badges],
      requires_answer: product.requiresAnswer,
      catalog_price_tenths: product.priceTenths,
      unit_price_tenths: product.priceTenths,
    })),
    balance: available + held,
    held,
    available,
  };
}

/** A campaign's detail: its one line ran two days, the first settled, today estimated (예정), with refused attempts. */
export function campaignDetail(id: number, overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  const base = campaign(id);
  const line = base.lines[0];
  const days = [
    history('2026-12-01', { rejections: 3, rejection_reasons: { WRONG_ANSWER: 2, TOO_FAST: 1 }, rank: 31 }),
    history('2026-12-02', {
      completions: 40,
      settled: false,
      charge: 1_540,
      rank: 18,
      rejections: 1,
      rejection_reasons: { WRONG_ANSWER: 1 },
    }),
  ];
  return {
    campaign: base,
    today: '2026-12-02',
    lines: [{ ad_id: line.id, days, totals: { completions: 135, rejections: 4, charge: { settled: 3_658, estimated: 1_540 } } }],
    rejection_reasons: { WRONG_ANSWER: 3, TOO_FAST: 1 },
    rejections: [
      {
        id: 2,
        ad_id: line.id,
        day: '2026-12-02',
        created_at: '2026-12-02T05:10:00Z',
        reason: 'WRONG_ANSWER',
        seconds_after_click: 41,
        answer: '무료배송',
      },
      {
        id: 1,
        ad_id: line.id,
        day: '2026-12-01',
        created_at: '2026-12-01T03:00:00Z',
        reason: 'TOO_FAST',
        seconds_after_click: 2,
        answer: null,
      },
    ],
    charge: { settled: 3_658, estimated: 1_540 },
    ...overrides,
  };
}

/** GET point/low-balance: not low by default; `low` gives the figures of a crossing. */
export function lowBalance(low = false): LowBalanceResponse {
  return low
    ? {
        low: true,
        days: 2,
        available: 3_050,
        need: 15_400,
        shortfall: 12_350,
        alerted_at: '2026-11-30T01:00:00Z',
        message: '사용 가능 포인트(₩3,050)가 앞으로 2일간 예정된 광고비(₩15,400)보다 적습니다. 광고를 이어가려면 포인트를 충전해주세요.',
      }
    : { low: false, days: 2, available: 100_000, need: 7_700, shortfall: 0, alerted_at: null, message: null };
}
