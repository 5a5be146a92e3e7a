/** Points ledger: plain values shared by the browser and the server (the schemas in ../schemas/points.ts are built from them). */

/**
 * Points ledger (docs/decisions/product.md#entities balance history, docs/decisions/product.md#api-calls admin/b2b/balance*, point, reward; docs/decisions/money-loop.md#ledger).
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
  // Reseller transfers (docs/decisions/resellers.md#transfers): each move is two rows in one transaction, the debit (…_OUT)
  // and the credit (…_IN), each naming the other account (`counterparty`).
  'TRANSFER_OUT',
  'TRANSFER_IN',
  'RECALL_OUT',
  'RECALL_IN',
  /** A reseller's margins of one settled day (docs/decisions/resellers.md#margin-credits), credited by the settlement. */
  'MARGIN_CREDIT',
  /** A reseller's margin payout to its bank account, booked when staff pay it. */
  'MARGIN_PAYOUT',
] as const;

/** The transfer actions: a reseller funds a descendant (TRANSFER) or takes unheld points back (RECALL). */
export const transferActions = ['TRANSFER', 'RECALL'] as const;

/** Korean names of the ledger actions (the history chips; docs/decisions/product.md#states: rows whose name says 충전 are green). */
export const pointActionNames = {
  B2B_REQUEST: '포인트 충전 요청',
  CHARGE: '포인트 충전',
  FREE: '무료 포인트',
  AD_DEDUCT: '광고비 차감',
  REFUND: '포인트 환불',
  WITHDRAW: '포인트 출금',
  CANCEL: '충전 요청 취소',
  /** The sender's row of a transfer down. */
  TRANSFER_OUT: '하위 계정 충전',
  /** The descendant's row of a transfer down. */
  TRANSFER_IN: '상위 계정에서 충전',
  /** The descendant's row of a recall (its points go up). */
  RECALL_OUT: '상위 계정으로 회수',
  /** The ancestor's row of a recall. */
  RECALL_IN: '회수',
  MARGIN_CREDIT: '마진 적립',
  MARGIN_PAYOUT: '마진 지급',
} as const satisfies Record<(typeof pointActions)[number], string>;

export const requestStatuses = ['PENDING', 'CONFIRMED', 'CANCELLED', 'REJECTED'] as const;

export const SIMPLE_HISTORY_LIMIT = 10;

export const HISTORY_PAGE_SIZE = 1000;

export const WITHDRAWAL_WINDOW_DAYS = 7;

export const TOP_UP_QUICK_AMOUNTS = [100_000, 300_000, 500_000, 1_000_000] as const;

export const TOP_UP_STEP = 100_000;

/** A single request above this is refused (typing slip guard). */
export const TOP_UP_MAX = 100_000_000;

/** Withdrawals (docs/decisions/product.md#who-and-terms: within 7 days of a top-up, unused, never free points). */
export const withdrawalStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Margin payouts (docs/decisions/resellers.md#margin-payouts): a reseller asks, staff pay (with date and reference) or reject. */
export const marginPayoutStatuses = ['PENDING', 'PAID', 'REJECTED'] as const;

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
  transferDone: '하위 계정으로 포인트를 충전했습니다.',
  recallDone: '하위 계정의 포인트를 회수했습니다.',
  transferReplayed: '이미 처리된 요청입니다.',
  transferAmountRequired: '옮길 포인트를 1원 이상 입력해주세요.',
  transferTargetRequired: '포인트를 옮길 하위 계정을 선택해주세요.',
  transferToSelf: '본인 계정으로는 포인트를 옮길 수 없습니다.',
  transferTargetNotFound: '하위 계정을 찾을 수 없습니다.',
  transferOverAvailable: (available: string) => `옮길 포인트가 사용 가능한 포인트(${available})보다 많습니다.`,
  recallOverAvailable: (available: string) => `회수할 포인트가 하위 계정의 사용 가능한 포인트(${available})보다 많습니다.`,
  transferStaffAction: '직원은 충전과 무료 포인트만 지급할 수 있습니다. 하위 계정 충전과 회수는 총판·대행사·허브 관리자의 기능입니다.',
  transferResellerOnly: '하위 계정으로 포인트를 이동할 수 있는 계정은 총판·대행사·허브 관리자입니다.',
  transferResellerAction: '총판·대행사·허브 관리자는 하위 계정 충전과 회수만 할 수 있습니다.',
  transferWhileActingFor: '대리 접속 중에는 포인트를 이동할 수 없습니다.',
  idempotencyKeyReused: '이미 다른 요청에 사용된 요청 키입니다. 새로 시도해주세요.',
} as const;
