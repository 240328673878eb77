import { DAY_MS, HOUR_MS } from '@/lib/time-constants';

const STEPS = [HOUR_MS, 2 * HOUR_MS, 3 * HOUR_MS, 6 * HOUR_MS, 12 * HOUR_MS, DAY_MS, 2 * DAY_MS, 5 * DAY_MS, 7 * DAY_MS, 14 * DAY_MS];

/** Ticks at the smallest round step (1 h … 14 d) giving at most `maxTicks`, aligned to UTC multiples. */
export function timeTicks(start: number, end: number, maxTicks = 8): number[] {
  if (!(end > start)) return [];
  const span = end - start;
  const step = STEPS.find((candidate) => span / candidate <= maxTicks) ?? Math.ceil(span / maxTicks / HOUR_MS) * HOUR_MS;
  const ticks: number[] = [];
  for (let tick = Math.ceil(start / step) * step; tick <= end; tick += step) ticks.push(tick);
  return ticks;
}
