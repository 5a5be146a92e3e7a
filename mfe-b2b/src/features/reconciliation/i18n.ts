/** The reconciliation page's strings ('b2b' namespace, key `reconciliation`), Korean and English. */
import type { ReconciliationFindingKind, ReconciliationInvariant, ReconciliationTrigger } from '@nurly/contracts';

const checksKo: Record<ReconciliationInvariant, { name: string; description: string; action: string }> = {
  ledger_balance: {
    name: '원장 합계 = 잔액',
    description: '계정마다 보유 포인트가 포인트 내역(원장)의 합계와 같은지 봅니다.',
    action: '원장 없이 바뀐 잔액이나 잔액을 바꾸지 않은 원장 행을 찾아 포인트 조정으로 바로잡으세요.',
  },
  holds: {
    name: '예치 ≥ 0, 잔액 ≥ 예치',
    description: '광고 예치금이 0 이상이고 계정 잔액이 예치금 합계 이상인지 봅니다.',
    action: '계정의 광고를 중지·단축하거나 충전해 예치금이 잔액 안에 들어오게 하세요.',
  },
  ad_day_charge: {
    name: '광고·일자별 1회 차감 = 정산',
    description: '광고비 차감이 광고·일자마다 한 번이고, 그 일 정산 금액과 같으며, 광고·일자가 없는 차감이 없는지 봅니다.',
    action: '정산 밖에서 생긴 차감은 포인트 환불로 돌려주고, 원장과 다른 정산 행은 원장 금액으로 되돌리세요.',
  },
  spend_ledger_invoice: {
    name: '캠페인 사용액 = 원장 차감 = 청구서',
    description: '계정·월마다 캠페인 사용액, 광고비 차감 합계, 청구서 항목 합계가 같은지 봅니다. 지난 달은 청구서가 있어야 합니다.',
    action: '작성 중 청구서는 다시 만들고, 발행된 청구서는 정정 청구서를 따로 발행하세요. 캠페인 사용액이 다르면 원장이 기준입니다.',
  },
  sales_ledger: {
    name: '매출 = 원장 차감',
    description: '매출 화면의 계정·월별 매출이 그 계정의 광고비 차감 합계와 같은지 봅니다.',
    action: '매출은 정산 행으로 계산합니다. 위의 광고·일자별 항목을 먼저 바로잡으세요.',
  },
  hub_margins: {
    name: '허브 마진 = 리셀러 마진 기록',
    description: '허브·월마다 광고 단가 구조로 계산한 허브 마진, 리셀러 마진 기록, 허브 매출 화면의 마진이 같은지 봅니다.',
    action: '빠지거나 바뀐 리셀러 마진 행을 기준 금액으로 다시 기록하세요.',
  },
  publisher_statements: {
    name: '매체 정산서 = 정산된 매체 지급액',
    description:
      '앱·월마다 정산서의 지급액과 완료 건수가 그 달 정산된 매체 지급액의 합계와 같고, 끝난 달의 정산일이 모두 정산서에 있는지 봅니다.',
    action: '미지급 정산서는 다음 정산 실행이 다시 계산합니다. 지급 완료된 정산서와 다르면 차액을 따로 지급·회수하고 기록하세요.',
  },
  transfers: {
    name: '이체·회수 합계 = 0',
    description: '하위 계정 충전과 회수가 모두 보내는 쪽과 받는 쪽 두 행의 짝으로 기록되고, 짝마다 합계가 0인지 봅니다.',
    action: '짝이 없거나 금액이 다른 행은 포인트 조정으로 두 계정의 잔액을 바로잡고, 메모에 점검 결과를 남기세요.',
  },
  margin_credits: {
    name: '마진 적립 = 마진 기록 (리셀러·일자별)',
    description:
      '리셀러·일자마다 마진 적립(원장) 금액이 그 날 마진 기록 합계를 한 번 반올림한 금액과 같고, 적립되지 않은 마진 기록이 없는지 봅니다.',
    action: '정산을 다시 실행해 빠진 적립을 기록하고, 금액이 다른 적립은 포인트 조정으로 바로잡으세요.',
  },
  day_split: {
    name: '광고비 차감 = 매체 지급 + 마진 적립 + 회사 마진',
    description: '정산된 날마다 광고비 차감 합계가 매체 지급, 리셀러 마진 적립, 회사 마진(반올림 차이 포함)의 합과 같은지 봅니다.',
    action: '먼저 위의 정산·마진 항목을 바로잡으세요. 이 항목은 그 결과입니다.',
  },
  margin_payouts: {
    name: '마진 지급 ≤ 마진 적립',
    description: '리셀러마다 지급했거나 대기 중인 마진 출금이 적립된 마진을 넘지 않고, 지급 기록이 원장과 같은지 봅니다.',
    action: '초과한 출금 요청은 반려하고, 원장과 다른 지급 기록은 원장 금액으로 바로잡으세요.',
  },
};

const kindsKo: Record<ReconciliationFindingKind, string> = {
  BALANCE: '잔액 ≠ 원장 합계',
  NEGATIVE_HOLD: '음수 예치',
  HOLDS_OVER_BALANCE: '예치 > 잔액',
  CHARGED_TWICE: '중복 차감',
  AMOUNT_MISMATCH: '정산 ≠ 원장',
  WITHOUT_SETTLEMENT: '정산 없는 차감',
  WITHOUT_AD_DAY: '광고·일자 없는 차감',
  CAMPAIGN_SPEND: '캠페인 사용액 ≠ 원장',
  INVOICE: '청구서 ≠ 원장',
  SALES: '매출 ≠ 원장',
  MARGIN_ROWS: '마진 기록 ≠ 단가 구조',
  HUB_REPORT: '허브 화면 ≠ 마진 기록',
  STATEMENT_PAYOUT: '정산서 지급액 ≠ 정산',
  STATEMENT_COMPLETIONS: '정산서 완료 건수 ≠ 정산',
  UNSTATED_DAY: '정산서에 없는 정산일',
  TRANSFER_UNPAIRED: '짝 없는 이체·회수',
  TRANSFER_NOT_ZERO: '이체·회수 합계 ≠ 0',
  CREDIT_AMOUNT: '마진 적립 ≠ 마진 기록',
  UNCREDITED: '적립되지 않은 마진',
  CREDIT_WITHOUT_DAY: '일자 없는 마진 적립',
  DAY_SPLIT: '차감 ≠ 지급 + 마진 + 회사 마진',
  PAYOUT_OVER_CREDITS: '마진 지급 > 마진 적립',
  PAYOUT_LEDGER: '마진 지급 ≠ 원장',
};

const triggersKo: Record<ReconciliationTrigger, string> = { SCHEDULE: '매일 자동 점검', MANUAL: '수동 점검' };

export const reconciliationKo = {
  runNow: '지금 점검',
  loading: '점검 결과를 불러오는 중입니다.',
  loadFailed: '점검 결과를 불러오지 못했습니다',
  never: '아직 점검한 적이 없습니다.',
  neverHint: '매일 00:45(한국 시간)에 정산 뒤 자동으로 점검합니다.',
  lastRun: '마지막 점검 {{time}} (한국 시간) · {{trigger}}',
  nextRun: '다음 자동 점검 {{time}}',
  allOk: '모든 항목이 맞습니다.',
  broken: '맞지 않는 항목이 {{count}}개 있습니다.',
  months: '월별 항목 점검 기간: {{from}} ~ {{to}}',
  ok: '일치',
  brokenBadge: '불일치 {{count}}건',
  sample: '처음 {{shown}}건만 표시합니다. (전체 {{count}}건)',
  tenths: '마진은 0.1원 단위로 비교합니다.',
  noFindings: '맞지 않는 행이 없습니다.',
  columns: {
    kind: '종류',
    account: '계정 / 허브',
    ad: '광고',
    period: '일자·월',
    expected: '기준 금액',
    actual: '실제 금액',
    difference: '차이',
  },
  checks: checksKo,
  kinds: kindsKo,
  triggers: triggersKo,
};

export const reconciliationEn: typeof reconciliationKo = {
  runNow: 'Check now',
  loading: 'Loading the check results.',
  loadFailed: 'Could not load the check results',
  never: 'No check has run yet.',
  neverHint: 'It runs every day at 00:45 (Korea time), after the settlement.',
  lastRun: 'Last check {{time}} (Korea time) · {{trigger}}',
  nextRun: 'Next daily check {{time}}',
  allOk: 'Everything adds up.',
  broken: '{{count}} checks do not add up.',
  months: 'Monthly checks cover {{from}} – {{to}}',
  ok: 'OK',
  brokenBadge: '{{count}} rows off',
  sample: 'Showing the first {{shown}} of {{count}} rows.',
  tenths: 'Margins are compared in tenths of a won.',
  noFindings: 'No rows are off.',
  columns: {
    kind: 'Kind',
    account: 'Account / hub',
    ad: 'Ad',
    period: 'Day / month',
    expected: 'Expected',
    actual: 'Actual',
    difference: 'Difference',
  },
  checks: {
    ledger_balance: {
      name: 'Ledger sum = balance',
      description: 'Each account’s balance equals the sum of its point history (the ledger).',
      action: 'Find the balance changed without a ledger row, or the row that moved no balance, and correct it with a point adjustment.',
    },
    holds: {
      name: 'Holds ≥ 0, balance ≥ holds',
      description: 'Every ad hold is zero or more and each account’s balance covers its holds.',
      action: 'Stop or shorten the account’s ads, or top it up, so its holds fit its balance.',
    },
    ad_day_charge: {
      name: 'One charge per ad-day = its settlement',
      description: 'Each ad-day is charged once, equal to its daily settlement, and no charge lacks an ad-day.',
      action: 'Refund charges made outside the settlement; restore a settlement row that disagrees with its ledger row.',
    },
    spend_ledger_invoice: {
      name: 'Campaign spend = ledger charges = invoice',
      description: 'Per account and month, the campaigns’ spend, the ad charges and the invoice lines agree. Ended months need an invoice.',
      action:
        'Regenerate a draft invoice; issue a correcting invoice for an issued one. The ledger is right when a campaign figure differs.',
    },
    sales_ledger: {
      name: 'Sales = ledger charges',
      description: 'The sales screen’s revenue per account and month equals its ad charges.',
      action: 'Sales are read from the settlements: fix the ad-day findings above first.',
    },
    hub_margins: {
      name: 'Hub margins = reseller margin rows',
      description: 'Per hub and month, the margin of the price chains, the reseller margin rows and the hub sales screen agree.',
      action: 'Re-record the missing or changed reseller margin rows at the expected amount.',
    },
    publisher_statements: {
      name: 'Publisher statements = settled payouts',
      description:
        "Per app and month, the statement's payout and completions equal the month's settled publisher payouts, and every settled day of an ended month is on a statement.",
      action:
        'The next settlement run recomputes an unpaid statement. When a paid one differs, pay or recover the difference separately and record it.',
    },
    transfers: {
      name: 'Transfers and recalls sum to zero',
      description: 'Every transfer and recall is a pair of rows, the sender’s and the receiver’s, and each pair nets to zero.',
      action:
        'Correct both accounts’ balances with point adjustments for a row without its pair or a pair that does not net to zero, noting the finding in the memo.',
    },
    margin_credits: {
      name: 'Margin credits = margin rows (per reseller and day)',
      description:
        'Per reseller and day, the margin credit (ledger) equals its margin rows rounded once, and no margin row is left uncredited.',
      action: 'Run the settlement again to book a missing credit; correct a credit of another amount with a point adjustment.',
    },
    day_split: {
      name: 'Ad charges = publisher payouts + margin credits + company margin',
      description:
        'For every settled day, the ad charges equal the publisher payouts, the resellers’ margin credits and the company margin (within rounding).',
      action: 'Fix the settlement and margin findings above first: this check follows from them.',
    },
    margin_payouts: {
      name: 'Margin payouts ≤ margin credits',
      description: 'No reseller’s paid or pending margin payouts exceed its margin credits, and every paid payout matches its ledger row.',
      action: 'Reject the payout requests over the credits; restore a payout that disagrees with its ledger row.',
    },
  },
  kinds: {
    BALANCE: 'Balance ≠ ledger',
    NEGATIVE_HOLD: 'Negative hold',
    HOLDS_OVER_BALANCE: 'Holds > balance',
    CHARGED_TWICE: 'Charged twice',
    AMOUNT_MISMATCH: 'Settlement ≠ ledger',
    WITHOUT_SETTLEMENT: 'Charge without settlement',
    WITHOUT_AD_DAY: 'Charge without ad-day',
    CAMPAIGN_SPEND: 'Campaign spend ≠ ledger',
    INVOICE: 'Invoice ≠ ledger',
    SALES: 'Sales ≠ ledger',
    MARGIN_ROWS: 'Margin rows ≠ price chain',
    HUB_REPORT: 'Hub screen ≠ margin rows',
    STATEMENT_PAYOUT: 'Statement payout ≠ settlements',
    STATEMENT_COMPLETIONS: 'Statement completions ≠ settlements',
    UNSTATED_DAY: 'Settled day on no statement',
    TRANSFER_UNPAIRED: 'Transfer without its pair',
    TRANSFER_NOT_ZERO: 'Transfer pair ≠ 0',
    CREDIT_AMOUNT: 'Margin credit ≠ margin rows',
    UNCREDITED: 'Margin not credited',
    CREDIT_WITHOUT_DAY: 'Margin credit without a day',
    DAY_SPLIT: 'Charges ≠ payouts + margins + company',
    PAYOUT_OVER_CREDITS: 'Margin payouts > credits',
    PAYOUT_LEDGER: 'Margin payout ≠ ledger',
  },
  triggers: { SCHEDULE: 'Daily check', MANUAL: 'Manual check' },
};
