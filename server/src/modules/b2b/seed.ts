/**
 * Demo tier prices (README.md "Demo data"): what each reseller of the demo tree (db/seed.ts: 1 main,
 * 2 distributors, 4 agencies, 10 advertisers) and each hub charges its children. Nothing here writes:
 * the demo fortnight sets them on its first morning through the b2b service (`setPrices`), each by
 * the account that would set it — the reseller itself, the main account's and the hubs' by the staff
 * desk (tier 1 and the hub tops are the company's own accounts: no reseller scope of their own) —
 * top down, so every level is strictly above the level above it.
 *
 * The demo `customer`'s path (nurly_main → seoul_dist → gangnam_ag): distributors pay the catalog
 * + ₩1 (쇼핑 트래픽 ₩39.5), seoul_dist's agencies + ₩2.5 (₩41, what gangnam_ag, its advertisers and the
 * customer pay), mapo_ag's advertisers + ₩4.5 (₩43). busan_dist's branch: markups of 3 %, 6 % and 7 %.
 */
import type { RewardProduct } from '@nurly/contracts/schemas';

/** Catalog price × (1 + markup), rounded to a tenth of a won. */
export const markedUp = (catalogTenths: number, markup: number) => Math.round(catalogTenths * (1 + markup));

export interface DemoChildPrices {
  /** Whose children's price this is. */
  account: string;
  /** Who sets it (the demo account whose principal calls the service). */
  by: string;
  /** The price per action of a product, tenths of a won. */
  priceOf: (product: RewardProduct) => number;
}

const plus = (tenths: number) => (product: RewardProduct) => product.priceTenths + tenths;
const markup = (rate: number) => (product: RewardProduct) => markedUp(product.priceTenths, rate);

/** In the order they are set: every account after its ancestors. */
export const demoChildPrices: DemoChildPrices[] = [
  { account: 'nurly_main', by: 'staff', priceOf: plus(10) },
  { account: 'seoul_dist', by: 'seoul_dist', priceOf: plus(25) },
  { account: 'mapo_ag', by: 'mapo_ag', priceOf: plus(45) },
  { account: 'busan_dist', by: 'busan_dist', priceOf: markup(0.03) },
  { account: 'haeundae_ag', by: 'haeundae_ag', priceOf: markup(0.07) },
  { account: 'suyeong_ag', by: 'suyeong_ag', priceOf: markup(0.06) },
];

/**
 * What seoul_dist moves to its agencies on the first morning (points transfers), and the margin
 * payout it asks for and staff pay (days from today): its credited margins of the first week.
 */
export const demoTransfers: { from: string; to: string; amount: number; memo: string }[] = [
  { from: 'seoul_dist', to: 'gangnam_ag', amount: 300_000, memo: '12월 광고비 지원' },
  { from: 'seoul_dist', to: 'mapo_ag', amount: 200_000, memo: '12월 광고비 지원' },
];
export const demoMarginPayout = { by: 'seoul_dist', requested: -6, paid: -5, reference: 'KB 이체 20261201-0042', memo: '1주차 마진 정산' };
