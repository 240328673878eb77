import { Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useSeenOnScreen } from '@/lib/use-seen-on-screen';

/**
 * The box a lazily loaded chart draws in. Drawing a chart is the largest piece of main-thread work on
 * any page (recharts measures its ticks and runs a store of its own: about a second on a phone), and no
 * page needs it for its first data. So each drawing is its own chunk (React.lazy), loaded and drawn once
 * its box has been seen on screen (or within 200 px of it): a chart below the fold costs nothing until
 * someone scrolls to it. The observer answers after the page's first frame, so even a chart in view
 * waits for the data above it to paint. Until then a placeholder holds the chart's height, so nothing on
 * the page moves when it arrives.
 */
export function ChartSlot({ height, children, label = 'Loading chart' }: { height: number; children: ReactNode; label?: string }) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  const placeholder = <Skeleton role="status" height={height} radius="md" aria-label={label} />;
  if (!seen) return <div ref={ref}>{placeholder}</div>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
