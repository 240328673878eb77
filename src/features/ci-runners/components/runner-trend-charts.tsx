import { Text } from '@mantine/core';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTooltip } from '@/components/charts/chart-card';
import { AXIS_TICK, CHART_COLORS, GRID } from '@/components/charts/chart-theme';
import { formatBucketLabel, formatLocalDateTime } from '@/lib/format';
import { rateText, secondsText } from '../lib/figure-words';
import type { TrendRow } from '../lib/trend-series';

/** Each chart's lines, in percent or minutes (a gap where no job finished). */
const LINES = {
  success: [{ dataKey: 'successPercent', name: 'Success rate', stroke: CHART_COLORS.success }],
  duration: [
    { dataKey: 'medianMinutes', name: 'Median', stroke: CHART_COLORS.duration },
    { dataKey: 'p95Minutes', name: 'p95', stroke: 'var(--mantine-color-grape-6)' },
  ],
} as const;

const scaled = (value: number | null, by: number) => (value === null ? null : value * by);

/** The trend's drawings (recharts: loaded lazily, see ChartSlot). */
export default function RunnerTrendChart({ rows, bucketMs, chart }: { rows: TrendRow[]; bucketMs: number; chart: 'success' | 'duration' }) {
  const plotted = rows.map((row) => ({
    ...row,
    successPercent: scaled(row.successRate, 100),
    medianMinutes: scaled(row.medianSeconds, 1 / 60),
    p95Minutes: scaled(row.p95Seconds, 1 / 60),
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={plotted} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid {...GRID} />
        <XAxis
          dataKey="start"
          tickFormatter={(value: number) => formatBucketLabel(value, bucketMs)}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.grid}
          minTickGap={24}
        />
        {chart === 'success' ? (
          <YAxis domain={[0, 100]} tick={AXIS_TICK} stroke={CHART_COLORS.grid} width={48} unit="%" />
        ) : (
          <YAxis
            tick={AXIS_TICK}
            stroke={CHART_COLORS.grid}
            width={64}
            tickFormatter={(value: number) => `${Number(value.toFixed(1))} min`}
          />
        )}
        {chart === 'duration' ? <Legend verticalAlign="top" height={24} wrapperStyle={{ fontSize: 12 }} /> : null}
        {LINES[chart].map((line) => (
          <Line key={line.dataKey} {...line} strokeWidth={2} dot={{ r: 2 }} connectNulls={false} isAnimationActive={false} />
        ))}
        <Tooltip
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as TrendRow | undefined) : undefined;
            if (!row) return null;
            return (
              <ChartTooltip>
                <Text size="xs" fw={600}>
                  {formatLocalDateTime(row.start)} → {formatLocalDateTime(row.end)}
                </Text>
                <Text size="xs">
                  {chart === 'success'
                    ? `Success rate: ${rateText(row.successRate)}`
                    : `Median ${secondsText(row.medianSeconds)} · p95 ${secondsText(row.p95Seconds)}`}
                </Text>
              </ChartTooltip>
            );
          }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
