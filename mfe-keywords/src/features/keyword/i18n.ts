/** The rank lookup's strings ('keywords' namespace, keys `form`, `view`, `results` and `guest`), Korean and English. */
export const keywordLookupKo = {
  form: {
    product: '상품 URL 또는 MID',
    productPlaceholder: 'https://smartstore.naver.com/… 또는 84512345678',
    productHelp: '스마트스토어 상품 주소, 네이버 쇼핑 상품 주소 또는 상품 ID(MID)를 입력하세요.',
    keywords: '키워드',
    keywordsPlaceholder: '캠핑의자, 접이식 캠핑의자',
    keywordsHelp: '여러 키워드는 쉼표나 줄바꿈으로 구분합니다. 한 번에 최대 50개까지 조회할 수 있습니다.',
  },
  view: { grid: '그리드', list: '리스트' },
  results: {
    title: '조회한 키워드 {{formatted}}개',
    empty: '아직 조회한 키워드가 없습니다.',
    emptyHint: '상품 URL과 키워드를 입력하고 순위를 조회해보세요.',
  },
  guest: {
    remaining: '오늘 남은 게스트 조회: {{count}}개',
    limitNotice: '게스트는 하루 조회 수가 제한됩니다. 회원가입하면 더 많이 조회할 수 있습니다.',
    register: '회원가입',
  },
};

export const keywordLookupEn: typeof keywordLookupKo = {
  form: {
    product: 'Product URL or MID',
    productPlaceholder: 'https://smartstore.naver.com/… or 84512345678',
    productHelp: 'A smartstore product address, a Naver Shopping product address or the product id (MID).',
    keywords: 'Keywords',
    keywordsPlaceholder: 'camping chair, folding camping chair',
    keywordsHelp: 'Separate keywords with commas or new lines. Up to 50 at once.',
  },
  view: { grid: 'Grid', list: 'List' },
  results: {
    title: '{{formatted}} keywords checked',
    empty: 'No keywords checked yet.',
    emptyHint: 'Enter a product URL and keywords to check their rank.',
  },
  guest: {
    remaining: 'Guest lookups left today: {{count}}',
    limitNotice: 'Guests have a daily lookup limit. Sign up to check more.',
    register: 'Sign up',
  },
};
