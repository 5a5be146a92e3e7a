import { ageOn } from './registerRules';

describe('ageOn: the age the server checks, on the Korea day whatever the browser zone', () => {
  it.each([
    ['2012-06-15', '2026-06-14T14:59:59Z', 13],
    ['2012-06-15', '2026-06-14T15:00:00Z', 14], // already 15 June in Seoul
    ['2012-06-15', '2026-12-31T00:00:00Z', 14],
    ['2012-12-31', '2026-12-30T15:00:00Z', 14],
  ])('born %s, at %s: %d', (birth, at, age) => {
    expect(ageOn(birth, new Date(at))).toBe(age);
  });

  it('reads nothing that is not YYYY-MM-DD', () => {
    expect(ageOn('2012-6-15', new Date('2026-06-15T00:00:00Z'))).toBeNull();
    expect(ageOn('', new Date('2026-06-15T00:00:00Z'))).toBeNull();
  });
});
