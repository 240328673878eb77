import { Box } from '@mantine/core';
import { lazy, type ComponentProps } from 'react';
import { ChartSlot } from '@/components/charts/chart-slot';

const StackedBarsDrawing = lazy(() => import('./stacked-bars-drawing'));

/** The bars in a box of `height`, drawn once it has been seen; `label` names the box as one image. */
export function StackedBars({ height, label, ...bars }: ComponentProps<typeof StackedBarsDrawing> & { height: number; label?: string }) {
  return (
    <Box h={height} role={label === undefined ? undefined : 'img'} aria-label={label}>
      <ChartSlot height={height}>
        <StackedBarsDrawing {...bars} />
      </ChartSlot>
    </Box>
  );
}
