import { addDays, formatTenthsWon, parseWonToTenths, tenthsToWonText } from './format';

describe('offerwall amounts and days', () => {
  it('shows tenths of a won with their one decimal', () => {
    expect(formatTenthsWon(385)).toBe('₩38.5');
    expect(formatTenthsWon(200)).toBe('₩20');
    expect(formatTenthsWon(1_234_567)).toBe('₩123,456.7');
    expect(formatTenthsWon(0)).toBe('₩0');
    expect(formatTenthsWon(-5)).toBe('-₩0.5');
  });

  it('reads a typed payout back into tenths, refusing what is not an amount', () => {
    expect(parseWonToTenths(' 38.5 ')).toBe(385);
    expect(parseWonToTenths('1,200')).toBe(12_000);
    expect(parseWonToTenths('')).toBeNull();
    expect(parseWonToTenths('-1')).toBeNaN();
    expect(parseWonToTenths('1.25')).toBeNaN();
    expect(parseWonToTenths('abc')).toBeNaN();
    expect(tenthsToWonText(385)).toBe('38.5');
    expect(tenthsToWonText(200)).toBe('20');
  });

  it('moves calendar days across month and year ends', () => {
    expect(addDays('2026-12-01', -1)).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-12-15', -13)).toBe('2026-12-02');
  });
});
