import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { lazy, memo, useId, useMemo } from 'react';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartSlot } from '@/components/charts/chart-slot';
import { ErrorState } from '@/components/feedback/error-state';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { formatCount, formatSpan, formatTime } from '@/lib/format';
import { useTimeZone } from '../lib/time-zone';
import type { ActivityAggregate } from '@/queries/activity';
import { busiestRow, histogramRows } from '../lib/histogram-rows';
import classes from './activity.module.css';

const ActivityHistogramChart = lazy(() => import('./activity-histogram-chart'));

// Lower on a phone, where the list of events should start on the first screen.
const CHART_HEIGHT_PX = 180;
const PHONE_CHART_HEIGHT_PX = 120;

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
  const chartHeight = useBelowBreakpoint('sm') ? PHONE_CHART_HEIGHT_PX : CHART_HEIGHT_PX;
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
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={3} size="h5" id={titleId}>
        Events over time
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {width ? `1 bar = ${width}. ` : ''}Drag across the bars to zoom into a range.
      </Text>
      {error ? (
        <ErrorState compact error={error} onRetry={onRetry} title="Could not load the histogram" />
      ) : (
        <>
          {aggregate ? (
            <ChartSlot height={chartHeight} label="Loading the chart">
              <ActivityHistogramChart rows={rows} height={chartHeight} onZoom={onZoom} />
            </ChartSlot>
          ) : (
            <Skeleton role="status" height={chartHeight} aria-label="Loading the chart" />
          )}
          <div className={classes.axisTitles}>
            <span>↑ Events (count)</span>
            <span>Time received ({zoneWords}) →</span>
          </div>
          <ChartDataTable
            caption={`Events per bar${width ? ` of ${width}` : ''} (${zoneWords})`}
            columns={['Bar start', 'Events']}
            rows={rows.map((row) => ({
              key: String(row.start),
              cells: [formatTime(row.start, 'dateTime', zone), formatCount(row.count)],
            }))}
          />
          <Text size="xs" c="dimmed" component="figcaption" mt={4} mih="calc(var(--mantine-font-size-xs) * var(--mantine-line-height-xs))">
            {summary}
          </Text>
        </>
      )}
    </Paper>
  );
});
