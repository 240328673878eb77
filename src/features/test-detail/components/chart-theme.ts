/**
 * Chart colours as Mantine CSS variables, so one chart reads in the light and the dark scheme alike
 * (the variables switch with the scheme; hard-coded colours would not).
 */
export const CHART_COLORS = {
  success: 'var(--mantine-color-teal-6)',
  failure: 'var(--mantine-color-red-6)',
  flaky: 'var(--mantine-color-yellow-6)',
  duration: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
export const AXIS_LABEL_STYLE = { fill: CHART_COLORS.axis, fontSize: 12 } as const;
