import { parseTierPrice, tierPriceText } from './b2b';
import {
  chargeWon,
  formatTenthsWon,
  holdWon,
  marginCreditWon,
  parseTenths,
  payoutTenthsOf,
  payoutWon,
  tenthsText,
  tenthsToWon,
  wonOfTenths,
} from './money';

describe('holdWon: a day rounded up to the won, then times the days', () => {
  it('rounds each day up, never the period', () => {
    expect(holdWon(10, 385)).toBe(385);
    expect(holdWon(1, 385)).toBe(39);
    expect(holdWon(3, 383)).toBe(115); // 114.9 → 115
    expect(holdWon(1, 381, 10)).toBe(390); // 39 × 10, where ceil(381) = 381 would hold less
    expect(holdWon(1, 1)).toBe(1);
    expect(holdWon(0, 385, 5)).toBe(0);
    expect(holdWon(5, 660, 0)).toBe(0);
  });
  it('is exact at the largest ads the API accepts and beyond int4', () => {
    expect(holdWon(100_000, 10_000_000)).toBe(100_000_000_000);
    expect(holdWon(2_147_483_647, 4_194_303)).toBe(900_719_710_306_305); // 900719710306304.1 → …305
    expect(chargeWon(2_147_483_647, 4_194_303)).toBe(900_719_710_306_304);
  });
});

describe('chargeWon: completions × unit price, rounded once, half up', () => {
  it('rounds halves up and the rest to the nearest won', () => {
    expect(chargeWon(0, 385)).toBe(0);
    expect(chargeWon(1, 385)).toBe(39); // 38.5
    expect(chargeWon(3, 385)).toBe(116); // 115.5
    expect(chargeWon(2, 385)).toBe(77);
    expect(chargeWon(1, 384)).toBe(38); // 38.4
    expect(chargeWon(1, 386)).toBe(39);
    expect(chargeWon(1, 1)).toBe(0); // 0.1
    expect(chargeWon(1, 5)).toBe(1); // 0.5
    expect(chargeWon(2, 660)).toBe(132);
  });
  it('rounds a half away from zero on a negative amount (PostgreSQL round(numeric))', () => {
    expect(chargeWon(-1, 385)).toBe(-39);
    expect(chargeWon(-1, 384)).toBe(-38);
  });
  it('refuses what integer arithmetic cannot hold exactly', () => {
    expect(() => chargeWon(2_147_483_647, 2_147_483_647)).toThrow(RangeError);
    expect(() => chargeWon(1.5, 385)).toThrow(RangeError);
    expect(() => chargeWon(Number.NaN, 385)).toThrow(RangeError);
  });
});

describe('payouts', () => {
  it('credits a day once, from its tenths', () => {
    expect(payoutWon(0)).toBe(0);
    expect(payoutWon(231)).toBe(23); // 23.1
    expect(payoutWon(235)).toBe(24); // 23.5
    expect(payoutWon(231 * 3)).toBe(69); // 69.3, not 3 × 23
    expect(wonOfTenths(-5)).toBe(-1);
    expect(wonOfTenths(-4)).toBe(0);
  });
  it('snapshots 60 % of the unit price, rounded down to the tenth', () => {
    expect(payoutTenthsOf(385)).toBe(231);
    expect(payoutTenthsOf(424)).toBe(254); // 254.4 (254.39999… in floating point)
    expect(payoutTenthsOf(660)).toBe(396);
    expect(payoutTenthsOf(1)).toBe(0);
  });
  it('writes tenths as a decimal won for the API and exports', () => {
    expect(tenthsToWon(385)).toBe(38.5);
    expect(tenthsToWon(200)).toBe(20);
    expect(tenthsToWon(1)).toBe(0.1);
    expect(JSON.stringify(tenthsToWon(383))).toBe('38.3');
  });
});

describe('marginCreditWon: a reseller’s day of margin rows, rounded once', () => {
  it('sums the day in tenths, then rounds half up once', () => {
    expect(marginCreditWon(0)).toBe(0);
    expect(marginCreditWon(175 + 125)).toBe(30); // 17.5 + 12.5, not 18 + 13
    expect(marginCreditWon(175)).toBe(18);
    expect(marginCreditWon(4)).toBe(0);
    expect(() => marginCreditWon(0.5)).toThrow(RangeError);
  });
});

describe('formatTenthsWon', () => {
  it('writes a won sign, separators and the tenth only when there is one', () => {
    expect(formatTenthsWon(385)).toBe('₩38.5');
    expect(formatTenthsWon(660)).toBe('₩66');
    expect(formatTenthsWon(0)).toBe('₩0');
    expect(formatTenthsWon(5)).toBe('₩0.5');
    expect(formatTenthsWon(12_345)).toBe('₩1,234.5');
    expect(formatTenthsWon(1_234_567)).toBe('₩123,456.7');
    expect(formatTenthsWon(-5)).toBe('-₩0.5');
    expect(formatTenthsWon(-10)).toBe('-₩1');
  });
});

describe('tenthsText and parseTenths', () => {
  it('write an input text that reads back', () => {
    expect(tenthsText(385)).toBe('38.5');
    expect(tenthsText(400)).toBe('40');
    expect(tenthsText(5)).toBe('0.5');
    expect(tenthsText(12_345)).toBe('1234.5');
    for (const tenths of [0, 1, 9, 10, 385, 400, 12_345, 99_999_999]) {
      expect(parseTenths(tenthsText(tenths))).toBe(tenths);
      expect(parseTenths(formatTenthsWon(tenths))).toBe(tenths);
    }
  });
  it('reads won with at most one decimal', () => {
    expect(parseTenths('38.5')).toBe(385);
    expect(parseTenths(' 40 ')).toBe(400);
    expect(parseTenths('40원')).toBe(400);
    expect(parseTenths('₩38.5')).toBe(385);
    expect(parseTenths('1,234.5')).toBe(12_345);
    expect(parseTenths('1,234,567')).toBe(12_345_670);
    expect(parseTenths('0')).toBe(0);
    expect(parseTenths('0.1')).toBe(1);
    expect(parseTenths('9999999.9')).toBe(99_999_999);
  });
  it('refuses everything else', () => {
    for (const text of [
      '',
      ' ',
      '1.55',
      '-1',
      'abc',
      '1e3',
      '.5',
      '5.',
      '1,23',
      '12,34.5',
      '10000000',
      '1 000',
      '38.5.1',
      'Infinity',
      '0x10',
      '３８',
    ]) {
      expect([text, parseTenths(text)]).toEqual([text, null]);
    }
  });
});

describe('tier prices as typed (B2B and hub price panels)', () => {
  it('reads no setting, a positive price, or nothing valid', () => {
    expect(parseTierPrice('')).toBeNull();
    expect(parseTierPrice('  ')).toBeNull();
    expect(parseTierPrice('40.5')).toBe(405);
    expect(parseTierPrice('40원')).toBe(400);
    expect(parseTierPrice('0')).toBeUndefined();
    expect(parseTierPrice('40.55')).toBeUndefined();
    expect(parseTierPrice('-1')).toBeUndefined();
    expect(tierPriceText(null)).toBe('');
    expect(tierPriceText(405)).toBe('40.5');
  });
});
