import { parseQuery, stringifyQuery } from './queryString';

describe('query strings', () => {
  it('writes arrays as repeated keys, encodes per RFC 3986 and skips nulls when asked', () => {
    expect(stringifyQuery({ page: 2, ids: [1, 2], search: '가 나', empty: null, gone: undefined }, { skipNulls: true })).toBe(
      'page=2&ids=1&ids=2&search=%EA%B0%80%20%EB%82%98',
    );
    expect(stringifyQuery({ empty: null, flag: true })).toBe('empty=&flag=true');
    expect(stringifyQuery({ q: "it's (a)*!" })).toBe('q=it%27s%20%28a%29%2A%21');
    expect(stringifyQuery({ range: { from: '2026-01-01', to: '2026-01-31' } })).toBe('range%5Bfrom%5D=2026-01-01&range%5Bto%5D=2026-01-31');
    expect(stringifyQuery({ at: new Date(Date.UTC(2026, 0, 2)) })).toBe('at=2026-01-02T00%3A00%3A00.000Z');
    expect(stringifyQuery({ none: [] })).toBe('');
  });

  it('reads repeated keys as arrays, + as a space, and keeps malformed escapes', () => {
    expect(parseQuery('?status=OPEN&ids=1&ids=2&search=%EA%B9%80+a&flag')).toEqual({
      status: 'OPEN',
      ids: ['1', '2'],
      search: '김 a',
      flag: '',
    });
    expect(parseQuery('bad=%E0%A4%A')).toEqual({ bad: '%E0%A4%A' });
    expect(parseQuery('')).toEqual({});
  });

  it('gives back what it read', () => {
    const search = 'tab=2&dep.page=4&range%5Bfrom%5D=2026-01-01&ids=1&ids=2';
    expect(stringifyQuery(parseQuery(search))).toBe(search);
  });
});
