/**
 * Act-for (대리 접속, docs/decisions/resellers.md#act-for): console staff, or a reseller within its subtree, open a
 * descendant's console as that account, with a reason, for at most 30 minutes (server
 * modules/auth/act-for.ts). Money never moves while acting for someone.
 */

/** An act-for session ends this long after it starts; it has no refresh token. */
export const ACT_FOR_TTL_MS = 30 * 60_000;
export const ACT_FOR_REASON_MIN_LENGTH = 2;
export const ACT_FOR_REASON_MAX_LENGTH = 200;

export const actForMessages = {
  self: '자기 자신으로는 대리 접속할 수 없습니다.',
  notAllowed: '직원 계정과 게스트 계정으로는 대리 접속할 수 없습니다.',
  alreadyActing: '대리 접속 중에는 다른 계정으로 대리 접속할 수 없습니다.',
  notActing: '대리 접속 중이 아닙니다.',
  moneyRefused: '대리 접속 중에는 충전·출금·이체·지급 요청 등 돈이 오가는 요청을 할 수 없습니다.',
  accountRefused: '대리 접속 중에는 비밀번호 변경이나 서비스 탈퇴를 할 수 없습니다.',
  ended: '대리 접속을 종료했습니다.',
  accountNotFound: '계정(account_id)을 찾을 수 없습니다.',
} as const;
