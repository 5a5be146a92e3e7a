/** The FAQ page's strings ('cs' namespace, key `faq`), Korean and English. */
export const faqKo = {
  searchPlaceholder: '궁금한 내용을 검색하세요',
  empty: '검색 결과가 없습니다.',
};

export const faqEn: typeof faqKo = {
  searchPlaceholder: 'Search the FAQ',
  empty: 'No results.',
};
