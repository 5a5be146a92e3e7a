import type { HubMember, HubMemberList, HubPrices, TierPrices } from '@nurly/contracts/schemas';

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

export function tierPrices(): TierPrices {
  return {
    account: { id: 4, username: 'hubadmin', name: '허브관리자 박성호', tier: 1 },
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
        own_price_tenths: 300,
        own_price_source: null,
        child_price_tenths: null,
        margin_tenths: 0,
      },
    ],
  };
}

export function hubPrices(): HubPrices {
  const list = memberList([]);
  return { group: list.group, hub_admin: list.hub_admin, prices: tierPrices() };
}
