/**
 * The audit trail of the reseller tree (docs/decisions/resellers.md#audit): one row per change in the tree,
 * written in the same transaction as the change (server/src/modules/audit/README.md).
 */

/** What a row records. */
export const AUDIT_ACTIONS = ['MEMBER_CREATE', 'MEMBER_UPDATE', 'PRICE_SET', 'TRANSFER', 'RECALL', 'PAYOUT', 'ACT_FOR'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Korean names of the actions (the member drawer's audit tab, exports). */
export const auditActionNames = {
  MEMBER_CREATE: '계정 생성',
  MEMBER_UPDATE: '계정 수정',
  PRICE_SET: '하위 단가 설정',
  TRANSFER: '포인트 이체',
  RECALL: '포인트 회수',
  PAYOUT: '마진 지급',
  ACT_FOR: '대리 접속',
} as const satisfies Record<AuditAction, string>;

export const auditMessages = {
  accountNotFound: '계정(account_id)을 찾을 수 없습니다.',
} as const;
