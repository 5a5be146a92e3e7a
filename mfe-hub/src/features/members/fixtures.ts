import type { HubMember, HubMemberList, HubPrices, TierPrices } from '@nurly/contracts/schemas';
import { tierPrices as accountPrices } from '@nurly/domain-ui/testing';

export function hubMember(overrides: Partial<HubMember> = {}): HubMember {
  return {
    id: 5,
    username: 'hubclient',
    name: '허브고객 이은지',
    mobile: '01020000002',
    role: 'HUB_CLIENT',
    status: 'active',
    memo: null,
    parent: { id: 4, name: '허브관리자 박성호' },
    dateJoined: '2026-11-01T01:00:00.000Z',
    lastActivatedAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}

export function memberList(results: HubMember[]): HubMemberList {
  return {
    group: { id: 1, name: '누리 허브 1그룹' },
    hub_admin: { id: 4, username: 'hubadmin', name: '허브관리자 박성호' },
    count: results.length,
    results,
  };
}

/** The hub admin's prices: the package's fixture prices, as the hub admin's (tier 1). */
export function tierPrices(): TierPrices {
  return accountPrices({ account: { id: 4, username: 'hubadmin', name: '허브관리자 박성호', tier: 1 } });
}

export function hubPrices(): HubPrices {
  const list = memberList([]);
  return { group: list.group, hub_admin: list.hub_admin, prices: tierPrices() };
}
