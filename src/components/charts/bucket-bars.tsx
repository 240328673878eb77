import { formatCount, type Zone } from '@/lib/format';
import { AxisTitles, barsPath, BucketPlot, ChartLegend, type TimeSpan } from './bucket-plot';
import { BucketTooltip } from './chart-card';
import { roundTicks } from './chart-theme';

export type BarSeries = { key: string; name: string; color: string };

/** Bars per bucket, stacked when the series add up to a whole, else side by side; axis titles, a legend for two or more, a tooltip. */
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
      <ChartLegend items={series} />
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
