import { keywordHistory as history } from '@nurly/shared/testing';
import { AXIS_FONT_SIZE, buildChart, chartLayout, estimateTextWidth, niceMaxRank, rankToY, tickRanks } from './rankChart';

describe('rank chart maths', () => {
  it('rounds the axis to a readable maximum rank', () => {
    expect([1, 10, 11, 37, 101, 480, 999, 1000].map(niceMaxRank)).toEqual([10, 10, 20, 50, 200, 500, 1000, 1000]);
  });

  it('inverts the axis: rank 1 at the top, higher ranks lower down', () => {
    expect(rankToY(1, 100, 10, 210)).toBe(10);
    expect(rankToY(100, 100, 10, 210)).toBe(210);
    expect(rankToY(20, 100, 10, 210)).toBeLessThan(rankToY(80, 100, 10, 210));
  });

  it('draws ranked days, puts out-of-range days on their own band below and leaves failed days as gaps', () => {
    const chart = buildChart([
      history({ date: '2026-11-18', rank: 30 }),
      history({ date: '2026-11-19', rank: 20 }),
      history({ date: '2026-11-20', rank: null, status: 'OUT_OF_RANGE', rankText: '1000위 밖', page: null, pageRank: null }),
      history({ date: '2026-11-21', rank: null, status: 'FAILED', rankText: '조회 실패', error: '429' }),
      history({ date: '2026-11-22', rank: 5 }),
    ]);
    expect(chart.dates).toHaveLength(5);
    const [series] = chart.series;
    expect(series.dots.map((d) => d.kind)).toEqual(['rank', 'rank', 'out', 'rank']);
    // The line breaks after the out-of-range day: two segments (two M commands).
    expect(series.path.match(/M/g)).toHaveLength(2);
    const out = series.dots.find((d) => d.kind === 'out')!;
    expect(chart.outY).not.toBeNull();
    expect(out.y).toBeGreaterThan(chart.plot.bottom);
    const [day18, day19] = series.dots;
    expect(day19.y).toBeLessThan(day18.y);
    expect(series.dots.at(-1)!.label).toContain('12위');
  });

  it('makes one series per keyword', () => {
    const chart = buildChart([
      history({ date: '2026-11-21', keyword_id: 1 }),
      history({ date: '2026-11-21', keyword_id: 2, keyword: '의자' }),
    ]);
    expect(chart.series.map((s) => s.label)).toEqual(['캠핑의자', '의자']);
    expect(chart.outY).toBeNull();
  });
});

describe('rank chart layout (clipped axis labels, oversized font)', () => {
  it('estimates label widths generously: Hangul a full em, digits over half an em', () => {
    expect(estimateTextWidth('1000위')).toBeGreaterThanOrEqual(4 * 0.6 * AXIS_FONT_SIZE + AXIS_FONT_SIZE);
    expect(estimateTextWidth('순위 밖')).toBeGreaterThanOrEqual(3 * AXIS_FONT_SIZE);
  });

  it('leaves room on the left for the widest y label, whatever the chart width', () => {
    for (const width of [300, 720, 1300]) {
      const layout = chartLayout(width, ['1위', '250위', '1000위', '순위 밖']);
      expect(layout.width).toBe(width);
      // The labels end 6 px left of the plot: the padding holds the widest one with room to spare.
      expect(layout.padding.left - 6).toBeGreaterThanOrEqual(estimateTextWidth('1000위'));
      expect(layout.padding.left - 6).toBeGreaterThanOrEqual(estimateTextWidth('순위 밖'));
    }
  });

  it('draws the chart at its real pixel width, so the axis font is the same size on a phone and a wide page', () => {
    const histories = [history({ date: '2026-11-21', rank: 980 }), history({ date: '2026-11-22', rank: 12 })];
    expect(tickRanks(histories)).toEqual([1, 250, 500, 750, 1000]);
    const narrow = buildChart(histories, chartLayout(320, ['1000위']));
    const wide = buildChart(histories, chartLayout(1300, ['1000위']));
    expect(narrow.plot.right).toBe(320 - 16);
    expect(wide.plot.right).toBe(1300 - 16);
    expect(AXIS_FONT_SIZE).toBeLessThanOrEqual(13);
  });
});
