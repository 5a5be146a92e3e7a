import type { RemoteDefinition } from '@nurly/shared';
import { adsEn, adsKo } from './features/ads/i18n';
import { campaignEn, campaignKo } from './features/campaign/i18n';
import { membersEn, membersKo } from './features/members/i18n';
import { reportsEn, reportsKo } from './features/reports/i18n';

/** The 'hub' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: {
    shopping: '쇼핑 상품 관리',
    place: '플레이스 상품 관리',
    invoice: '기간별 상세 내역',
    sales: '기간별 매출',
    members: '하위 계정 관리',
  },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    shopping: { title: '쇼핑 상품 관리', description: '네이버 쇼핑 리워드 광고를 등록하고 일별 실행량과 순위를 관리합니다.' },
    place: { title: '플레이스 상품 관리', description: '네이버 플레이스 리워드 광고를 등록하고 일별 실행량과 순위를 관리합니다.' },
    invoice: { title: '기간별 상세 내역', description: '선택한 기간의 광고별 실행량과 차감 금액을 상세히 봅니다.' },
    sales: { title: '기간별 매출', description: '선택한 기간의 하위 계정별 매출을 집계합니다.' },
    members: { title: '하위 계정 관리', description: '허브에 속한 하위 계정을 만들고 권한과 상태를 관리합니다.' },
    campaign: { title: '캠페인 상세', description: '리워드 상품별로 일별 목표, 완료, 거절, 차감 금액과 키워드 순위를 확인합니다.' },
  },
  columns: {
    advertiser: '광고주',
    product: '상품',
    place: '플레이스',
    keyword: '키워드',
    rewardProduct: '리워드 상품',
    dailyVolume: '일 수량',
    rank: '순위',
    status: '상태',
    period: '기간',
    date: '날짜',
    volume: '실행량',
    amount: '금액',
    sales: '매출',
    member: '계정',
    role: '권한',
    createdAt: '등록일',
  },
  ads: adsKo,
  campaign: campaignKo,
  reports: reportsKo,
  members: membersKo,
};

const en: typeof ko = {
  nav: {
    shopping: 'Shopping products',
    place: 'Place products',
    invoice: 'Detail by period',
    sales: 'Sales by period',
    members: 'Sub-accounts',
  },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    shopping: { title: 'Shopping products', description: 'Register Naver Shopping reward ads and follow their daily volume and rank.' },
    place: { title: 'Place products', description: 'Register Naver Place reward ads and follow their daily volume and rank.' },
    invoice: { title: 'Detail by period', description: 'Volume and charged amount per ad for the chosen period.' },
    sales: { title: 'Sales by period', description: 'Sales per sub-account for the chosen period.' },
    members: { title: 'Sub-accounts', description: 'Create the hub’s sub-accounts and manage their roles and status.' },
    campaign: {
      title: 'Campaign',
      description: 'Per reward product and day: target, completions, rejections, charge and the keyword’s rank.',
    },
  },
  columns: {
    advertiser: 'Advertiser',
    product: 'Product',
    place: 'Place',
    keyword: 'Keyword',
    rewardProduct: 'Reward product',
    dailyVolume: 'Daily volume',
    rank: 'Rank',
    status: 'Status',
    period: 'Period',
    date: 'Date',
    volume: 'Volume',
    amount: 'Amount',
    sales: 'Sales',
    member: 'Account',
    role: 'Role',
    createdAt: 'Created',
  },
  ads: adsEn,
  campaign: campaignEn,
  reports: reportsEn,
  members: membersEn,
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'hub', resources: { ko, en } };
