/** The my-products page's own strings ('keywords' namespace, keys `filters` and `refresh`), Korean and English. */
export const myProductsPageKo = {
  filters: { search: '검색', searchPlaceholder: '상품명, MID, 키워드', allMalls: '전체 판매처' },
  refresh: {
    running: '순위 일괄 갱신 중… {{processed}} / {{total}}',
    mine: '오늘 갱신된 내 키워드: {{checked}} / {{tracked}}',
    calls: '오늘 API 호출: {{used}} / {{budget}}',
    next: '다음 자동 갱신: {{at}}',
    deferred: '호출 한도로 {{count}}개 키워드는 다음 갱신으로 미뤘습니다.',
  },
};

export const myProductsPageEn: typeof myProductsPageKo = {
  filters: { search: 'Search', searchPlaceholder: 'Product, MID, keyword', allMalls: 'All sellers' },
  refresh: {
    running: 'Refreshing ranks… {{processed}} / {{total}}',
    mine: 'My keywords refreshed today: {{checked}} / {{tracked}}',
    calls: 'API calls today: {{used}} / {{budget}}',
    next: 'Next automatic refresh: {{at}}',
    deferred: '{{count}} keywords were deferred to the next refresh by the call budget.',
  },
};
