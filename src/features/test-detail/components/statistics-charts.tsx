import { Stack } from '@mantine/core';
import { BucketBars } from '@/components/charts/bucket-bars';
import { BucketLines } from '@/components/charts/bucket-lines';
import { AxisTitles, type TimeSpan } from '@/components/charts/bucket-plot';
import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS, roundTicks } from '@/components/charts/chart-theme';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { type DurationUnit, formatDurationIn, formatSpan, inDurationUnit } from '@/lib/format';
import { HOUR_MS } from '@/lib/time-constants';
import type { StatRow } from '../lib/stat-series';

const COUNT_SERIES = [
  { key: 'success', name: 'Successes', color: CHART_COLORS.success },
  { key: 'failure', name: 'Failures', color: CHART_COLORS.failure },
  { key: 'flaky', name: 'Flaky failures', color: CHART_COLORS.flaky },
] as const;

const TIME_TITLE = 'Bucket start (local time)';

/** The two statistics charts, each a bucket plot; a drag across either zooms the window. */
export function StatisticsCharts({
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
  const hint = `1 bucket = ${formatSpan(bucketMs ?? HOUR_MS)}. Drag across the chart to zoom into a range.`;
  const narrow = useBelowBreakpoint('sm');
  // Plotted in the panel's unit, so the axis reads as the "Mean duration" figure above it.
  const means = rows.map((row) => (row.meanSeconds === null ? null : inDurationUnit(row.meanSeconds, unit)));
  const durationText = (row: StatRow) => (row.meanSeconds === null ? 'no runs' : formatDurationIn(row.meanSeconds, unit));

  return (
    <Stack gap="md">
      <ChartCard title="Runs per bucket" subtitle={hint}>
        <BucketBars
          rows={rows}
          series={COUNT_SERIES}
          label="Runs per bucket"
          height={narrow ? 160 : 220}
          valueTitle="Runs (count)"
          timeTitle={TIME_TITLE}
          zone="local"
          stacked={false}
          wholeNumbers
          onZoom={onZoom}
        />
      </ChartCard>
      <ChartCard title="Mean duration per bucket" subtitle={`${hint} Buckets without runs are gaps.`}>
        <BucketLines
          rows={rows}
          lines={[{ name: 'Mean duration', color: CHART_COLORS.duration, values: means, text: durationText }]}
          ticks={roundTicks(Math.max(0, ...means.map((mean) => mean ?? 0)), 0).map((value) => ({ value, label: String(value) }))}
          zone="local"
          label="Mean duration per bucket"
          height={narrow ? 140 : 180}
          onZoom={onZoom}
        />
        <AxisTitles value={`Mean duration (${unit})`} time={TIME_TITLE} />
      </ChartCard>
    </Stack>
  );
}
