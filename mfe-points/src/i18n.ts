import type { RemoteDefinition } from '@nurly/shared';

/** The 'points' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: { adminDeposit: '입금 확인', adminWithdrawal: '출금 관리' },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    pointList: { title: '포인트 내역', description: '포인트 충전 요청, 충전, 차감 내역을 확인합니다.' },
    pointBuy: { title: '포인트 충전', description: '무통장 입금으로 포인트 충전을 요청합니다. 충전 금액은 부가세 포함 금액입니다.' },
    adminDeposit: { title: '입금 확인', description: '입금 대기 중인 충전 요청을 확인하고 승인하거나 반려합니다.' },
    adminWithdrawal: { title: '출금 관리', description: '충전 후 7일 이내의 미사용 포인트 출금 요청을 검토하고 처리합니다.' },
  },
  balance: { current: '보유 포인트' },
  columns: {
    createdAt: '일시',
    action: '구분',
    amount: '금액',
    depositName: '입금자명',
    email: '이메일',
    username: '아이디',
    advertiser: '거래처',
    status: '상태',
    chargedAt: '충전일',
    requestedAt: '요청일',
  },
};

const en: typeof ko = {
  nav: { adminDeposit: 'Deposits', adminWithdrawal: 'Withdrawals' },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    pointList: { title: 'Point history', description: 'Your top-up requests, charges and deductions.' },
    pointBuy: { title: 'Top up points', description: 'Request a top-up by bank transfer. Amounts include VAT.' },
    adminDeposit: { title: 'Deposits', description: 'Confirm or reject top-up requests waiting for deposit.' },
    adminWithdrawal: { title: 'Withdrawals', description: 'Review withdrawals of unused points within 7 days of top-up.' },
  },
  balance: { current: 'Points' },
  columns: {
    createdAt: 'Date',
    action: 'Type',
    amount: 'Amount',
    depositName: 'Depositor',
    email: 'Email',
    username: 'Username',
    advertiser: 'Client',
    status: 'Status',
    chargedAt: 'Charged on',
    requestedAt: 'Requested on',
  },
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'points', resources: { ko, en } };
