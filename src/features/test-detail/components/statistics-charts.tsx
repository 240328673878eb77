import { Stack } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useDragRange } from '@/components/charts/use-drag-range';
import { type DurationUnit, formatCount, formatDurationIn, formatSpan, inDurationUnit } from '@/lib/format';
import type { CountRow, DurationRow } from '../lib/stat-series';
import { AXIS_TICK, bucketAxis, CHART_COLORS } from './chart-theme';
import { ChartCard, ChartTooltipCard } from './chart-tooltip';
import classes from './test-detail.module.css';
import { HOUR_MS } from '@/lib/time-constants';

type Props = {
  counts: CountRow[];
  durations: DurationRow[];
  /** The unit of the panel's duration figures, which the axis, ticks and tooltip use too. */
  durationUnit: DurationUnit;
  bucketMs: number | null;
  onZoom: (window: { start: number; end: number }) => void;
};

/** The two statistics charts. Loaded lazily: this module is what pulls Recharts in. */
export default function StatisticsCharts({ counts, durations, durationUnit, bucketMs, onZoom }: Props) {
  const width = bucketMs ?? HOUR_MS;
  const hint = `1 bucket = ${formatSpan(width)}. Drag across the chart to zoom into a range.`;
  return (
    <Stack gap="md">
      <ChartCard title="Runs per bucket" hint={hint}>
        <div className={classes.chartArea}>
          <CountsChart rows={counts} bucketMs={width} onZoom={onZoom} />
        </div>
      </ChartCard>
      <ChartCard title="Mean duration per bucket" hint={`${hint} Buckets without runs are gaps.`}>
        <div className={classes.chartArea}>
          <DurationChart rows={durations} unit={durationUnit} bucketMs={width} onZoom={onZoom} />
        </div>
      </ChartCard>
    </Stack>
  );
}

const xAxisLabel = { value: 'Bucket start (local time)', position: 'insideBottom', offset: -12, style: AXIS_TICK } as const;

function CountsChart({ rows, bucketMs, onZoom }: { rows: CountRow[]; bucketMs: number; onZoom: Props['onZoom'] }) {
  const zoom = useDragRange(rows, onZoom);
  return (
    <ResponsiveContainer width="100%" height={280}>
      <BarChart data={rows} margin={{ top: 8, right: 16, bottom: 28, left: 8 }} barGap={1} {...zoom.handlers}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis {...bucketAxis(bucketMs)} label={xAxisLabel} />
        <YAxis
          allowDecimals={false}
          tick={AXIS_TICK}
          stroke={CHART_COLORS.grid}
          width={56}
          label={{ value: 'Runs (count)', angle: -90, position: 'insideLeft', offset: 4, style: AXIS_TICK }}
        />
        <Tooltip
          cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as CountRow | undefined) : undefined;
            if (!row) return null;
            return (
              <ChartTooltipCard
                start={row.start}
                end={row.end}
                items={[
                  { label: 'Successes', value: formatCount(row.success), color: CHART_COLORS.success },
                  { label: 'Failures', value: formatCount(row.failure), color: CHART_COLORS.failure },
                  { label: 'Flaky failures', value: formatCount(row.flaky), color: CHART_COLORS.flaky },
                ]}
              />
            );
          }}
        />
        <Legend verticalAlign="top" height={28} wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Bar dataKey="success" name="Successes" fill={CHART_COLORS.success} isAnimationActive={false} />
        <Bar dataKey="failure" name="Failures" fill={CHART_COLORS.failure} isAnimationActive={false} />
        <Bar dataKey="flaky" name="Flaky failures" fill={CHART_COLORS.flaky} isAnimationActive={false} />
        {zoom.area ? <ReferenceArea x1={zoom.area.x1} x2={zoom.area.x2} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
      </BarChart>
    </ResponsiveContainer>
  );
}

function DurationChart({
  rows,
  unit,
  bucketMs,
  onZoom,
}: {
  rows: DurationRow[];
  unit: DurationUnit;
  bucketMs: number;
  onZoom: Props['onZoom'];
}) {
  const zoom = useDragRange(rows, onZoom);
  // Plotted in the panel's unit, so the axis reads as the "Mean duration" figure above it.
  const plotted = rows.map((row) => ({ ...row, mean: row.meanSeconds === null ? null : inDurationUnit(row.meanSeconds, unit) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={plotted} margin={{ top: 8, right: 16, bottom: 28, left: 8 }} {...zoom.handlers}>
        <CartesianGrid stroke={CHART_COLORS.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis {...bucketAxis(bucketMs)} label={xAxisLabel} />
        <YAxis
          tick={AXIS_TICK}
          stroke={CHART_COLORS.grid}
          width={56}
          tickFormatter={(value: number) => `${Number(value.toFixed(2))}`}
          label={{ value: `Mean duration (${unit})`, angle: -90, position: 'insideLeft', offset: 4, style: AXIS_TICK }}
        />
        <Tooltip
          content={({ active, payload }) => {
            const row = active ? (payload?.[0]?.payload as DurationRow | undefined) : undefined;
            if (!row) return null;
            return (
              <ChartTooltipCard
                start={row.start}
                end={row.end}
                items={[
                  {
                    label: 'Mean duration',
                    value: row.meanSeconds === null ? 'no runs' : formatDurationIn(row.meanSeconds, unit),
                    color: CHART_COLORS.duration,
                  },
                ]}
              />
            );
          }}
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
        {zoom.area ? <ReferenceArea x1={zoom.area.x1} x2={zoom.area.x2} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
