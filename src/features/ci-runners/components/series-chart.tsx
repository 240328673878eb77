import { useMemo } from 'react';
import { BucketPlot, ChartLegend, dotsPath, linePath } from '@/components/charts/bucket-plot';
import { BucketTooltip } from '@/components/charts/chart-card';
import { CHART_COLORS, roundTicks } from '@/components/charts/chart-theme';
import { axisTicks } from '@/components/charts/time-axis-ticks';
import classes from '@/components/charts/plain-chart.module.css';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount } from '@/lib/format';
import { UNIT_TEXT, type SeriesUnit } from '../lib/figure-words';
import type { SeriesRow } from '../lib/trend-series';

export type SeriesChartProps = {
  rows: readonly SeriesRow[];
  /** A line: its series in the rows, its name in the legend and tooltip (`column`: in the data table); dashed for a yardstick. */
  lines: readonly { key: string; name: string; column?: string; stroke: string; dashed?: boolean }[];
  unit: SeriesUnit;
  /** A level drawn across (the runners online). */
  ceiling?: { value: number; label: string } | undefined;
};

/** Shares drawn in per cent, seconds in minutes, counts as they are; the tooltip says the exact figure. */
const SCALE: Record<SeriesUnit, number> = { share: 100, seconds: 1 / 60, count: 1 };
const TICK_TEXT: Record<SeriesUnit, (value: number) => string> = {
  share: (value) => `${value}%`,
  seconds: (value) => `${value} min`,
  count: formatCount,
};
const scaled = (value: number | null | undefined, by: number) => (value == null ? null : value * by);

/** The page's trend drawings, a bucket plot (inside a figure heard as its sentence); a gap where a bucket has no figure. */
export function SeriesChart({ rows, lines, unit, ceiling, height }: SeriesChartProps & { height: number }) {
  const narrow = useBelowBreakpoint('sm');
  const timeTicks = useMemo(() => axisTicks(rows, narrow ? 4 : 6, 'local'), [rows, narrow]);
  const series = lines.map((line) => ({ ...line, values: rows.map((row) => scaled(row[line.key], SCALE[unit])) }));
  // The level keeps headroom above it for its name.
  const max = Math.max(0, ...series.flatMap(({ values }) => values.map((value) => value ?? 0)), (ceiling?.value ?? 0) * 1.2);
  const ticks = unit === 'share' ? [0, 25, 50, 75, 100] : roundTicks(max, unit === 'count' ? 1 : 0);
  const top = ticks.at(-1) ?? 1;
  return (
    <>
      {lines.length > 1 ? <ChartLegend items={lines.map(({ name, stroke }) => ({ label: name, color: stroke }))} /> : null}
      <BucketPlot
        rows={rows}
        height={height}
        top={top}
        valueAxisWidth={unit === 'seconds' ? 56 : 48}
        valueTicks={ticks.map((value) => ({ value, label: TICK_TEXT[unit](value) }))}
        timeTicks={timeTicks}
        tooltip={(row) => (
          <BucketTooltip
            bucket={row}
            items={lines.map((line) => ({ label: line.name, value: UNIT_TEXT[unit](row[line.key] ?? null), color: line.stroke }))}
          />
        )}
        overlay={
          ceiling ? (
            <span className={classes.levelLabel} style={{ bottom: `${(ceiling.value / top) * 100}%` }}>
              {ceiling.label}
            </span>
          ) : null
        }
      >
        {ceiling ? (
          <line
            x2={rows.length}
            y1={top - ceiling.value}
            y2={top - ceiling.value}
            stroke={CHART_COLORS.failure}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {series.map(({ key, stroke, dashed, values }) => (
          <g key={key} stroke={stroke} fill="none">
            <path
              d={linePath(values, top)}
              strokeWidth={2}
              strokeDasharray={dashed ? '5 4' : undefined}
              vectorEffect="non-scaling-stroke"
            />
            <path d={dotsPath(values, top)} strokeWidth={4} strokeLinecap="round" vectorEffect="non-scaling-stroke" />
          </g>
        ))}
      </BucketPlot>
    </>
  );
}
