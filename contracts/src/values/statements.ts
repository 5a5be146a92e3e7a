/**
 * Publisher monthly statements (정산서, docs/decisions/resellers.md#publisher-statements): one per publisher app and Asia/Seoul month,
 * made from the month's settled app-days when the month closes; staff record the payment. Amounts
 * are whole won and include VAT, like every amount of the platform (docs/decisions/product.md#validation): supply + vat = payout,
 * split by `splitVat` (values/invoices.ts).
 */
import { koreanMonth } from './days';

export const STATEMENT_STATUSES = ['UNPAID', 'PAID'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];

/** Longest reference (bank transfer number, memo) a payment may carry. */
export const STATEMENT_REFERENCE_MAX_LENGTH = 100;

/** What a statement's VAT note says: the payout includes VAT (부가세 포함), split into supply and VAT. */
export const STATEMENT_VAT_NOTE = 'INCLUDED' as const;

export const statementLabels = {
  status: { UNPAID: '미지급', PAID: '지급 완료' } satisfies Record<StatementStatus, string>,
  vatNote: { INCLUDED: '부가세 포함' } satisfies Record<typeof STATEMENT_VAT_NOTE, string>,
} as const;

export const statementMessages = {
  paid: (month: string, app: string) => `${koreanMonth(month)} ${app} 정산서를 지급 완료로 기록했습니다.`,
  alreadyPaid: '이미 지급 완료된 정산서입니다. 지급일과 참조는 바꿀 수 없습니다.',
  notFound: '정산서를 찾을 수 없습니다.',
  paidOnInvalid: '지급일은 YYYY-MM-DD 형식의 날짜로 입력해주세요.',
  paidOnFuture: '지급일은 오늘 이후로 입력할 수 없습니다.',
  paidOnBeforeMonthEnd: (month: string) => `지급일은 ${koreanMonth(month)} 정산월이 끝난 뒤의 날짜로 입력해주세요.`,
  referenceRequired: '지급 참조(이체 번호, 메모 등)를 입력해주세요.',
  referenceTooLong: `지급 참조는 ${STATEMENT_REFERENCE_MAX_LENGTH}자 이내로 입력해주세요.`,
  monthRangeInverted: '조회 시작 월이 종료 월보다 늦습니다.',
  /** The VAT note printed on every statement. */
  vatNote: (supply: string, vat: string) =>
    `부가세 포함 (공급가액 ${supply} + 부가세 ${vat}). 매체사는 이 금액으로 세금계산서를 발행합니다.`,
} as const;
