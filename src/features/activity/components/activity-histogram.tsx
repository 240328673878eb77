import { Skeleton } from '@mantine/core';
import { memo, useId, useMemo } from 'react';
import { BucketBars } from '@/components/charts/bucket-bars';
import { AxisTitles } from '@/components/charts/bucket-plot';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { CHART_COLORS } from '@/components/charts/chart-theme';
import { ErrorState } from '@/components/feedback/error-state';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount, formatSpan, formatTime } from '@/lib/format';
import { useTimeZone } from '../lib/time-zone';
import type { ActivityAggregate } from '@/queries/activity';
import { busiestRow, histogramRows } from '../lib/histogram-rows';
import classes from './activity.module.css';

// The plot's height: lower on a phone, where the list of events should start on the first screen.
const HEIGHT = { usual: 180, phone: 120 };
const EVENTS = [{ key: 'count', name: 'Events', color: CHART_COLORS.events }];
const VALUE_TITLE = 'Events (count)';

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
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const titleId = useId();
  const phone = useBelowBreakpoint('sm');
  const height = HEIGHT[phone ? 'phone' : 'usual'];
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
            <BucketBars
              rows={rows}
              series={EVENTS}
              label="Bars"
              height={height}
              valueTitle={VALUE_TITLE}
              timeTitle={`Time received (${zoneWords})`}
              zone={zone}
              wholeNumbers
              heading={(row) => `${formatTime(row.start, 'dateTimeSeconds', zone)} → ${formatTime(row.end, 'dayClockSeconds', zone)}`}
              onZoom={onZoom}
            />
          ) : (
            <>
              <Skeleton role="status" height={height} aria-label="Loading the chart" />
              <AxisTitles value={VALUE_TITLE} time={`Time received (${zoneWords})`} />
            </>
          )}
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
