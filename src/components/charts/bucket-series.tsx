import { formatCount, type Zone } from '@/lib/format';
import { AxisTitles, barsPath, BucketPlot, ChartLegend, dotsPath, linePath, type TimeSpan } from './bucket-plot';
import { BucketTooltip } from './chart-card';
import { CHART_COLORS, roundTicks } from './chart-theme';
import classes from './plain-chart.module.css';
import type { AxisTick } from './time-axis-ticks';

// A bucket plot's two kinds of series: bars (stacked or side by side) and lines.

export type BarSeries = { key: string; name: string; color: string };

/** Bars of one or more series per bucket, stacked when they add up to a whole, else side by side, with axis titles and a tooltip of
 *  every series' figure (`format`; no figure, "—"); a legend above when there are two or more. */
export function BucketBars<Row extends TimeSpan>({
  rows,
  series,
  height,
  valueTitle,
  timeTitle,
  zone,
  label,
  stacked = true,
  wholeNumbers = false,
  format = formatCount,
  heading,
  onZoom,
  onSeriesClick,
}: {
  rows: readonly Row[];
  series: readonly BarSeries[];
  height: number;
  valueTitle: string;
  timeTitle: string;
  /** The zone the time axis is in (its title says it). */
  zone: Zone;
  /** The plot's accessible name (none inside a figure heard as one sentence). */
  label?: string;
  stacked?: boolean;
  wholeNumbers?: boolean;
  format?: (value: number) => string;
  /** The tooltip's heading; by default the bucket's span in local time. */
  heading?: (row: Row) => string;
  onZoom?: (window: TimeSpan) => void;
  onSeriesClick?: ((key: string) => void) | undefined;
}) {
  const figure = (row: Row, key: string) => (row as Record<string, unknown>)[key];
  const columns = series.map(({ key }) => rows.map((row) => Number(figure(row, key) ?? 0)));
  // Each stacked series stands on the ones before it.
  const bases = columns.map((_, at) =>
    rows.map((__, index) => columns.slice(0, at).reduce((sum, values) => sum + (values[index] ?? 0), 0)),
  );
  const tallest = rows.map((_, index) =>
    stacked ? (bases.at(-1)?.[index] ?? 0) + (columns.at(-1)?.[index] ?? 0) : Math.max(0, ...columns.map((values) => values[index] ?? 0)),
  );
  const ticks = roundTicks(Math.max(0, ...tallest), wholeNumbers ? 1 : 0);
  const top = ticks.at(-1) ?? 1;
  return (
    <>
      {series.length > 1 ? <ChartLegend items={series.map(({ name, color }) => ({ label: name, color }))} /> : null}
      <BucketPlot
        rows={rows}
        label={label}
        height={height}
        top={top}
        valueTicks={ticks.map((value) => ({ value, label: formatCount(value) }))}
        zone={zone}
        onZoom={onZoom}
        tooltip={(row) => (
          <BucketTooltip
            bucket={row}
            heading={heading?.(row)}
            utc={zone === 'local'}
            items={series.map(({ key, name, color }) => {
              const value = figure(row, key);
              return { label: name, value: typeof value === 'number' ? format(value) : '—', color };
            })}
          />
        )}
      >
        {series.map(({ key, color }, at) => (
          <path
            key={key}
            d={barsPath(columns[at] ?? [], top, stacked ? { bases: bases[at] } : { slot: at, slots: series.length })}
            fill={color}
            cursor={onSeriesClick ? 'pointer' : undefined}
            onClick={onSeriesClick ? () => onSeriesClick(key) : undefined}
          />
        ))}
      </BucketPlot>
      <AxisTitles value={valueTitle} time={timeTitle} />
    </>
  );
}

/** A line: its values in plot units (null: a gap) and, for the tooltip, a bucket's figure in words. */
export type LineSeries<Row> = { name: string; color: string; values: (number | null)[]; text: (row: Row) => string; dashed?: boolean };

/** Lines through the buckets' values, a dot on each, broken where a bucket has none; a legend above when there are two or more; a
 *  tooltip of every line's figure. */
export function BucketLines<Row extends TimeSpan>({
  rows,
  lines,
  ticks,
  zone,
  level,
  ...plot
}: {
  rows: readonly Row[];
  lines: readonly LineSeries<Row>[];
  /** The value axis, lowest first: the last is the plot's top. */
  ticks: readonly AxisTick[];
  zone: Zone;
  /** A level drawn across, named just above its line. */
  level?: { value: number; label: string } | undefined;
  height: number;
  label?: string;
  onZoom?: (window: TimeSpan) => void;
  valueAxisWidth?: number;
}) {
  const top = ticks.at(-1)?.value ?? 1;
  return (
    <>
      {lines.length > 1 ? <ChartLegend items={lines.map(({ name, color }) => ({ label: name, color }))} /> : null}
      <BucketPlot
        rows={rows}
        top={top}
        valueTicks={ticks}
        zone={zone}
        overlay={
          level ? (
            <span className={classes.levelLabel} style={{ bottom: `${(level.value / top) * 100}%` }}>
              {level.label}
            </span>
          ) : null
        }
        tooltip={(row) => (
          <BucketTooltip bucket={row} items={lines.map(({ name, color, text }) => ({ label: name, value: text(row), color }))} />
        )}
        {...plot}
      >
        {level ? (
          <line
            x2={rows.length}
            y1={top - level.value}
            y2={top - level.value}
            stroke={CHART_COLORS.failure}
            strokeDasharray="4 4"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {lines.map(({ name, color, values, dashed }) => (
          <g key={name} stroke={color} fill="none">
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
