/** Points ledger: plain values shared by the browser and the server (the schemas in ../schemas/points.ts are built from them). */

/**
 * Points ledger (spec §3 balance history, §7 admin/b2b/balance*, point, reward; DESIGN.md §5).
 * Every amount is an integer in whole won, VAT included.
 */
export const pointActions = [
  'B2B_REQUEST',
  'CHARGE',
  'FREE',
  'AD_DEDUCT',
  'REFUND',
  'WITHDRAW',
  'CANCEL',
  /** A reseller's margins of one settled day (money-loop §9), credited by the settlement. */
  'MARGIN_CREDIT',
  /** A reseller's margin payout to its bank account, booked when staff pay it. */
  'MARGIN_PAYOUT',
] as const;

export const requestStatuses = ['PENDING', 'CONFIRMED', 'CANCELLED', 'REJECTED'] as const;

export const SIMPLE_HISTORY_LIMIT = 10;

export const HISTORY_PAGE_SIZE = 1000;

export const WITHDRAWAL_WINDOW_DAYS = 7;

export const TOP_UP_QUICK_AMOUNTS = [100_000, 300_000, 500_000, 1_000_000] as const;

export const TOP_UP_STEP = 100_000;

/** A single request above this is refused (typing slip guard). */
export const TOP_UP_MAX = 100_000_000;

/** Withdrawals (spec §1: within 7 days of a top-up, unused, never free points). */
export const withdrawalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Margin payouts (money-loop §9): a reseller asks, staff pay (with date and reference) or reject. */
export const marginPayoutStatuses = ['PENDING', 'PAID', 'REJECTED'] as const;

/** A single payout request above this is refused (typing slip guard, as top-ups). */
export const MARGIN_PAYOUT_MAX = TOP_UP_MAX;

export const marginPayoutMessages = {
  requested: '마진 출금 요청이 접수되었습니다.',
  paid: '마진이 지급 처리되었습니다.',
  rejected: '마진 출금 요청이 반려되었습니다.',
  notReseller: '리셀러(총판·대리점·허브) 계정만 마진 출금을 요청할 수 있습니다.',
  amountPositive: '출금할 마진 금액을 1원 이상 입력해주세요.',
  exceedsCredits: (left: string) => `적립된 마진보다 많이 출금할 수 없습니다. 출금 가능한 마진은 ${left}입니다.`,
  exceedsAvailable: (available: string) => `사용 가능한 잔액(${available})보다 많이 출금할 수 없습니다.`,
  noBankAccount: '등록된 정산 계좌(통장 사본)가 없습니다. 통장 사본을 먼저 등록해주세요.',
  notPending: '대기 중인 마진 출금 요청만 처리할 수 있습니다.',
  notFound: '마진 출금 요청을 찾을 수 없습니다.',
  referenceRequired: '지급 참조(이체 번호 등)를 입력해주세요.',
  paidOnInvalid: '지급일을 YYYY-MM-DD 형식으로 입력해주세요.',
} as const;

export const pointMessages = {
  /** Low-balance alert (notice, mail): the available balance will not cover the next `days` days. */
  lowBalance: (days: number, available: string, need: string) =>
    `사용 가능 포인트(${available})가 앞으로 ${days}일간 예정된 광고비(${need})보다 적습니다. 광고를 이어가려면 포인트를 충전해주세요.`,
  lowBalanceMailSubject: '[더널리] 포인트 잔액 부족 안내',
  amountRequired: '충전 금액을 입력해주세요.',
  advertiserRequired: '사업자 정보를 먼저 등록해주세요.',
  depositNameRequired: '입금자명을 입력해주세요.',
  emailInvalid: '세금계산서 발행 이메일을 확인해주세요.',
  topUpRequested: '충전 요청이 완료되었습니다.',
  topUpCancelled: '충전 요청이 취소되었습니다.',
  topUpConfirmed: '입금이 확인되어 포인트가 충전되었습니다.',
  topUpRejected: '충전 요청이 반려되었습니다.',
  requestNotPending: '입금 대기 중인 요청만 처리할 수 있습니다.',
  requestNotFound: '충전 요청을 찾을 수 없습니다.',
  balanceAdded: '포인트가 지급되었습니다.',
  insufficientBalance: '포인트 잔액이 부족합니다.',
  withdrawalRequested: '출금 요청이 접수되었습니다.',
  withdrawalApproved: '출금이 승인되었습니다.',
  withdrawalRejected: '출금 요청이 반려되었습니다.',
  withdrawalWindowClosed: '충전 후 7일이 지나 출금할 수 없습니다.',
  withdrawalExceedsUnused: '출금 가능 금액을 초과했습니다. 사용하지 않은 충전 포인트만 출금할 수 있습니다.',
  withdrawalOnlyCharge: '무료 포인트는 환불되지 않습니다. 충전 포인트만 출금할 수 있습니다.',
  withdrawalNotPending: '대기 중인 출금 요청만 처리할 수 있습니다.',
  memoUpdated: '메모가 수정되었습니다.',
} as const;
