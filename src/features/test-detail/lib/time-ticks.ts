const HOUR = 3_600_000;
const STEPS = [HOUR, 2 * HOUR, 3 * HOUR, 6 * HOUR, 12 * HOUR, 24 * HOUR, 2 * 24 * HOUR, 5 * 24 * HOUR, 7 * 24 * HOUR, 14 * 24 * HOUR];

/**
 * Tick positions for a time axis over [start, end]: the smallest round step (1 h … 14 d) that yields at
 * most `maxTicks` ticks, aligned to multiples of the step (round hours, midnights in UTC).
 */
export function timeTicks(start: number, end: number, maxTicks = 8): number[] {
  if (!(end > start)) return [];
  const span = end - start;
  const step = STEPS.find((candidate) => span / candidate <= maxTicks) ?? Math.ceil(span / maxTicks / HOUR) * HOUR;
  const ticks: number[] = [];
  for (let tick = Math.ceil(start / step) * step; tick <= end; tick += step) ticks.push(tick);
  return ticks;
}
