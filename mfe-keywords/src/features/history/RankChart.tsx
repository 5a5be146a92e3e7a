import { Box, HStack, Text } from '@chakra-ui/react';
import type { KeywordHistory } from '@nurly/contracts/schemas';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buildChart, defaultLayout } from './rankChart';

export interface RankChartProps {
  histories: KeywordHistory[];
}

const shortDate = (date: string) => date.slice(5).replace('-', '.');

/** Rank over time, one line per keyword; rank 1 at the top, out-of-range days on their own band. */
export function RankChart({ histories }: RankChartProps) {
  const { t } = useTranslation('keywords');
  const chart = useMemo(() => buildChart(histories), [histories]);
  const { width, height } = defaultLayout;
  const { plot } = chart;
  const labelDates =
    chart.dates.length <= 3
      ? chart.dates
      : [chart.dates[0], chart.dates[Math.floor(chart.dates.length / 2)], chart.dates[chart.dates.length - 1]];
  return (
    <Box>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={t('history.chartLabel')} data-testid="rank-chart">
        {chart.yTicks.map((tick) => (
          <g key={tick.rank}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="currentColor" strokeOpacity={0.12} />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize={11} fill="currentColor" opacity={0.7}>
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
            <text x={plot.left - 6} y={chart.outY + 4} textAnchor="end" fontSize={11} fill="#f97316">
              {t('history.outOfRange')}
            </text>
          </g>
        ) : null}
        {labelDates.map((date) => (
          <text key={date} x={chart.xOf(date)} y={height - 8} textAnchor="middle" fontSize={11} fill="currentColor" opacity={0.7}>
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
