import { useMemo, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Zone } from '@/lib/format';
import { CHART_COLORS } from './chart-theme';
import { axisTicks, type AxisTick } from './time-axis-ticks';
import classes from './plain-chart.module.css';

/** A span of time in epoch ms, as a chart's bucket or a zoomed window. */
export type TimeSpan = { start: number; end: number };

/**
 * A chart over time buckets in plain SVG: the drawing (`children`) is in plot units, one unit of x a bucket from 0 and a value v
 * at y = top − v (the box's top edge is `top`), stretched to the box; axis labels are placed in percent. Nothing is measured while
 * drawing, which Recharts did on every render (about a second of a page's main thread at 4× CPU). The pointer or the arrow keys
 * pick a bucket (its tooltip); a drag across buckets zooms to them.
 */
export function BucketPlot<Row extends TimeSpan>({
  rows,
  label,
  height,
  top,
  valueTicks,
  zone,
  onZoom,
  tooltip,
  children,
  overlay,
  valueAxisWidth = 48,
}: {
  rows: readonly Row[];
  /** The plot's accessible name; none in a figure heard as one sentence (`ChartCard`'s `summary`), which it cannot be inside. */
  label?: string;
  height: number;
  /** The value at the plot's top edge. */
  top: number;
  /** Gridlines and their labels (a value each, from the bottom). */
  valueTicks: readonly AxisTick[];
  /** The zone of the time axis's labels (round times of that zone). */
  zone: Zone;
  /** Absent: the plot does not zoom. */
  onZoom?: (window: TimeSpan) => void;
  /** A bucket's tooltip; null, none. */
  tooltip: (row: Row) => ReactNode;
  children?: ReactNode;
  /** HTML over the drawing (markers that are controls), placed with `bucketCenter` and percent of `top`. */
  overlay?: ReactNode;
  /** Room for the value axis's labels, in px. */
  valueAxisWidth?: number;
}) {
  // Two sets of labels, one shown by the plot's own width (a container query): a phone's chart and a card among three are narrow.
  const timeTicks = useMemo(() => ({ wide: axisTicks(rows, 8, zone), narrow: axisTicks(rows, 4, zone) }), [rows, zone]);
  const [active, setActive] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const at = (index: number) => bucketCenter(index, rows.length);
  const bucketAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(rows.length - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * rows.length)));
  };
  // A drag zooms from its first bucket's start to its last one's end, whichever way it went; a click does not.
  const release = (index: number) => {
    const [first, last] = dragFrom === null ? [] : [rows[Math.min(dragFrom, index)], rows[Math.max(dragFrom, index)]];
    setDragFrom(null);
    if (first && last && first !== last) onZoom?.({ start: first.start, end: last.end });
  };
  const step = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (move !== 0) setActive((index) => Math.min(rows.length - 1, Math.max(0, (index ?? -move) + move)));
  };
  const row = active === null ? undefined : rows[active];
  const tip = row === undefined ? null : tooltip(row);
  const [low, high] = dragFrom === null || active === null ? [0, 0] : [Math.min(dragFrom, active), Math.max(dragFrom, active)];

  return (
    <div className={classes.chart} style={{ height, gridTemplateColumns: `${valueAxisWidth}px minmax(0, 1fr)` }}>
      <div className={classes.valueAxis} aria-hidden>
        {valueTicks.map((tick) => (
          <span key={tick.value} style={{ bottom: `${(tick.value / top) * 100}%` }}>
            {tick.label}
          </span>
        ))}
      </div>
      {/* Arrow keys move between the buckets as the pointer does. */}
      <div
        className={classes.plot}
        role={label === undefined ? undefined : 'application'}
        aria-label={label}
        tabIndex={label === undefined ? undefined : 0}
        data-zoom={onZoom ? '' : undefined}
        onMouseDown={(event) => onZoom && setDragFrom(bucketAt(event))}
        onMouseMove={(event) => setActive(bucketAt(event))}
        onMouseUp={(event) => release(bucketAt(event))}
        onMouseLeave={() => {
          setActive(null);
          setDragFrom(null);
        }}
        onKeyDown={step}
        onBlur={() => setActive(null)}
      >
        <svg width="100%" height="100%" viewBox={`0 0 ${rows.length} ${top}`} preserveAspectRatio="none" aria-hidden>
          {active !== null ? <rect x={active} width={1} height={top} fill={CHART_COLORS.hover} /> : null}
          {valueTicks.map((tick) => (
            <line key={tick.value} x2={rows.length} y1={top - tick.value} y2={top - tick.value} className={classes.gridLine} />
          ))}
          {children}
          {high > low ? <rect x={low} width={high - low + 1} height={top} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
        </svg>
        {overlay}
        {tip !== null && active !== null ? (
          <div
            role="tooltip"
            className={classes.tooltip}
            style={{ left: at(active), translate: active < rows.length / 2 ? '8px' : 'calc(-100% - 8px)' }}
          >
            {tip}
          </div>
        ) : null}
      </div>
      <div className={classes.timeAxis} data-axis="time" aria-hidden>
        {(['wide', 'narrow'] as const).flatMap((set) =>
          timeTicks[set].map((tick) => (
            <span
              key={`${set}${tick.value}`}
              data-ticks={set}
              style={{ left: at(rows.findIndex((bucket) => bucket.start === tick.value)) }}
            >
              {tick.label}
            </span>
          )),
        )}
      </div>
    </div>
  );
}

/** Where a bucket's middle is across the plot, for placing HTML over it. */
export const bucketCenter = (index: number, buckets: number) => `${((index + 0.5) / buckets) * 100}%`;

/** Which colour is which series, above a plot (the tooltip and data table say it in words); none for a single series. */
export function ChartLegend({ items }: { items: readonly { name: string; color: string; dashed?: boolean | undefined }[] }) {
  return items.length < 2 ? null : (
    <div className={classes.legend} aria-hidden>
      {items.map(({ name, color, dashed }) => (
        <span key={name}>
          <i style={{ color }} data-dashed={dashed || undefined} />
          {name}
        </span>
      ))}
    </div>
  );
}

/** The axes' titles under a plot: the value's (with its unit) on the left, the time's (with its zone) on the right. */
export function AxisTitles({ value, time }: { value: string; time: string }) {
  return (
    <div className={classes.axisTitles}>
      <span>↑ {value}</span>
      <span>{time} →</span>
    </div>
  );
}

/** The bars of one series, one path for all of them (a bar a subpath): `slot` of `slots` side by side within each bucket, each
 *  standing on its `bases` value (the series stacked below it). */
export const barsPath = (values: readonly number[], top: number, { slot = 0, slots = 1, bases = [] as readonly number[] } = {}) =>
  values
    .map((value, index) =>
      value > 0
        ? `M${index + 0.05 + (slot * 0.9) / slots} ${top - (bases[index] ?? 0) - value}h${0.9 / slots}v${value}h${-0.9 / slots}z`
        : '',
    )
    .join('');

/** A step line: each bucket's value held across its width. */
export const stepPath = (values: readonly number[], top: number) =>
  values.map((value, index) => `${index === 0 ? 'M0 ' : 'V'}${top - value}H${index + 1}`).join('');
