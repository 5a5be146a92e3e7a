/**
 * Rank chart maths: lower rank is better, so the y axis is inverted (rank 1 at the top). Checks
 * not within the searched range sit on a separate band under the plot; failed checks are gaps.
 */
import type { KeywordHistory } from '@nurly/contracts/schemas';

export interface ChartLayout {
  width: number;
  height: number;
  padding: { top: number; right: number; bottom: number; left: number };
  /** Height of the out-of-range band under the plot. */
  outBand: number;
}

export const defaultLayout: ChartLayout = { width: 720, height: 280, padding: { top: 16, right: 16, bottom: 28, left: 48 }, outBand: 28 };

/**
 * Axis text size in CSS pixels. The chart is drawn at the pixel width it gets (see chartLayout), so
 * this is the size on screen at any width: a viewBox stretched to the card made it ~20 px on a wide
 * page and ~5 px on a phone.
 */
export const AXIS_FONT_SIZE = 12;
const AXIS_LABEL_GAP = 8;

/**
 * Width of a label in the axis font, estimated without a DOM: Hangul and other wide glyphs take a
 * full em, digits and Latin letters a little over half. Errs wide, so a label never gets clipped.
 */
export function estimateTextWidth(text: string, fontSize = AXIS_FONT_SIZE): number {
  let ems = 0;
  for (const char of text) {
    if (/[\u1100-\u11ff\u3000-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(char)) ems += 1;
    else if (char === ' ') ems += 0.3;
    else ems += 0.62;
  }
  return Math.ceil(ems * fontSize);
}

/**
 * The layout for a chart `width` CSS pixels wide whose y axis shows `yLabels`: the left padding fits
 * the longest, by estimate or, once drawn, by the width the browser measured (`measuredLabelWidth`).
 */
export function chartLayout(width: number, yLabels: string[], measuredLabelWidth = 0): ChartLayout {
  const widest = Math.max(measuredLabelWidth, ...yLabels.map((label) => estimateTextWidth(label)));
  return {
    ...defaultLayout,
    width: Math.max(240, Math.round(width)),
    padding: { ...defaultLayout.padding, left: widest + AXIS_LABEL_GAP + 4 },
  };
}

/** The y axis ticks (ranks) of histories, before any layout: what the axis labels will say. */
export function tickRanks(histories: KeywordHistory[]): number[] {
  const ranks = histories.filter((h) => h.status === 'FOUND' && h.rank !== null).map((h) => h.rank!);
  const maxRank = niceMaxRank(Math.max(10, ...ranks));
  return [...new Set([1, ...[0.25, 0.5, 0.75, 1].map((f) => Math.round(maxRank * f))])];
}

export const seriesColors = ['#078dee', '#22c55e', '#f97316', '#a855f7', '#ef4444', '#14b8a6', '#eab308', '#64748b'];

export interface ChartDot {
  x: number;
  y: number;
  date: string;
  kind: 'rank' | 'out';
  label: string;
}

export interface ChartSeries {
  key: number;
  label: string;
  color: string;
  /** SVG path through consecutive ranked days; breaks at out-of-range and failed days. */
  path: string;
  dots: ChartDot[];
}

export interface Chart {
  dates: string[];
  xOf(date: string): number;
  yTicks: { rank: number; y: number }[];
  /** y of the out-of-range band (null when no point is out of range). */
  outY: number | null;
  series: ChartSeries[];
  plot: { top: number; bottom: number; left: number; right: number };
}

/** A round upper bound for the axis: 10, 20, 50, 100, 200, 500, 1000. */
export function niceMaxRank(maxRank: number): number {
  for (const step of [10, 20, 50, 100, 200, 500, 1000]) if (maxRank <= step) return step;
  return Math.ceil(maxRank / 1000) * 1000;
}

/** y for a rank: rank 1 at the top of the plot, `maxRank` at the bottom. */
export function rankToY(rank: number, maxRank: number, top: number, bottom: number): number {
  if (maxRank <= 1) return top;
  return top + ((rank - 1) / (maxRank - 1)) * (bottom - top);
}

/** Histories grouped per keyword (oldest first) into chart series. */
export function buildChart(histories: KeywordHistory[], layout: ChartLayout = defaultLayout): Chart {
  const dates = [...new Set(histories.map((h) => h.date))].sort();
  const ranks = histories.filter((h) => h.status === 'FOUND' && h.rank !== null).map((h) => h.rank!);
  const hasOut = histories.some((h) => h.status === 'OUT_OF_RANGE');
  const maxRank = niceMaxRank(Math.max(10, ...ranks));
  const plot = {
    top: layout.padding.top,
    bottom: layout.height - layout.padding.bottom - (hasOut ? layout.outBand : 0),
    left: layout.padding.left,
    right: layout.width - layout.padding.right,
  };
  const outY = hasOut ? plot.bottom + layout.outBand * 0.6 : null;
  const xOf = (date: string) => {
    const index = dates.indexOf(date);
    if (dates.length <= 1) return (plot.left + plot.right) / 2;
    return plot.left + (index / (dates.length - 1)) * (plot.right - plot.left);
  };
  const yTicks = tickRanks(histories).map((rank) => ({ rank, y: rankToY(rank, maxRank, plot.top, plot.bottom) }));

  const byKeyword = new Map<number, KeywordHistory[]>();
  for (const history of histories) byKeyword.set(history.keyword_id, [...(byKeyword.get(history.keyword_id) ?? []), history]);
  const series = [...byKeyword.entries()].map(([key, rows], index) => {
    const sorted = [...rows].sort((a, b) => a.date.localeCompare(b.date));
    const dots: ChartDot[] = [];
    let path = '';
    let drawing = false;
    for (const row of sorted) {
      if (row.status === 'FOUND' && row.rank !== null) {
        const x = xOf(row.date);
        const y = rankToY(row.rank, maxRank, plot.top, plot.bottom);
        path += `${drawing ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)} `;
        drawing = true;
        dots.push({ x, y, date: row.date, kind: 'rank', label: `${row.date} ${row.keyword}: ${row.rankText}` });
      } else {
        drawing = false;
        if (row.status === 'OUT_OF_RANGE' && outY !== null)
          dots.push({ x: xOf(row.date), y: outY, date: row.date, kind: 'out', label: `${row.date} ${row.keyword}: ${row.rankText}` });
      }
    }
    return { key, label: sorted[0]?.keyword ?? String(key), color: seriesColors[index % seriesColors.length], path: path.trim(), dots };
  });
  return { dates, xOf, yTicks, outY, series, plot };
}
