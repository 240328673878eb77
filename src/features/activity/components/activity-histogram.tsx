import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { dayjs } from '@/lib/time';
import type { ActivityAggregate } from '../api/activity-queries';
import { busiestRow, histogramRows } from '../lib/histogram-rows';
import { formatInterval } from '../lib/interval-label';

const ActivityHistogramChart = lazy(() => import('./activity-histogram-chart'));
const countFormat = new Intl.NumberFormat('en-US');

const chartSkeleton = <Skeleton height={200} aria-label="Loading the chart" />;

/**
 * "Events over time": the aggregate's histogram over the whole window, with its bucket width, a
 * text summary for screen readers, and drag-to-zoom.
 */
export function ActivityHistogram({
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
  const rows = aggregate ? histogramRows(aggregate.data.histogram) : [];
  const width = aggregate ? formatInterval(aggregate.data.interval_size_seconds) : null;
  const busiest = busiestRow(rows);
  const summary = aggregate
    ? `${countFormat.format(rows.length)} bars of ${width} each, ${countFormat.format(aggregate.data.total)} events in all${
        busiest ? `; the busiest starts ${dayjs(busiest.start).format('MMM D, YYYY, HH:mm')} with ${countFormat.format(busiest.count)}` : ''
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
      ) : aggregate ? (
        <>
          <Suspense fallback={chartSkeleton}>
            <ActivityHistogramChart rows={rows} onZoom={onZoom} />
          </Suspense>
          <Text size="xs" c="dimmed" component="figcaption" mt={4}>
            {summary}
          </Text>
        </>
      ) : (
        chartSkeleton
      )}
    </Paper>
  );
}
