import type { RemoteDefinition } from '@nurly/shared';

/** The 'keywords' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: { keyword: '키워드', myProduct: '내 상품', dashboard: '대시보드' },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    dashboard: { title: '대시보드', description: '내 상품의 순위 변동, 보유 포인트, 진행 중인 캠페인을 한눈에 봅니다.' },
    report: { title: '상품 순위 리포트', description: '상품의 키워드별 순위를 인쇄하기 좋은 형태로 정리한 리포트입니다.' },
    naverShopping: { title: '네이버 쇼핑 순위 조회', description: '키워드별로 내 상품이 네이버 쇼핑 검색에서 몇 위인지 조회합니다.' },
    myProducts: { title: '내 상품', description: '순위를 추적 중인 상품과 키워드, 대표 키워드를 관리하고 리포트를 보냅니다.' },
    productList: { title: '상품 목록', description: '순위를 추적하는 상품의 목록입니다.' },
    productDetails: { title: '상품 상세', description: '한 상품의 키워드별 순위와 변동 이력을 자세히 봅니다.' },
    aboutProductList: { title: '상품 정보 목록', description: '네이버 쇼핑 상품의 기본 정보를 모아 봅니다.' },
    aboutProductDetails: { title: '상품 정보 상세', description: '한 상품의 판매처와 기본 정보를 자세히 봅니다.' },
  },
  dashboard: {
    greeting: '{{name}}님, 안녕하세요.',
    guestGreeting: '게스트 모드로 이용 중입니다. 회원가입하면 모든 기능을 이용할 수 있습니다.',
    balance: '보유 포인트',
    rankMovement: '내 상품 순위 변동',
    runningCampaigns: '진행 중인 캠페인',
  },
  columns: {
    keyword: '키워드',
    mid: '상품 ID(MID)',
    rank: '순위',
    page: '페이지',
    pageRank: '페이지 내 순위',
    searchDateTime: '조회 일시',
    isMyProduct: '내 상품',
    mainKeyword: '대표 키워드',
    keywordCount: '키워드 수',
    malls: '판매처',
    extended: '확장',
    createdAt: '등록일',
    productName: '상품명',
    change: '변동',
    campaign: '캠페인',
    status: '상태',
    price: '가격',
  },
};

const en: typeof ko = {
  nav: { keyword: 'Keyword', myProduct: 'My products', dashboard: 'Dashboard' },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    dashboard: { title: 'Dashboard', description: 'Rank movement of your products, your points and running campaigns at a glance.' },
    report: { title: 'Product rank report', description: 'A printable report of your products’ rank per keyword.' },
    naverShopping: {
      title: 'Naver Shopping rank lookup',
      description: 'Find where your product ranks in Naver Shopping search for each keyword.',
    },
    myProducts: { title: 'My products', description: 'Manage tracked products, their keywords and main keyword, and send reports.' },
    productList: { title: 'Products', description: 'The products whose rank you track.' },
    productDetails: { title: 'Product details', description: 'Rank per keyword and its history for one product.' },
    aboutProductList: { title: 'Product information', description: 'Basic information about Naver Shopping products.' },
    aboutProductDetails: { title: 'Product information details', description: 'Sellers and basic information of one product.' },
  },
  dashboard: {
    greeting: 'Hello, {{name}}.',
    guestGreeting: 'You are in guest mode. Sign up to use every feature.',
    balance: 'Points',
    rankMovement: 'Rank movement of my products',
    runningCampaigns: 'Running campaigns',
  },
  columns: {
    keyword: 'Keyword',
    mid: 'Product ID (MID)',
    rank: 'Rank',
    page: 'Page',
    pageRank: 'Position on page',
    searchDateTime: 'Checked at',
    isMyProduct: 'My product',
    mainKeyword: 'Main keyword',
    keywordCount: 'Keywords',
    malls: 'Sellers',
    extended: 'Extended',
    createdAt: 'Added',
    productName: 'Product',
    change: 'Change',
    campaign: 'Campaign',
    status: 'Status',
    price: 'Price',
  },
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'keywords', resources: { ko, en } };
