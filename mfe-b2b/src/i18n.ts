import type { RemoteDefinition } from '@nurly/shared';

/** The 'b2b' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: { b2bSummary: '실시간 현황', b2bSetting: 'B2B 설정', advertisers: '거래처 계정', userList: '회원 목록' },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    b2bSummary: { title: '실시간 현황', description: '총판·대행사·광고주별 오늘의 광고 실행량과 매출을 실시간으로 봅니다.' },
    b2bSetting: { title: 'B2B 설정', description: '하위 계정 등급(총판, 대행사, 광고주)별 리워드 상품 단가를 설정합니다.' },
    advertisers: { title: '거래처 계정', description: '사업자 정보가 등록된 거래처 계정과 사업자등록증을 관리합니다.' },
    userList: { title: '회원 목록', description: '가입한 회원의 연락처, 권한, 등급, 보유 포인트를 조회합니다.' },
  },
  tiers: { 1: '본사', 2: '총판', 3: '대행사', 4: '광고주', none: '-' },
  roles: {
    NURLY_ADMIN: '더널리 관리자',
    NURLY_STAFF: '더널리 직원',
    HUB_CLIENT: '허브 고객사',
    HUB_ADMIN: '허브 관리자',
    HUB_MEMBER: '허브 멤버',
    OFFERWALL_CLIENT: '오퍼월 매체사',
  },
  users: {
    searchPlaceholder: '아이디 또는 휴대폰 번호로 검색',
    staffOnly: '회원 목록은 관리자만 볼 수 있습니다.',
    noRoles: '일반 회원',
    loadFailed: '회원 목록을 불러오지 못했습니다.',
  },
  columns: {
    username: '아이디',
    mobile: '휴대폰 번호',
    roles: '권한',
    tier: '등급',
    point: '보유 포인트',
    createdAt: '가입일',
    member: '계정',
    todayVolume: '오늘 실행량',
    todaySales: '오늘 매출',
    balance: '잔액',
    rewardProduct: '리워드 상품',
    price: '단가',
    name: '상호',
    registrationNumber: '사업자등록번호',
    representative: '대표자',
    email: '세금계산서 이메일',
  },
};

const en: typeof ko = {
  nav: { b2bSummary: 'Real-time status', b2bSetting: 'B2B settings', advertisers: 'Client accounts', userList: 'Users' },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    b2bSummary: { title: 'Real-time status', description: 'Today’s ad volume and sales per distributor, agency and advertiser, live.' },
    b2bSetting: {
      title: 'B2B settings',
      description: 'Reward product unit prices per sub-account tier (distributor, agency, advertiser).',
    },
    advertisers: { title: 'Client accounts', description: 'Accounts with a registered business and their registration certificates.' },
    userList: { title: 'Users', description: 'Members with their phone number, roles, tier and points.' },
  },
  tiers: { 1: 'Main', 2: 'Distributor', 3: 'Agency', 4: 'Advertiser', none: '-' },
  roles: {
    NURLY_ADMIN: 'Nurly admin',
    NURLY_STAFF: 'Nurly staff',
    HUB_CLIENT: 'Hub client',
    HUB_ADMIN: 'Hub admin',
    HUB_MEMBER: 'Hub member',
    OFFERWALL_CLIENT: 'Offerwall publisher',
  },
  users: {
    searchPlaceholder: 'Search by username or phone number',
    staffOnly: 'Only staff can see the user list.',
    noRoles: 'Member',
    loadFailed: 'Could not load the user list.',
  },
  columns: {
    username: 'Username',
    mobile: 'Phone',
    roles: 'Roles',
    tier: 'Tier',
    point: 'Points',
    createdAt: 'Joined',
    member: 'Account',
    todayVolume: 'Today’s volume',
    todaySales: 'Today’s sales',
    balance: 'Balance',
    rewardProduct: 'Reward product',
    price: 'Unit price',
    name: 'Trade name',
    registrationNumber: 'Registration number',
    representative: 'Representative',
    email: 'Tax invoice email',
  },
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'b2b', resources: { ko, en } };
