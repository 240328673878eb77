import { healthColorVar } from '@/domain/tests/health';

/** Mantine CSS variables, so a chart reads in both schemes; counts take the health colours. */
export const CHART_COLORS = {
  success: healthColorVar('healthy'),
  failure: healthColorVar('broken'),
  flaky: healthColorVar('flaky'),
  duration: 'var(--mantine-color-blue-6)',
  events: 'var(--mantine-color-blue-6)',
  axis: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  zoom: 'var(--mantine-color-blue-4)',
  hover: 'var(--mantine-color-default-hover)',
} as const;

export const AXIS_TICK = { fill: CHART_COLORS.axis, fontSize: 12 } as const;

export const AXIS = { tick: AXIS_TICK, stroke: CHART_COLORS.grid } as const;

export function axisTitle(value: string, side: 'bottom' | 'left' = 'bottom') {
  return side === 'bottom'
    ? ({ value, position: 'insideBottom', offset: -12, style: AXIS_TICK } as const)
    : ({ value, angle: -90, position: 'insideLeft', offset: 4, style: { ...AXIS_TICK, textAnchor: 'middle' } } as const);
}

/** An axis from 0 up to a round top in steps of 1, 2 or 5 × 10ⁿ, about four of them; a count's are whole numbers (`smallest` 1). */
export function roundTicks(max: number, smallest = 1): number[] {
  const top = max > 0 ? max : smallest || 1;
  const rough = top / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(smallest, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power);
  // Rounded to the step's own digits: 3 × 0.1 is 0.30000000000000004.
  const digits = Math.max(0, -Math.floor(Math.log10(step)));
  return Array.from({ length: Math.ceil(top / step - 1e-9) + 1 }, (_, index) => Number((index * step).toFixed(digits)));
}

export const countTicks = (max: number) => roundTicks(max, 1);
