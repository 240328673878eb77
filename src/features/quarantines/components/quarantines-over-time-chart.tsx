import { Box, Text } from '@mantine/core';
import { lazy, useMemo } from 'react';
import type { QuarantinedTest } from '@/api/types';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatBucketLabel } from '@/lib/format';
import { quarantinesOverTime } from '../lib/quarantines-over-time';
import { DAY_MS } from '@/lib/time-constants';

const QuarantinesOverTimeDrawing = lazy(() =>
  import('./quarantines-over-time-drawing').then((module) => ({ default: module.QuarantinesOverTimeDrawing })),
);

/**
 * Today's quarantines by creation date: bars for those added in each day (or week), by source, and a
 * line for how many of them were in place by then. Released quarantines are not in the list, so they
 * do not appear; the caption says so.
 */
export function QuarantinesOverTimeChart({ quarantines, now }: { quarantines: readonly QuarantinedTest[]; now: number }) {
  const timeline = useMemo(() => quarantinesOverTime(quarantines, now), [quarantines, now]);
  const data = useMemo(
    () =>
      timeline.buckets.map((bucket) => ({
        // The buckets are UTC days: labelled as such, never as the viewer's day they start in.
        label: formatBucketLabel(bucket.start, timeline.bucketMs, 'utc'),
        auto: bucket.auto,
        manual: bucket.manual,
        unknown: bucket.unknown,
        inPlace: bucket.inPlace,
      })),
    [timeline],
  );

  if (data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        No quarantines in place, so nothing to chart.
      </Text>
    );
  }
  const unit = timeline.bucketMs > DAY_MS ? 'week' : 'day';
  const withUnknown = data.some((row) => row.unknown > 0);
  return (
    <>
      <Box h={220}>
        <ChartSlot height={220}>
          <QuarantinesOverTimeDrawing data={data} unit={unit} />
        </ChartSlot>
      </Box>
      <ChartDataTable
        caption={`Current quarantines added per ${unit} (UTC), and in place by then`}
        columns={[
          unit === 'week' ? 'Week from (UTC)' : 'Day (UTC)',
          'Added (auto)',
          'Added (manual)',
          ...(withUnknown ? ['Added (source unknown)'] : []),
          'In place',
        ]}
        rows={data.map((row) => ({
          key: row.label,
          cells: [row.label, row.auto, row.manual, ...(withUnknown ? [row.unknown] : []), row.inPlace],
        }))}
      />
    </>
  );
}
