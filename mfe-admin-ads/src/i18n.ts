import type { RemoteDefinition } from '@nurly/shared';

/** The 'admin-ads' namespace: Korean (default, fallback) and English. */
const ko = {
  nav: {
    adminShopping: '쇼핑 광고 관리',
    adminPlace: '플레이스 광고 관리',
    adminNrShopping: '리워드 쇼핑 광고',
    adminNrPlace: '리워드 플레이스 광고',
    adminHubShopping: '허브 쇼핑 광고',
    adminHubPlace: '허브 플레이스 광고',
  },
  upcoming: '준비 중입니다. 곧 이 화면에서 이용하실 수 있습니다.',
  pages: {
    campaignList: { title: '캠페인 목록', description: '등록한 캠페인의 진행 상태와 일별 실행량을 확인합니다.' },
    campaignAdd: { title: '캠페인 등록', description: '리워드 상품을 골라 내 상품이나 플레이스에 새 캠페인을 등록합니다.' },
    adminShopping: { title: '쇼핑 광고 관리', description: '직접 등록된 네이버 쇼핑 광고를 조회하고 관리합니다.' },
    adminPlace: { title: '플레이스 광고 관리', description: '직접 등록된 네이버 플레이스 광고를 조회하고 관리합니다.' },
    adminNrShopping: { title: '리워드 쇼핑 광고 관리', description: '리워드 사이트에서 등록된 네이버 쇼핑 광고를 관리합니다.' },
    adminNrPlace: { title: '리워드 플레이스 광고 관리', description: '리워드 사이트에서 등록된 네이버 플레이스 광고를 관리합니다.' },
    adminHubShopping: { title: '허브 쇼핑 광고 관리', description: '허브에서 등록된 네이버 쇼핑 광고를 관리합니다.' },
    adminHubPlace: { title: '허브 플레이스 광고 관리', description: '허브에서 등록된 네이버 플레이스 광고를 관리합니다.' },
  },
  columns: {
    advertiser: '광고주',
    product: '상품',
    rewardProduct: '리워드 상품',
    keyword: '키워드',
    dailyVolume: '일 수량',
    unitPrice: '단가',
    period: '기간',
    rank: '순위',
    status: '상태',
    createdAt: '등록일',
  },
  rewardCatalog: '리워드 상품',
};

const en: typeof ko = {
  nav: {
    adminShopping: 'Shopping ads',
    adminPlace: 'Place ads',
    adminNrShopping: 'Reward shopping ads',
    adminNrPlace: 'Reward place ads',
    adminHubShopping: 'Hub shopping ads',
    adminHubPlace: 'Hub place ads',
  },
  upcoming: 'Coming soon. This screen will be available shortly.',
  pages: {
    campaignList: { title: 'Campaigns', description: 'Status and daily volume of your campaigns.' },
    campaignAdd: { title: 'New campaign', description: 'Choose a reward product and start a campaign for your product or place.' },
    adminShopping: { title: 'Shopping ads', description: 'Directly registered Naver Shopping ads.' },
    adminPlace: { title: 'Place ads', description: 'Directly registered Naver Place ads.' },
    adminNrShopping: { title: 'Reward shopping ads', description: 'Naver Shopping ads registered on the reward site.' },
    adminNrPlace: { title: 'Reward place ads', description: 'Naver Place ads registered on the reward site.' },
    adminHubShopping: { title: 'Hub shopping ads', description: 'Naver Shopping ads registered through hubs.' },
    adminHubPlace: { title: 'Hub place ads', description: 'Naver Place ads registered through hubs.' },
  },
  columns: {
    advertiser: 'Advertiser',
    product: 'Product',
    rewardProduct: 'Reward product',
    keyword: 'Keyword',
    dailyVolume: 'Daily volume',
    unitPrice: 'Unit price',
    period: 'Period',
    rank: 'Rank',
    status: 'Status',
    createdAt: 'Created',
  },
  rewardCatalog: 'Reward products',
};

export const i18n: RemoteDefinition['i18n'] = { namespace: 'admin-ads', resources: { ko, en } };
