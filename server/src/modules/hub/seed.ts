/**
 * The hubs' demo data (embedded default only):
 *  - `hubChildPrices`: the hubs' prices, which the demo fortnight sets on its first morning through
 *    the b2b service (demo/resellers.ts), before it registers any ad (an ad snapshots its price
 *    chain when it is created): `hubadmin` sells to its clients 10 % above its own (catalog) price,
 *    `hubclient` to its own sub-account 15 % above the catalog, so /sales shows a margin and a
 *    sub-margin; the second hub `hubadmin2` 8 % above. Set by the staff desk.
 *  - `hubDemoCampaigns`: what the demo fortnight (demo/fortnight.ts) registers for the hubs through
 *    the hub and ads services — HUB ads of the hub's client `hubclient` registered in the hub console,
 *    NR ads of the reward members `hubclient`, `hubmember` and `hubadmin` (reward `/invoice`), and one
 *    HUB ad the second hub registers for its client `hubclient2` — so every hub account sees a settled
 *    fortnight on first start.
 */
import type { DemoCampaign } from '../ads';
import { markedUp, type DemoChildPrices } from '../b2b';

/** What each hub account's children pay over the catalog (tier_prices, every product), in the order set. */
export const hubChildPrices: DemoChildPrices[] = [
  { account: 'hubadmin', markup: 0.1 },
  { account: 'hubclient', markup: 0.15 },
  { account: 'hubadmin2', markup: 0.08 },
].map(({ account, markup }) => ({ account, by: 'staff', priceOf: (product) => markedUp(product.priceTenths, markup) }));

export const hubDemoCampaigns: DemoCampaign[] = [
  {
    owner: 'hubclient',
    service: 'HUB',
    registeredBy: 'hubadmin',
    channel: 'NAVER_SHOPPING',
    keyword: '강아지 간식',
    mid: '86612340001',
    storeName: '멍멍 간식공방',
    start: -14,
    end: 16,
    lines: [{ code: 'naverapp', volume: 6 }],
    review: { on: -15 },
  },

  {
    owner: 'hubclient',
    service: 'HUB',
    registeredBy: 'hubadmin',
    channel: 'NAVER_PLACE',
    keyword: '성수 카페',
    placeId: '1209348756',
    placeName: '성수 로스터리 카페',
    start: -14,
    end: 9,
    lines: [{ code: 'naverplace-traffic', volume: 4 }],
    review: { on: -15 },
  },
  {
    owner: 'hubclient',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '수제 캔들',
    mid: '86655550002',
    storeName: '은지네 캔들',
    start: -14,
    end: 16,
    lines: [{ code: 'naverapp', volume: 3 }],
    review: { on: -15 },
  },
  {
    owner: 'hubmember',
    service: 'NR',
    channel: 'NAVER_PLACE',
    keyword: '연남 베이커리',
    placeId: '1288776655',
    placeName: '연남 소금빵 베이커리',
    start: -14,
    end: 16,
    question: '대표 메뉴 이름은?',
    answers: ['소금빵'],
    lines: [{ code: 'naverplace-save', volume: 3 }],
    review: { on: -15 },
  },

  {
    owner: 'hubadmin',
    service: 'NR',
    channel: 'NAVER_SHOPPING',
    keyword: '무선 청소기',
    mid: '86655550004',
    storeName: '허브 가전몰',
    start: -14,
    end: 16,
    lines: [{ code: 'naverapp', volume: 4 }],
    review: { on: -15 },
  },
  {
    owner: 'hubclient2',
    service: 'HUB',
    registeredBy: 'hubadmin2',
    channel: 'NAVER_SHOPPING',
    keyword: '제주 감귤',
    mid: '86699990001',
    storeName: '제주 감귤농장',
    start: -14,
    end: 16,
    lines: [{ code: 'naverapp', volume: 3 }],
    review: { on: -15 },
  },
];
