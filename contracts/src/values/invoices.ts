/**
 * Invoices (docs/decisions/money-loop.md#readers): plain values shared by the browser and the server (the
 * schemas in ../schemas/invoices.ts are built from them). One invoice per advertiser account and
 * Asia/Seoul month; amounts are whole won and include VAT (docs/decisions/product.md#validation).
 */
import { koreanMonth } from './days';

export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'PAID'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** A month as the API writes it: YYYY-MM (the table stores its first day). */
export const INVOICE_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Longest month range one list or export may cover (24 months). */
export const INVOICE_MAX_MONTH_RANGE = 24;

/**
 * The issuer printed on every invoice: the company of the footer (host-shell `COMPANY`). Only what
 * the product already states about itself; the representative and address are not published anywhere.
 */
export const INVOICE_ISSUER = { name: '(주)더널리', registration_number: '120-88-12345' } as const;

/**
 * Supply value and VAT of a VAT-inclusive total (Korean VAT 10 %): supply = round(total × 10 / 11)
 * (half up), vat = total − supply, so the two always add up to the total to the won.
 */
export function splitVat(total: number): { supply: number; vat: number } {
  const supply = Math.round((total * 10) / 11);
  return { supply, vat: total - supply };
}

export const invoiceLabels = {
  status: { DRAFT: '작성 중', ISSUED: '발행', PAID: '입금 완료' } satisfies Record<InvoiceStatus, string>,
} as const;

export const invoiceMessages = {
  generated: (month: string, generated: number, kept: number) =>
    `${koreanMonth(month)} 청구서를 만들었습니다. (작성 중 ${generated}건을 새로 만들고, 발행·입금 완료 ${kept}건은 그대로 두었습니다.)`,
  updated: '청구서를 수정했습니다.',
  issued: '청구서를 발행했습니다.',
  paid: '청구서를 입금 완료로 바꿨습니다.',
  assigned: '담당자를 지정했습니다.',
  unassigned: '담당자 지정을 해제했습니다.',
  notFound: '청구서를 찾을 수 없습니다.',
  paidLocked: '입금 완료된 청구서는 수정할 수 없습니다.',
  statusBackward: '청구서 상태는 작성 중 → 발행 → 입금 완료 순서로만 바꿀 수 있습니다.',
  monthFormat: '월은 YYYY-MM 형식으로 입력해주세요.',
  futureMonth: '아직 오지 않은 달의 청구서는 만들 수 없습니다.',
  monthRangeInverted: '조회 시작 월이 종료 월보다 늦습니다.',
  monthRangeTooLong: `조회 기간은 최대 ${INVOICE_MAX_MONTH_RANGE}개월입니다.`,
  assigneeInvalid: '담당자는 더널리 관리자·직원 계정 중에서만 지정할 수 있습니다.',
} as const;
