import { Paper, Stack, Text } from '@mantine/core';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBucketLabel, formatLocalDateTime } from '@/lib/format';
import { rateText, secondsText } from '../lib/figure-words';
import type { TrendRow } from '../lib/trend-series';

const AXIS = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 } as const;
const GRID = 'var(--mantine-color-default-border)';
const COLORS = {
  success: 'var(--mantine-color-teal-6)',
  median: 'var(--mantine-color-blue-6)',
  p95: 'var(--mantine-color-grape-6)',
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
  const xAxis = (
    <XAxis
      dataKey="start"
      tickFormatter={(value: number) => formatBucketLabel(value, bucketMs)}
      tick={AXIS}
      stroke={GRID}
      minTickGap={24}
    />
  );
  return (
    <ResponsiveContainer width="100%" height={height}>
      <LineChart data={plotted} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke={GRID} strokeDasharray="3 3" vertical={false} />
        {xAxis}
        {chart === 'success' ? (
          <>
            <YAxis domain={[0, 100]} tick={AXIS} stroke={GRID} width={48} unit="%" />
            <Line
              dataKey="successPercent"
              name="Success rate"
              stroke={COLORS.success}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </>
        ) : (
          <>
            <YAxis tick={AXIS} stroke={GRID} width={64} tickFormatter={(value: number) => `${Number(value.toFixed(1))} min`} />
            <Legend verticalAlign="top" height={24} wrapperStyle={{ fontSize: 12 }} />
            <Line
              dataKey="medianMinutes"
              name="Median"
              stroke={COLORS.median}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls={false}
              isAnimationActive={false}
            />
            <Line
              dataKey="p95Minutes"
              name="p95"
              stroke={COLORS.p95}
              strokeWidth={2}
              dot={{ r: 2 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          </>
        )}
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
