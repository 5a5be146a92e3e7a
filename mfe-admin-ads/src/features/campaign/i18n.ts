/**
 * Texts of the campaign detail and of change logs ('admin-ads' namespace, keys `campaign` and `log`).
 * The Korean field names and rejection reasons are the contract's (adLogLabels, offerwallLabels), so
 * every console and the server's exports say the same.
 */
import { adLogLabels, offerwallLabels } from '@nurly/contracts';

export const campaignKo = {
  back: '캠페인 목록',
  loadFailed: '캠페인을 불러오지 못했습니다.',
  summary: {
    status: '상태',
    target: '광고 대상',
    period: '기간',
    rank: '현재 순위',
    hold: '예치 포인트',
    settled: '차감 (정산 완료)',
    estimated: '예정 (정산 전)',
  },
  estimatedNote:
    '예정 금액은 아직 정산되지 않은 날의 완료 수 × 단가로 계산한 예상 금액이며, 매일 자정(00:05) 정산 때 확정되어 포인트에서 차감됩니다.',
  estimated: '예정',
  charge: {
    settled: '{{amount}}',
    estimated: '{{amount}} 예정',
  },
  line: {
    title: '{{product}} · 일 {{volume}}건 · 단가 {{price}}',
    totals: '완료 {{completions}}건 · 거절 {{rejections}}건 · 차감 {{settled}} · 예정 {{estimated}}',
    days: '일별 실행',
    empty: '아직 진행된 날이 없습니다.',
    pause: '일시 중지',
    resume: '재개',
  },
  cancel: '캠페인 취소',
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
  log: {
    title: '변경 이력',
    line: '리워드 상품',
  },
  reasons: offerwallLabels.rejectReason,
};

export const logKo = {
  fields: adLogLabels.field,
  created: '등록 ({{status}})',
  images: '이미지 {{count}}장',
  none: '없음',
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const campaignEn: Texts<typeof campaignKo> = {
  back: 'Campaigns',
  loadFailed: 'Could not load the campaign.',
  summary: {
    status: 'Status',
    target: 'Target',
    period: 'Period',
    rank: 'Current rank',
    hold: 'Held points',
    settled: 'Charged (settled)',
    estimated: 'Estimated (not settled)',
  },
  estimatedNote:
    'Estimated amounts are the completions of days not settled yet × the unit price; they are charged to your points at the midnight settlement (00:05).',
  estimated: 'Estimated',
  charge: {
    settled: '{{amount}}',
    estimated: '{{amount}} est.',
  },
  line: {
    title: '{{product}} · {{volume}} a day · {{price}} each',
    totals: '{{completions}} completed · {{rejections}} rejected · charged {{settled}} · estimated {{estimated}}',
    days: 'Day by day',
    empty: 'No days have run yet.',
    pause: 'Pause',
    resume: 'Resume',
  },
  cancel: 'Cancel campaign',
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
  log: {
    title: 'Change log',
    line: 'Reward product',
  },
  reasons: {
    TOO_FAST: 'Completed too fast',
    CLICK_EXPIRED: 'Click expired',
    WRONG_ANSWER: 'Wrong answer',
    DAILY_VOLUME_REACHED: 'Daily volume reached',
    HOLD_EXHAUSTED: 'Held points used up',
    AD_NOT_RUNNING: 'Ad not running',
  },
};

export const logEn: Texts<typeof logKo> = {
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
  created: 'Created ({{status}})',
  images: '{{count}} images',
  none: 'None',
};
