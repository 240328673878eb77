import { Stack } from '@mantine/core';
import { Bar, Legend, Line, YAxis } from 'recharts';
import { ChartCard } from '@/components/charts/chart-card';
import { AXIS, axisTitle, CHART_COLORS } from '@/components/charts/chart-theme';
import type { TimeSpan } from '@/components/charts/drag-range';
import { type DurationUnit, formatCount, formatDurationIn, formatSpan, inDurationUnit } from '@/lib/format';
import { HOUR_MS } from '@/lib/time-constants';
import type { StatRow } from '../lib/stat-series';
import { BucketChart } from './bucket-chart';

const COUNT_SERIES = [
  { key: 'success', name: 'Successes', color: CHART_COLORS.success },
  { key: 'failure', name: 'Failures', color: CHART_COLORS.failure },
  { key: 'flaky', name: 'Flaky failures', color: CHART_COLORS.flaky },
] as const;

/** The two statistics charts. Loaded lazily: this module is what pulls Recharts in. */
export default function StatisticsCharts({
  rows,
  durationUnit: unit,
  bucketMs,
  onZoom,
}: {
  rows: StatRow[];
  /** The unit of the panel's duration figures, which the axis, ticks and tooltip use too. */
  durationUnit: DurationUnit;
  bucketMs: number | null;
  onZoom: (window: TimeSpan) => void;
}) {
  const width = bucketMs ?? HOUR_MS;
  const hint = `1 bucket = ${formatSpan(width)}. Drag across the chart to zoom into a range.`;
  // Plotted in the panel's unit, so the axis reads as the "Mean duration" figure above it.
  const plotted = rows.map((row) => ({ ...row, mean: row.meanSeconds === null ? null : inDurationUnit(row.meanSeconds, unit) }));
  return (
    <Stack gap="md">
      <ChartCard headingOrder={3} title="Runs per bucket" subtitle={hint}>
        <BucketChart
          rows={rows}
          bucketMs={width}
          height={280}
          onZoom={onZoom}
          tooltip={(row) => COUNT_SERIES.map(({ key, name, color }) => ({ label: name, value: formatCount(row[key]), color }))}
        >
          <YAxis allowDecimals={false} {...AXIS} width={56} label={axisTitle('Runs (count)', 'left')} />
          <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
          {COUNT_SERIES.map(({ key, name, color }) => (
            <Bar key={key} dataKey={key} name={name} fill={color} isAnimationActive={false} />
          ))}
        </BucketChart>
      </ChartCard>
      <ChartCard headingOrder={3} title="Mean duration per bucket" subtitle={`${hint} Buckets without runs are gaps.`}>
        <BucketChart
          rows={plotted}
          bucketMs={width}
          height={240}
          onZoom={onZoom}
          tooltip={(row) => [
            {
              label: 'Mean duration',
              value: row.meanSeconds === null ? 'no runs' : formatDurationIn(row.meanSeconds, unit),
              color: CHART_COLORS.duration,
            },
          ]}
        >
          <YAxis
            {...AXIS}
            width={56}
            tickFormatter={(value: number) => `${Number(value.toFixed(2))}`}
            label={axisTitle(`Mean duration (${unit})`, 'left')}
          />
          <Line
            type="linear"
            dataKey="mean"
            name="Mean duration"
            stroke={CHART_COLORS.duration}
            strokeWidth={2}
            dot={{ r: 2, fill: CHART_COLORS.duration }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </BucketChart>
      </ChartCard>
    </Stack>
  );
}
