import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';

/** The box a chart draws in while its code (recharts, a chunk of its own) loads: it holds the chart's height. */
export function ChartSlot({ height, children, label = 'Loading chart' }: { height: number; children: ReactNode; label?: string }) {
  return <QueryBoundary pending={<Skeleton role="status" height={height} radius="md" aria-label={label} />}>{children}</QueryBoundary>;
}
