import { healthColorVar } from '@/domain/tests/health';

/**
 * Chart colours as Mantine CSS variables, so one chart reads in the light and the dark scheme alike
 * (the variables switch with the scheme; hard-coded colours would not). Passes, failures and flaky
 * failures take the health colours, so a flaky count is the yellow of a flaky badge.
 */
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
