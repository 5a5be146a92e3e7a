/**
 * "Action volume → rank" (docs/decisions/money-loop.md#campaigns): completed actions per day as bars against the keyword's
 * rank that day as a line on an inverted axis (rank 1 on top). Its own entry, '@nurly/domain-ui/chart':
 * only a remote that imports it (and passes it to DayHistory as `chart`) bundles recharts, and loads
 * it with the page that shows it, never with the first paint.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdHistory } from '@nurly/contracts/schemas';

export interface HistoryChartProps {
  days: AdHistory[];
  label: string;
  names: { completions: string; rank: string };
}

/** Colours of the catalog (contracts REWARD_PRODUCTS): volume in the shopping-plus blue, rank in the wishlist red. */
const VOLUME_COLOR = '#078dee';
const RANK_COLOR = '#ff5630';
const HEIGHT = 260;
/** Width before the first measurement (and where nothing is measured, e.g. tests). */
const FALLBACK_WIDTH = 640;

/** The element's width, followed as it resizes (the drawer's size changes with the screen). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      if (element.clientWidth > 0) setWidth(element.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

export default function HistoryChart({ days, label, names }: HistoryChartProps) {
  const { ref, width } = useWidth();
  const data = [...days].sort((a, b) => a.day.localeCompare(b.day)).map((day) => ({ ...day, label: day.day.slice(5) }));
  return (
    <Box ref={ref} role="img" aria-label={label} data-testid="history-chart" w="full" h={`${HEIGHT}px`} overflow="hidden">
      <ComposedChart width={width} height={HEIGHT} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis yAxisId="volume" allowDecimals={false} fontSize={12} />
        <YAxis yAxisId="rank" orientation="right" reversed allowDecimals={false} domain={[1, 'auto']} fontSize={12} />
        <Tooltip />
        <Legend />
        <Bar yAxisId="volume" dataKey="completions" name={names.completions} fill={VOLUME_COLOR} isAnimationActive={false} />
        <Line
          yAxisId="rank"
          dataKey="rank"
          name={names.rank}
          stroke={RANK_COLOR}
          strokeWidth={2}
          connectNulls
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Box>
  );
}
