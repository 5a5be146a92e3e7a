/**
 * The package's own i18n namespace, 'domain-ui': Korean (default, fallback) and English. Every
 * component here reads it through `useDomainTranslation`, which registers it (once per bundled copy)
 * the first time one renders, so a remote using the package has nothing to register itself. The
 * Korean status labels, log field names and rejection reasons are the contract's (adLabels,
 * adLogLabels, offerwallLabels), so every console and the server's exports say the same.
 */
import { useTranslation } from 'react-i18next';
import { adLabels, adLogLabels, offerwallLabels } from '@nurly/contracts';
import { addRemoteResources, i18n } from '@nurly/shared';

export const DOMAIN_UI_NAMESPACE = 'domain-ui';

const ko = {
  status: adLabels.status,
  channel: adLabels.channel,
  service: adLabels.service,
  campaign: {
    title: '캠페인 상세',
    description: '리워드 상품별로 일별 목표, 완료, 거절, 차감 금액과 키워드 순위를 확인합니다.',
    loadFailed: '캠페인을 불러오지 못했습니다.',
    hubRegistered: '허브 등록',
    summary: {
      status: '상태',
      target: '광고 대상',
      period: '기간',
      hold: '예치 포인트',
      settled: '차감 (정산 완료)',
      estimated: '예정 (정산 전)',
    },
    estimatedNote:
      '예정 금액은 아직 정산되지 않은 날의 완료 수 × 단가로 계산한 예상 금액이며, 매일 자정(00:05) 정산 때 확정되어 포인트에서 차감됩니다.',
    line: {
      title: '{{product}} · 일 {{volume}}건 · 단가 {{price}}',
      totals: '완료 {{completions}}건 · 거절 {{rejections}}건 · 차감 {{settled}} · 예정 {{estimated}}',
    },
    rejections: {
      title: '거절 사유',
      empty: '거절된 참여가 없습니다.',
      evidence: '최근 거절 내역',
      evidenceHint: '최근 {{count}}건까지 표시합니다. 참여자를 알 수 있는 정보는 표시하지 않습니다.',
      at: '일시',
      line: '리워드 상품',
      reason: '사유',
      afterClick: '클릭 후 {{seconds}}초',
      answer: '입력한 답: {{answer}}',
      count: '{{n}}건',
    },
    logTitle: '변경 이력',
    reasons: offerwallLabels.rejectReason,
  },
  detail: { close: '닫기' },
  charge: {
    estimated: '예정',
    estimatedAmount: '{{amount}} 예정',
  },
  days: {
    chartLabel: '일별 완료 수(막대)와 키워드 순위(선, 1위가 위)',
    day: '날짜',
    target: '목표',
    clicks: '클릭',
    completions: '완료',
    rejections: '거절',
    charge: '차감',
    rank: '순위',
    rankValue: '{{rank}}위',
    noRank: '-',
    empty: '아직 진행된 날이 없습니다.',
  },
  log: {
    at: '일시',
    line: '리워드 상품',
    field: '항목',
    change: '변경',
    actor: '처리자',
    reason: '사유',
    system: '시스템',
    none: '없음',
    images: '이미지 {{count}}장',
    fields: adLogLabels.field,
  },
  invoiceSheet: {
    heading: '거래 명세서 (청구서)',
    period: '청구 기간',
    number: '청구서 번호',
    issuer: '공급자',
    recipient: '공급받는 자',
    name: '상호',
    holder: '성명',
    registrationNumber: '등록번호',
    representative: '대표자',
    address: '주소',
    email: '이메일',
    product: '상품',
    keyword: '키워드',
    actions: '건수',
    unitPrice: '단가',
    amount: '금액',
    supply: '공급가액',
    vat: '부가세',
    total: '합계 (부가세 포함)',
    vatNote: '금액은 부가세 포함입니다. 공급가액 = 합계 × 10 ÷ 11 (원 단위 반올림), 부가세 = 합계 − 공급가액.',
    dailyRoundingNote: '광고별 금액은 날마다 (그날 건수 × 단가)를 원 단위로 반올림해 더한 값이라, 건수 × 단가와 몇 원 다를 수 있습니다.',
    evidence: '작업 증빙',
    completed: '완료 (청구)',
    rejected: '거절 (청구 안 함)',
    reason: '사유',
    count: '건수',
    noRejected: '거절된 작업이 없습니다.',
    noBusiness: '등록된 사업자 정보가 없습니다.',
  },
};

/** The same keys as Korean, any text (the Korean contract labels are literal types). */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

const en: Texts<typeof ko> = {
  status: { PENDING: 'In review', ACTIVE: 'Active', PAUSED: 'Paused', REJECTED: 'Rejected', CANCELLED: 'Cancelled', ENDED: 'Ended' },
  channel: { NAVER_SHOPPING: 'Shopping', NAVER_PLACE: 'Place' },
  service: { NURLY: 'Nurly', NR: 'Reward (NR)', HUB: 'Hub' },
  campaign: {
    title: 'Campaign',
    description: 'Per reward product and day: target, completions, rejections, charge and the keyword’s rank.',
    loadFailed: 'Could not load the campaign.',
    hubRegistered: 'Registered by the hub',
    summary: {
      status: 'Status',
      target: 'Target',
      period: 'Period',
      hold: 'Held points',
      settled: 'Charged (settled)',
      estimated: 'Estimated (not settled)',
    },
    estimatedNote:
      'Estimated amounts are the completions of days not settled yet × the unit price; they are charged to your points at the midnight settlement (00:05).',
    line: {
      title: '{{product}} · {{volume}} a day · {{price}} each',
      totals: '{{completions}} completed · {{rejections}} rejected · charged {{settled}} · estimated {{estimated}}',
    },
    rejections: {
      title: 'Rejections by reason',
      empty: 'No rejected attempts.',
      evidence: 'Latest rejected attempts',
      evidenceHint: 'Up to the latest {{count}}. Nothing that identifies a participant is shown.',
      at: 'At',
      line: 'Reward product',
      reason: 'Reason',
      afterClick: '{{seconds}} s after the click',
      answer: 'Answered: {{answer}}',
      count: '{{n}}',
    },
    logTitle: 'Change log',
    reasons: {
      TOO_FAST: 'Completed too fast',
      CLICK_EXPIRED: 'Click expired',
      WRONG_ANSWER: 'Wrong answer',
      DAILY_VOLUME_REACHED: 'Daily volume reached',
      HOLD_EXHAUSTED: 'Held points used up',
      AD_NOT_RUNNING: 'Ad not running',
    },
  },
  detail: { close: 'Close' },
  charge: {
    estimated: 'Estimated',
    estimatedAmount: '{{amount}} est.',
  },
  days: {
    chartLabel: 'Completed actions per day (bars) and keyword rank (line, rank 1 on top)',
    day: 'Day',
    target: 'Target',
    clicks: 'Clicks',
    completions: 'Completed',
    rejections: 'Rejected',
    charge: 'Charged',
    rank: 'Rank',
    rankValue: '#{{rank}}',
    noRank: '-',
    empty: 'No days have run yet.',
  },
  log: {
    at: 'At',
    line: 'Reward product',
    field: 'Field',
    change: 'Change',
    actor: 'By',
    reason: 'Reason',
    system: 'System',
    none: 'None',
    images: '{{count}} images',
    fields: {
      created: 'Created',
      status: 'Status',
      hold: 'Held points',
      daily_volume: 'Daily volume',
      start_date: 'Start',
      end_date: 'End',
      unit_price_tenths: 'Unit price',
      keyword: 'Keyword',
      mid: 'Product MID',
      url: 'URL',
      store_name: 'Product name',
      place_id: 'Place ID',
      place_name: 'Place name',
      question: 'Question',
      answers: 'Answers',
      memo: 'Memo',
      image_ids: 'Mission images',
      service: 'Service',
    },
  },
  invoiceSheet: {
    heading: 'Statement of transactions (invoice)',
    period: 'Period',
    number: 'Invoice no.',
    issuer: 'Supplier',
    recipient: 'Recipient',
    name: 'Business',
    holder: 'Name',
    registrationNumber: 'Registration no.',
    representative: 'Representative',
    address: 'Address',
    email: 'Email',
    product: 'Product',
    keyword: 'Keyword',
    actions: 'Actions',
    unitPrice: 'Unit price',
    amount: 'Amount',
    supply: 'Supply value',
    vat: 'VAT',
    total: 'Total (VAT included)',
    vatNote: 'Amounts include VAT. Supply value = total × 10 ÷ 11 (rounded to the won), VAT = total − supply value.',
    dailyRoundingNote:
      "An ad's amount adds up each day's (that day's actions × unit price) rounded to the won, so it can differ by a few won from actions × unit price.",
    evidence: 'Evidence of the actions',
    completed: 'Completed (charged)',
    rejected: 'Rejected (not charged)',
    reason: 'Reason',
    count: 'Count',
    noRejected: 'No rejected actions.',
    noBusiness: 'No registered business.',
  },
};

export const domainUiI18n = { namespace: DOMAIN_UI_NAMESPACE, resources: { ko, en } };

let registered = false;

/** Registers the namespace (deep-merged: this copy's strings). Idempotent. */
export function registerDomainUiI18n(): void {
  addRemoteResources(DOMAIN_UI_NAMESPACE, domainUiI18n.resources);
  registered = true;
}

/** `useTranslation('domain-ui')`, registering the namespace first if this copy has not yet. */
export function useDomainTranslation() {
  if (!registered || !i18n.hasResourceBundle('ko', DOMAIN_UI_NAMESPACE)) registerDomainUiI18n();
  return useTranslation(DOMAIN_UI_NAMESPACE);
}
