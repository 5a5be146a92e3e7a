import { addDays, dailyCostWon, estimateCampaign, formatPriceTenths, periodDays, seoulToday } from './cost';

describe('campaign money (money-loop §2, §4)', () => {
  it('shows tenths of a won as won with the tenth only when there is one', () => {
    expect(formatPriceTenths(385)).toBe('38.5원');
    expect(formatPriceTenths(660)).toBe('66원');
    expect(formatPriceTenths(880)).toBe('88원');
    expect(formatPriceTenths(12345)).toBe('1,234.5원');
    expect(formatPriceTenths(5)).toBe('0.5원');
  });

  it('rounds each line up to whole won per day, like the server hold', () => {
    expect(dailyCostWon(1, 385)).toBe(39); // 38.5 → 39
    expect(dailyCostWon(3, 385)).toBe(116); // 115.5 → 116
    expect(dailyCostWon(100, 385)).toBe(3850);
    expect(dailyCostWon(100_000, 880)).toBe(8_800_000);
    expect(dailyCostWon(0, 385)).toBe(0);
  });

  it('counts both ends of the period and refuses a reversed or unreal one', () => {
    expect(periodDays('2026-12-01', '2026-12-01')).toBe(1);
    expect(periodDays('2026-12-01', '2026-12-31')).toBe(31);
    expect(periodDays('2028-02-28', '2028-03-01')).toBe(3); // leap year
    expect(periodDays('2026-12-02', '2026-12-01')).toBeNull();
    expect(periodDays('2026-02-30', '2026-03-01')).toBeNull();
    expect(periodDays('', '2026-03-01')).toBeNull();
  });

  it('estimates volume × days × price per line and in total', () => {
    const estimate = estimateCampaign(
      [
        { code: 'naverapp', dailyVolume: 3, priceTenths: 385 },
        { code: 'naverapp-dib', dailyVolume: 10, priceTenths: 880 },
      ],
      '2026-12-01',
      '2026-12-10',
    );
    expect(estimate.days).toBe(10);
    expect(estimate.lines.map((line) => [line.perDay, line.total])).toEqual([
      [116, 1160],
      [880, 8800],
    ]);
    expect(estimate.perDay).toBe(996);
    expect(estimate.total).toBe(9960);
    expect(estimateCampaign([{ code: 'naverapp', dailyVolume: 3, priceTenths: 385 }], '2026-12-10', '2026-12-01').total).toBe(0);
  });

  it('takes today in Asia/Seoul, not the browser zone', () => {
    // 2026-11-30 16:30 UTC is already 1 December in Seoul.
    expect(seoulToday(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12-01');
    expect(seoulToday(new Date('2026-11-30T14:59:00Z'))).toBe('2026-11-30');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
