/** The reseller console's strings ('b2b' namespace, key `reseller`), Korean and English. */
export const resellerKo = {
  members: {
    title: '회원 목록',
    description: '내 하위 계정(대행사·광고주)의 잔액, 예치, 등록 서류, 단가 설정과 최근 접속을 단계별로 봅니다.',
  },
  ownTop: '내 하위 계정',
  wholeSubtree: '하위 전체',
  createOwn: '내 하위 계정 추가',
  fund: '충전',
  recall: '회수',
  fundTitle: '{{name}} 계정에 포인트 충전',
  recallTitle: '{{name}} 계정에서 포인트 회수',
  fundHint: '내 사용 가능 포인트(잔액 − 예치)에서 옮깁니다. 받은 계정은 광고에 쓸 수 있고, 현금으로 출금할 수는 없습니다.',
  recallHint: '예치되지 않은 포인트만 회수할 수 있습니다. 지금 회수할 수 있는 포인트: {{amount}}',
  amount: '금액',
  won: '원',
  memo: '메모',
  actFor: {
    button: '대리 접속',
    title: '{{name}} 계정으로 대리 접속',
    hint: '이 계정의 콘솔을 최대 30분 동안 이 계정으로 엽니다. 하는 일은 모두 내 이름과 함께 기록되고, 충전·출금·이체·지급 요청은 할 수 없습니다.',
    reason: '대리 접속 사유',
    reasonPlaceholder: '예: 고객 요청으로 캠페인 등록 대행',
    submit: '대리 접속 시작',
  },
  summary: {
    title: '하위 계정 실시간 현황',
    description: '내 하위 계정(나 포함)의 오늘 진행 중인 광고, 실행량, 발생 광고비와 포인트를 실시간으로 봅니다.',
  },
  sales: {
    title: '하위 계정 매출',
    description: '내 하위 계정이 정산된 광고비와, 그중 내 마진(하위 단가 − 내 단가)을 기간·계정·상품별로 봅니다.',
    ownMargin: '내 마진',
    hint: '매출은 하위 계정의 정산된 광고비(원 단위)이고, 내 마진은 정산 때마다 내 포인트 내역에 적립된 마진입니다.',
  },
};

export const resellerEn: typeof resellerKo = {
  members: {
    title: 'Members',
    description: 'Your sub-accounts (agencies, advertisers) level by level: balance, holds, documents, prices set and last activity.',
  },
  ownTop: 'My accounts',
  wholeSubtree: 'Whole subtree',
  createOwn: 'Add an account under me',
  fund: 'Fund',
  recall: 'Recall',
  fundTitle: 'Fund {{name}}',
  recallTitle: 'Recall points from {{name}}',
  fundHint:
    'Moves points from your available balance (balance − holds). The receiver can spend them on ads but cannot withdraw them as cash.',
  recallHint: 'Only points not held by ads can be recalled. Recallable now: {{amount}}',
  amount: 'Amount',
  won: 'KRW',
  memo: 'Memo',
  actFor: {
    button: 'Act for',
    title: 'Act for {{name}}',
    hint: 'Opens this account’s console as it for at most 30 minutes. Everything you do is recorded with your name; top-ups, withdrawals, transfers and payout requests are refused.',
    reason: 'Reason',
    reasonPlaceholder: 'e.g. registering a campaign at the client’s request',
    submit: 'Start',
  },
  summary: {
    title: 'Subtree live status',
    description: 'Today’s running ads, volume, ad cost and points of your sub-accounts (you included), live.',
  },
  sales: {
    title: 'Subtree sales',
    description:
      'What your sub-accounts were charged when settled, and your margin in it (their price − yours), per period, account or product.',
    ownMargin: 'My margin',
    hint: 'Revenue is your sub-accounts’ settled ad charges (whole won); your margin is what each settlement credited to your point history.',
  },
};
