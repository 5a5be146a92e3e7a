import { Box, HStack, Text } from '@chakra-ui/react';
import type { KeywordHistory } from '@nurly/contracts/schemas';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { AXIS_FONT_SIZE, buildChart, chartLayout, defaultLayout, tickRanks } from '../lib/rankChart';

export interface RankChartProps {
  histories: KeywordHistory[];
}

const shortDate = (date: string) => date.slice(5).replace('-', '.');

/** The element's content width in CSS pixels, kept up to date (the chart is drawn 1:1 at it). */
function useWidth(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  // Measured before the first paint, so a phone never shows the fallback width.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * The widest y-axis label as the browser drew it (fonts differ from any estimate). It only grows,
 * so the re-layout it causes settles after one pass; 0 where SVG is not measured (tests).
 */
function useMeasuredLabelWidth(svgRef: RefObject<SVGSVGElement | null>, labels: string): number {
  const [widest, setWidest] = useState(0);
  useLayoutEffect(() => {
    const drawn = svgRef.current?.querySelectorAll<SVGTextElement>('text[data-axis="y"]') ?? [];
    let max = 0;
    for (const label of drawn) if (typeof label.getBBox === 'function') max = Math.max(max, Math.ceil(label.getBBox().width));
    if (max > widest) setWidest(max);
  }, [svgRef, widest, labels]);
  return widest;
}

/** Rank over time, one line per keyword; rank 1 at the top, out-of-range days on their own band. */
export function RankChart({ histories }: RankChartProps) {
  const { t } = useTranslation('keywords');
  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const measured = useWidth(boxRef, defaultLayout.width);
  // The left margin fits the widest y label ('1000위', '순위 밖'), so none is clipped.
  const yLabels = useMemo(
    () => [...tickRanks(histories).map((rank) => t('history.rankTick', { rank })), t('history.outOfRange')],
    [histories, t],
  );
  const labelWidth = useMeasuredLabelWidth(svgRef, yLabels.join('|'));
  const layout = useMemo(() => chartLayout(measured, yLabels, labelWidth), [measured, yLabels, labelWidth]);
  const chart = useMemo(() => buildChart(histories, layout), [histories, layout]);
  const { width, height } = layout;
  const { plot } = chart;
  const labelDates =
    chart.dates.length <= 3
      ? chart.dates
      : [chart.dates[0], chart.dates[Math.floor(chart.dates.length / 2)], chart.dates[chart.dates.length - 1]];
  return (
    <Box ref={boxRef}>
      <svg
        ref={svgRef}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        style={{ display: 'block', maxWidth: '100%' }}
        role="img"
        aria-label={t('history.chartLabel')}
        data-testid="rank-chart"
      >
        {chart.yTicks.map((tick) => (
          <g key={tick.rank}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.12} />
            <text
              x={plot.left - 6}
              y={tick.y + 4}
              textAnchor="end"
              fontSize={AXIS_FONT_SIZE}
              fill="currentColor"
              opacity={0.7}
              data-axis="y"
            >
              {t('history.rankTick', { rank: tick.rank })}
            </text>
          </g>
        ))}
        {chart.outY !== null ? (
          <g>
            <line
              x1={plot.left}
              x2={plot.right}
              y1={chart.outY}
              y2={chart.outY}
              stroke="#f97316"
              strokeOpacity={0.4}
              strokeDasharray="4 4"
            />
            <text x={plot.left - 6} y={chart.outY + 4} textAnchor="end" fontSize={AXIS_FONT_SIZE} fill="#f97316" data-axis="y">
              {t('history.outOfRange')}
            </text>
          </g>
        ) : null}
        {labelDates.map((date, index) => (
          <text
            key={date}
            x={chart.xOf(date)}
            y={height - 8}
            // The last date ends at the plot's right edge instead of running past the chart.
            textAnchor={labelDates.length > 1 && index === labelDates.length - 1 ? 'end' : 'middle'}
            fontSize={AXIS_FONT_SIZE}
            fill="currentColor"
            opacity={0.7}
          >
            {shortDate(date)}
          </text>
        ))}
        {chart.series.map((series) => (
          <g key={series.key}>
            {series.path ? <path d={series.path} fill="none" stroke={series.color} strokeWidth={2} /> : null}
            {series.dots.map((dot) => (
              <circle
                key={`${series.key}-${dot.date}`}
                cx={dot.x}
                cy={dot.y}
                r={dot.kind === 'out' ? 4 : 3.5}
                fill={dot.kind === 'out' ? 'white' : series.color}
                stroke={series.color}
                strokeWidth={dot.kind === 'out' ? 2 : 1}
                data-testid="rank-chart-point"
                data-kind={dot.kind}
              >
                <title>{dot.label}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      {chart.series.length > 1 ? (
        <HStack gap={4} wrap="wrap" mt={2} fontSize="sm">
          {chart.series.map((series) => (
            <HStack key={series.key} gap={1}>
              <Box w="10px" h="10px" borderRadius="full" bg={series.color} />
              <Text>{series.label}</Text>
            </HStack>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
