import { healthColorVar } from '@/domain/tests/health';

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

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
export const AXIS_LABEL_STYLE = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
