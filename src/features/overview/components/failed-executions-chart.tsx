import { Box } from '@mantine/core';
import { lazy } from 'react';
import type { TestStatBucket } from '@/api/types';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatCount } from '@/lib/format';
import { summarizeDays, toDayBars } from '../lib/day-buckets';
import { ChartCard } from '@/components/charts/chart-card';

const FailedExecutionsBars = lazy(() => import('./failed-executions-bars').then((module) => ({ default: module.FailedExecutionsBars })));

/** "CI impact": failed executions per UTC day, as operation 8's `value_over_time` gives them. */
export function FailedExecutionsChart({ buckets, subtitle }: { buckets: readonly TestStatBucket[]; subtitle: string }) {
  const bars = toDayBars(buckets);
  const data = {
    caption: 'Failed executions per UTC day',
    columns: ['Day (UTC)', 'Failed executions'],
    rows: bars.map((bar) => ({ key: bar.start, cells: [bar.label, formatCount(bar.value)] })),
  };
  return (
    <ChartCard title="Failed executions per day" subtitle={subtitle} summary={summarizeDays(bars)} data={data}>
      <Box h={240}>
        <ChartSlot height={240}>
          <FailedExecutionsBars bars={bars} />
        </ChartSlot>
      </Box>
    </ChartCard>
  );
}
