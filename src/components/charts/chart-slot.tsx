import { Skeleton } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';

/**
 * The box a lazily loaded chart draws in. Charting code is the largest library of the app and no page
 * needs it for its first data, so each drawing is its own chunk (React.lazy), asked for once the page
 * around it has been painted; until it arrives a placeholder holds the chart's height, so nothing on
 * the page moves when it does.
 */
export function ChartSlot({ height, children, label = 'Loading chart' }: { height: number; children: ReactNode; label?: string }) {
  const painted = useAfterFirstPaint();
  const placeholder = <Skeleton role="status" height={height} radius="md" aria-label={label} />;
  if (!painted) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
