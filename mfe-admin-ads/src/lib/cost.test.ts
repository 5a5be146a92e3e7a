import { estimateCampaign, periodDays } from './cost';

describe('campaign money (docs/decisions/money-loop.md#prices, docs/decisions/money-loop.md#holds)', () => {
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

  it('rounds each line up to whole won per day, like the server hold', () => {
    const perDay = (dailyVolume: number, priceTenths: number) =>
      estimateCampaign([{ code: 'naverapp', dailyVolume, priceTenths }], '2026-12-01', '2026-12-01').perDay;
    expect(perDay(1, 385)).toBe(39); // 38.5 → 39
    expect(perDay(3, 383)).toBe(115); // 114.9 → 115
    expect(perDay(100, 385)).toBe(3850);
    expect(perDay(100_000, 880)).toBe(8_800_000);
    expect(perDay(0, 385)).toBe(0);
  });

  it('costs nothing for what the server would refuse (the fields show why), however long the number typed', () => {
    const estimate = (dailyVolume: number, end = '2026-12-10') =>
      estimateCampaign([{ code: 'naverapp', dailyVolume, priceTenths: 385 }], '2026-12-01', end);
    expect(estimate(100_001).total).toBe(0);
    expect(estimate(999_999_999_999_999).total).toBe(0);
    expect(estimate(-3).total).toBe(0);
    expect(estimate(10, '2027-12-01')).toMatchObject({ days: 0, total: 0 }); // 366 days
    expect(estimate(10, '2027-11-30')).toMatchObject({ days: 365, total: 385 * 365 });
  });
});
