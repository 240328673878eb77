import { Paper, Stack, Text } from '@mantine/core';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBucketLabel, formatLocalDateTime } from '@/lib/format';
import { rateText, secondsText } from '../lib/figure-words';
import type { TrendRow } from '../lib/trend-series';

const AXIS = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 } as const;
const GRID = 'var(--mantine-color-default-border)';
/** Each chart's lines, in minutes or percent (a gap where no job finished). */
const LINES = {
  success: [{ dataKey: 'successPercent', name: 'Success rate', stroke: 'var(--mantine-color-teal-6)' }],
  duration: [
    { dataKey: 'medianMinutes', name: 'Median', stroke: 'var(--mantine-color-blue-6)' },
    { dataKey: 'p95Minutes', name: 'p95', stroke: 'var(--mantine-color-grape-6)' },
  ],
} as const;

/** The trend's drawings (recharts: loaded lazily, see ChartSlot). */
export default function RunnerTrendCharts({
  rows,
  bucketMs,
  chart,
  height,
}: {
  rows: TrendRow[];
  bucketMs: number;
  chart: 'success' | 'duration';
  height: number;
}) {
  const plotted = rows.map((row) => ({
    ...row,
    successPercent: row.successRate === null ? null : row.successRate * 100,
    medianMinutes: row.medianSeconds === null ? null : row.medianSeconds / 60,
    p95Minutes: row.p95Seconds === null ? null : row.p95Seconds / 60,
  }));
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={plotted} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        <XAxis
          dataKey="start"
          tickFormatter={(value: number) => formatBucketLabel(value, bucketMs)}
          tick={AXIS}
          stroke={GRID}
          minTickGap={24}
        />
        {chart === 'success' ? (
          <YAxis domain={[0, 100]} tick={AXIS} stroke={GRID} width={48} unit="%" />
        ) : (
          <YAxis tick={AXIS} stroke={GRID} width={64} tickFormatter={(value: number) => `${Number(value.toFixed(1))} min`} />
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
              <Paper withBorder shadow="sm" p="xs" radius="sm">
                <Stack gap={2}>
                  <Text size="xs" fw={600}>
                    {formatLocalDateTime(row.start)} → {formatLocalDateTime(row.end)}
                  </Text>
                  {chart === 'success' ? (
                    <Text size="xs">Success rate: {rateText(row.successRate)}</Text>
                  ) : (
                    <Text size="xs">
                      Median {secondsText(row.medianSeconds)} · p95 {secondsText(row.p95Seconds)}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          }}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
