import { healthColorVar } from '@/domain/tests/health';
import { formatBucketLabel } from '@/lib/format';

/** Mantine CSS variables, so a chart reads in both schemes; counts take the health colours. */
export const CHART_COLORS = {
  success: healthColorVar('healthy'),
  failure: healthColorVar('broken'),
  flaky: healthColorVar('flaky'),
  duration: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
} as const;

/** Tick labels and axis titles alike. */
export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

/** The time axis over the statistics' buckets, shared by the charts that zoom together. */
export function bucketAxis(bucketMs: number) {
  return {
    dataKey: 'start',
    tickFormatter: (value: number) => formatBucketLabel(value, bucketMs),
    tick: AXIS_TICK,
    stroke: CHART_COLORS.grid,
    minTickGap: 24,
  } as const;
}
