import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { useSeenOnScreen } from '@/lib/use-seen-on-screen';

/** The box a chart draws in: drawing (the page's largest main-thread work) starts once the box has been seen (docs/decisions.md). */
export function ChartSlot({ height, children, label = 'Loading chart' }: { height: number; children: ReactNode; label?: string }) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton role="status" height={height} radius="md" aria-label={label} />;
  if (!seen) return <div ref={ref}>{placeholder}</div>;
  return <QueryBoundary pending={placeholder}>{children}</QueryBoundary>;
}
