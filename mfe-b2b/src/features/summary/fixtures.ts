import type { B2bSummary } from '@nurly/contracts/schemas';

/** A live summary as GET admin/b2b/summary answers it. */
export function b2bSummary(overrides: Partial<B2bSummary> = {}): B2bSummary {
  return {
    computedAt: '2026-11-23T05:04:00.000Z',
    day: '2026-11-23',
    activeAds: 12,
    products: [
      { product_code: 'naverapp', product_name: '쇼핑 트래픽', active_ads: 8, completions: 450, target: 900 },
      { product_code: 'naverplace-save', product_name: '플레이스 저장', active_ads: 4, completions: 200, target: 200 },
    ],
    accruedCost: 17_325,
    held: 1_250_000,
    available: 3_400_000,
    pendingDeposits: { count: 2, sum: 550_000 },
    pendingWithdrawals: { count: 1, sum: 30_000 },
    lowBalances: [{ id: 41, username: 'flower_shop', name: '윤지민', available: 1_200, need: 3_850 }],
    ...overrides,
  };
}
