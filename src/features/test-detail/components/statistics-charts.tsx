import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { AxisTitles, barsPath, BucketPlot, ChartLegend, dotsPath, linePath } from '@/components/charts/bucket-plot';
import { BucketTooltip, ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS, countTicks, roundTicks } from '@/components/charts/chart-theme';
import type { TimeSpan } from '@/components/charts/drag-range';
import { axisTicks } from '@/components/charts/time-axis-ticks';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { type DurationUnit, formatCount, formatDurationIn, formatSpan, inDurationUnit } from '@/lib/format';
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
  const timeTicks = useMemo(() => axisTicks(rows, narrow ? 4 : 8, 'local'), [rows, narrow]);
  const counts = countTicks(Math.max(0, ...rows.flatMap((row) => [row.success, row.failure, row.flaky])));
  const countTop = counts.at(-1) ?? 1;
  // Plotted in the panel's unit, so the axis reads as the "Mean duration" figure above it.
  const means = rows.map((row) => (row.meanSeconds === null ? null : inDurationUnit(row.meanSeconds, unit)));
  const durations = roundTicks(Math.max(0, ...means.map((mean) => mean ?? 0)), 0);
  const durationTop = durations.at(-1) ?? 1;

  return (
    <Stack gap="md">
      <ChartCard headingOrder={3} title="Runs per bucket" subtitle={hint}>
        <ChartLegend items={COUNT_SERIES.map(({ name, color }) => ({ label: name, color }))} />
        <BucketPlot
          rows={rows}
          label="Runs per bucket"
          height={narrow ? 160 : 220}
          top={countTop}
          valueTicks={counts.map((count) => ({ value: count, label: formatCount(count) }))}
          timeTicks={timeTicks}
          onZoom={onZoom}
          tooltip={(row) => (
            <BucketTooltip
              bucket={row}
              items={COUNT_SERIES.map(({ key, name, color }) => ({ label: name, value: formatCount(row[key]), color }))}
            />
          )}
        >
          {COUNT_SERIES.map(({ key, color }, slot) => (
            <path
              key={key}
              d={barsPath(
                rows.map((row) => row[key]),
                countTop,
                { slot, slots: COUNT_SERIES.length },
              )}
              fill={color}
            />
          ))}
        </BucketPlot>
        <AxisTitles value="Runs (count)" time={TIME_TITLE} />
      </ChartCard>
      <ChartCard headingOrder={3} title="Mean duration per bucket" subtitle={`${hint} Buckets without runs are gaps.`}>
        <BucketPlot
          rows={rows}
          label="Mean duration per bucket"
          height={narrow ? 140 : 180}
          top={durationTop}
          valueTicks={durations.map((value) => ({ value, label: String(value) }))}
          timeTicks={timeTicks}
          onZoom={onZoom}
          tooltip={(row) => (
            <BucketTooltip
              bucket={row}
              items={[
                {
                  label: 'Mean duration',
                  value: row.meanSeconds === null ? 'no runs' : formatDurationIn(row.meanSeconds, unit),
                  color: CHART_COLORS.duration,
                },
              ]}
            />
          )}
        >
          <path
            d={linePath(means, durationTop)}
            fill="none"
            stroke={CHART_COLORS.duration}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
          <path
            d={dotsPath(means, durationTop)}
            stroke={CHART_COLORS.duration}
            strokeWidth={5}
            strokeLinecap="round"
            vectorEffect="non-scaling-stroke"
          />
        </BucketPlot>
        <AxisTitles value={`Mean duration (${unit})`} time={TIME_TITLE} />
      </ChartCard>
    </Stack>
  );
}
