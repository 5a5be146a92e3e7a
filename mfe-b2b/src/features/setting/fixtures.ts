import type { B2bMember, B2bMemberList, TierPrices } from '@nurly/contracts/schemas';
import { tierPrices as accountPrices } from '@nurly/domain-ui/testing';

export function b2bMember(overrides: Partial<B2bMember> = {}): B2bMember {
  return {
    id: 4,
    username: 'gangnam_ag',
    name: '최수아',
    mobile: '01031110004',
    tier: 3,
    role: 'partner',
    status: 'active',
    amount: 750_000,
    held: 0,
    memo: null,
    lastActivatedAt: '2026-11-22T01:00:00.000Z',
    hasRegistration: true,
    hasBankAccount: false,
    hasSetPrice: true,
    parent: { id: 2, name: '이서연' },
    children: 2,
    ...overrides,
  };
}

export function memberPage(results: B2bMember[], path: B2bMemberList['path'] = []): B2bMemberList {
  return { count: results.length, results, path };
}

/** A tier 3 agency's prices: its own price of the shopping product comes from its distributor (이서연). */
export function tierPrices(overrides: Partial<TierPrices> = {}): TierPrices {
  const base = accountPrices();
  const [shopping, place] = base.results;
  return {
    ...base,
    account: { id: 4, username: 'gangnam_ag', name: '최수아', tier: 3 },
    results: [
      {
        ...shopping,
        own_price_tenths: 405,
        own_price_source: { id: 2, name: '이서연', tier: 2 },
        child_price_tenths: 425,
        margin_tenths: 20,
      },
      { ...place, own_price_tenths: 300, own_price_source: null },
    ],
    ...overrides,
  };
}
