import { Skeleton } from '@mantine/core';
import { memo, useId, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BucketTooltip } from '@/components/charts/chart-card';
import chart from '@/components/charts/plain-chart.module.css';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { CHART_COLORS, countTicks } from '@/components/charts/chart-theme';
import { windowFromBucketSpan } from '@/components/charts/drag-range';
import { ErrorState } from '@/components/feedback/error-state';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount, formatSpan, formatTime } from '@/lib/format';
import { useTimeZone } from '../lib/time-zone';
import type { ActivityAggregate } from '@/queries/activity';
import { axisTicks, busiestRow, histogramRows, type HistogramRow } from '../lib/histogram-rows';
import classes from './activity.module.css';

// The plot's height (lower on a phone, where the list of events should start on the first screen) and the time axis's
// labels it has room for.
const SIZES = { usual: { height: 180, labels: 8 }, phone: { height: 120, labels: 4 } };

type Zoom = (window: { start: number; end: number }) => void;

/** "Events over time", with its bucket width, a text summary and drag-to-zoom; the same height loading or loaded. */
export const ActivityHistogram = memo(function ActivityHistogram({
  aggregate,
  error,
  onRetry,
  onZoom,
}: {
  aggregate: ActivityAggregate | undefined;
  error: unknown;
  onRetry: () => void;
  onZoom: Zoom;
}) {
  const titleId = useId();
  const phone = useBelowBreakpoint('sm');
  const size = SIZES[phone ? 'phone' : 'usual'];
  const zone = useTimeZone();
  const zoneWords = zone === 'utc' ? 'UTC' : 'local time';
  const rows = useMemo(() => (aggregate ? histogramRows(aggregate.data.histogram) : []), [aggregate]);
  const width = aggregate ? formatSpan(aggregate.data.interval_size_seconds * 1000) : null;
  const busiest = busiestRow(rows);
  const summary = aggregate
    ? `${formatCount(rows.length)} bars of ${width} each, ${formatCount(aggregate.data.total)} events in all${
        busiest ? `; the busiest starts ${formatTime(busiest.start, 'dateTime', zone)} with ${formatCount(busiest.count)}` : ''
      }.`
    : '';

  return (
    // Plain elements drawn as Mantine's Paper, Title and Text: each answer redraws the figure.
    <figure className={classes.histogram} aria-labelledby={titleId}>
      <h3 className={classes.histogramTitle} id={titleId}>
        Events over time
      </h3>
      <p className={classes.histogramNote}>{width ? `1 bar = ${width}. ` : ''}Drag across the bars to zoom into a range.</p>
      {error ? (
        <ErrorState compact error={error} onRetry={onRetry} title="Could not load the histogram" />
      ) : (
        <>
          {aggregate ? (
            <Bars rows={rows} height={size.height} maxLabels={size.labels} onZoom={onZoom} />
          ) : (
            <Skeleton role="status" height={size.height} aria-label="Loading the chart" />
          )}
          <div className={classes.axisTitles}>
            <span>↑ Events (count)</span>
            <span>Time received ({zoneWords}) →</span>
          </div>
          <ChartDataTable
            caption={`Events per bar${width ? ` of ${width}` : ''} (${zoneWords})`}
            columns={['Bar start', 'Events']}
            rows={rows.map((row) => ({ key: String(row.start), cells: [<BarStart key="start" at={row.start} />, formatCount(row.count)] }))}
          />
          <figcaption className={classes.histogramCaption}>{summary}</figcaption>
        </>
      )}
    </figure>
  );
});

/** A bar's start in the data table: formatted when the table is shown, not for every bar on every answer. */
function BarStart({ at }: { at: number }) {
  return formatTime(at, 'dateTime', useTimeZone());
}

/** Plain SVG scaled to the plot (one unit a bar, one an event), labels placed in percent: nothing is measured, which Recharts
 *  did on every render (about a second of the page's main thread at 4× CPU). */
function Bars({ rows, height, maxLabels, onZoom }: { rows: HistogramRow[]; height: number; maxLabels: number; onZoom: Zoom }) {
  const zone = useTimeZone();
  const [active, setActive] = useState<number | null>(null);
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const ticks = useMemo(() => axisTicks(rows, maxLabels, zone), [rows, maxLabels, zone]);
  const counts = countTicks(Math.max(0, ...rows.map((row) => row.count)));
  const top = counts.at(-1) ?? 1;
  // Every bar in one path (a bar a subpath): one element for the 145 bars of a day, not one each.
  const bars = rows.map((bar, index) => (bar.count > 0 ? `M${index + 0.05} ${top - bar.count}h0.9v${bar.count}h-0.9z` : '')).join('');
  const at = (index: number) => `${((index + 0.5) / rows.length) * 100}%`;
  const barAt = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return Math.min(rows.length - 1, Math.max(0, Math.floor(((event.clientX - box.left) / box.width) * rows.length)));
  };
  const release = (index: number) => {
    const window = dragFrom === null ? null : windowFromBucketSpan(rows, dragFrom, index);
    setDragFrom(null);
    if (window !== null) onZoom(window);
  };
  const step = (event: KeyboardEvent) => {
    const move = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    if (move !== 0) setActive((index) => Math.min(rows.length - 1, Math.max(0, (index ?? -move) + move)));
  };
  const row = active === null ? undefined : rows[active];
  const [low, high] = dragFrom === null || active === null ? [0, 0] : [Math.min(dragFrom, active), Math.max(dragFrom, active)];

  return (
    <div className={classes.chart} style={{ height }}>
      <div className={classes.countAxis} aria-hidden>
        {counts.map((count) => (
          <span key={count} style={{ bottom: `${(count / top) * 100}%` }}>
            {formatCount(count)}
          </span>
        ))}
      </div>
      {/* Arrow keys move between the bars as the pointer does. */}
      <div
        className={classes.chartArea}
        role="application"
        aria-label="Bars"
        tabIndex={0}
        onMouseDown={(event) => setDragFrom(barAt(event))}
        onMouseMove={(event) => setActive(barAt(event))}
        onMouseUp={(event) => release(barAt(event))}
        onMouseLeave={() => {
          setActive(null);
          setDragFrom(null);
        }}
        onKeyDown={step}
        onBlur={() => setActive(null)}
      >
        <svg width="100%" height="100%" viewBox={`0 0 ${rows.length} ${top}`} preserveAspectRatio="none" aria-hidden>
          {active !== null ? <rect x={active} width={1} height={top} fill={CHART_COLORS.hover} /> : null}
          {counts.map((count) => (
            <line key={count} x2={rows.length} y1={top - count} y2={top - count} className={classes.gridLine} />
          ))}
          <path d={bars} fill={CHART_COLORS.events} />
          {high > low ? <rect x={low} width={high - low + 1} height={top} fill={CHART_COLORS.zoom} fillOpacity={0.25} /> : null}
        </svg>
        {row && active !== null ? (
          <div
            role="tooltip"
            className={chart.tooltip}
            style={{ left: at(active), translate: active < rows.length / 2 ? '8px' : 'calc(-100% - 8px)' }}
          >
            <BucketTooltip
              bucket={row}
              heading={`${formatTime(row.start, 'dateTimeSeconds', zone)} → ${formatTime(row.end, 'dayClockSeconds', zone)}`}
              utc={zone === 'local'}
              items={[{ label: 'Events', value: formatCount(row.count) }]}
            />
          </div>
        ) : null}
      </div>
      <div className={classes.timeAxis} data-axis="time" aria-hidden>
        {ticks.map((tick) => (
          <span key={tick.value} style={{ left: at(rows.findIndex((bar) => bar.start === tick.value)) }}>
            {tick.label}
          </span>
        ))}
      </div>
    </div>
  );
}
