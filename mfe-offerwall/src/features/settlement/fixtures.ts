/** Settlement days of the settlement page tests (contracts shapes). */
import type { SettlementDay } from '@nurly/contracts/schemas';

export function settlementDay(day: string, overrides: Partial<SettlementDay> = {}): SettlementDay {
  return {
    day,
    clicks: 120,
    completions: 95,
    rejections: 7,
    payout: 1_900,
    settled: true,
    postbacks: { delivered: 93, pending: 0, failed: 1, stopped: 1 },
    ...overrides,
  };
}
