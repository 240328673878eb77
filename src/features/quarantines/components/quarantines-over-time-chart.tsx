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

/** Today's quarantines added per day (or week) by source, and how many were in place by then. */
export function QuarantinesOverTimeChart({ quarantines, now }: { quarantines: readonly QuarantinedTest[]; now: number }) {
  const timeline = useMemo(() => quarantinesOverTime(quarantines, now), [quarantines, now]);
  const data = useMemo(
    () =>
      timeline.buckets.map((bucket) => ({
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
