import type {
  AuditEvent,
  AuditList,
  B2bMember,
  B2bMemberList,
  BalanceHistory,
  BalanceHistoryRow,
  TierPrices,
} from '@nurly/contracts/schemas';
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

/** 최수아's ledger: a transfer in from 이서연 (the counterparty), then an ad charge. */
export function ledger(overrides: Partial<BalanceHistory> = {}): BalanceHistory {
  const row = (over: Partial<BalanceHistoryRow>): BalanceHistoryRow => ({
    id: 1,
    created_at: '2026-11-20T01:00:00.000Z',
    action: 'TRANSFER_IN',
    action_name: '상위 계정에서 충전',
    point: 500_000,
    evidence: null,
    status: null,
    memo: null,
    balance_after: 500_000,
    counterparty: null,
    ...over,
  });
  return {
    balance: 487_500,
    count: 2,
    results: [
      row({
        id: 12,
        created_at: '2026-11-21T15:30:00.000Z',
        action: 'AD_DEDUCT',
        action_name: '광고비 차감',
        point: -12_500,
        balance_after: 487_500,
      }),
      row({ id: 11, counterparty: { id: 2, username: 'seoul_dist', name: '이서연' }, memo: '11월 예산' }),
    ],
    ...overrides,
  };
}

/** 최수아's audit trail: 이서연 funded it while acting for nobody; staff acting for 이서연 changed its memo. */
export function auditList(overrides: Partial<AuditList> = {}): AuditList {
  const subject = { id: 4, username: 'gangnam_ag', name: '최수아' };
  const dist = { id: 2, username: 'seoul_dist', name: '이서연' };
  const results: AuditEvent[] = [
    {
      id: 31,
      at: '2026-11-20T01:00:00.000Z',
      action: 'TRANSFER',
      action_name: '포인트 이체',
      actor: dist,
      on_behalf_of: null,
      account: subject,
      before: { sender_balance: 2_000_000, receiver_balance: 0 },
      after: { amount: 500_000, memo: '11월 예산', sender_balance: 1_500_000, receiver_balance: 500_000, ledger_ids: [10, 11] },
      request_id: 'req-31',
    },
    {
      id: 30,
      at: '2026-11-19T01:00:00.000Z',
      action: 'MEMBER_UPDATE',
      action_name: '계정 수정',
      actor: { id: 90, username: 'nurly_staff', name: '관리자' },
      on_behalf_of: dist,
      account: subject,
      before: { parent_id: 2, tier: 3, memo: null, active: true },
      after: { parent_id: 2, tier: 3, memo: 'VIP', active: false },
      request_id: 'req-30',
    },
    {
      id: 29,
      at: '2026-11-18T01:00:00.000Z',
      action: 'PRICE_SET',
      action_name: '하위 단가 설정',
      actor: dist,
      on_behalf_of: null,
      account: subject,
      before: { naverapp: null },
      after: { naverapp: 425 },
      request_id: 'req-29',
    },
  ];
  return { count: results.length, results, ...overrides };
}
