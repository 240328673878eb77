import { HOUR_MS, DAY_MS } from '@/lib/time-constants';
// The contract's intervals: hours for a window of 2 days or less, else UTC days, the first and last clipped to the window.

export type Interval = {
  /** Epoch ms. */
  start: number;
  end: number;
  /** The window's end is included in its last interval; every other interval ends just before `end`. */
  endIncluded: boolean;
};

export function intervalGrid(window: { start_at: string; end_at: string }): Interval[] {
  const start = Date.parse(window.start_at);
  const end = Date.parse(window.end_at);
  if (!(end > start)) return [];
  const width = end - start <= 2 * DAY_MS ? HOUR_MS : DAY_MS;
  const intervals: Interval[] = [];
  for (let from = start; from < end;) {
    const next = Math.min(end, (Math.floor(from / width) + 1) * width);
    intervals.push({ start: from, end: next, endIncluded: next === end });
    from = next;
  }
  return intervals;
}

/** The grid interval an answer's row belongs to (by its start), or -1 when it is off the grid. */
export function intervalIndexOf(grid: readonly Interval[], start: string): number {
  const at = Date.parse(start);
  return grid.findIndex((interval) => interval.start === at);
}
