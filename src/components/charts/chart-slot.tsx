import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { useSeenOnScreen } from '@/lib/use-seen-on-screen';

/**
 * The box a chart draws in. Drawing (recharts, a chunk of its own) is the largest main-thread work on a page and no first data
 * needs it, so it starts once the box has been seen; a placeholder holds the chart's height until then (docs/decisions.md).
 */
export function ChartSlot({ height, children, label = 'Loading chart' }: { height: number; children: ReactNode; label?: string }) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton role="status" height={height} radius="md" aria-label={label} />;
  if (!seen) return <div ref={ref}>{placeholder}</div>;
  return <QueryBoundary pending={placeholder}>{children}</QueryBoundary>;
}
