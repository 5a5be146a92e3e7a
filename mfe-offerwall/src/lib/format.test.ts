import { addDays } from './format';

describe('offerwall days', () => {
  it('moves calendar days across month and year ends', () => {
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-15', -13)).toBe('2026-12-02');
  });
});
