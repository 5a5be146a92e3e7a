/** The product information pages' strings ('keywords' namespace, keys `about` and `types`), Korean and English. */
export const aboutProductKo = {
  about: { malls: '판매처: {{malls}}' },
  types: { shopping: '네이버 쇼핑', place: '네이버 플레이스' },
};

export const aboutProductEn: typeof aboutProductKo = {
  about: { malls: 'Sellers: {{malls}}' },
  types: { shopping: 'Naver Shopping', place: 'Naver Place' },
};
