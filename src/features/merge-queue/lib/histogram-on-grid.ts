import type { Interval } from './interval-grid';

/** The activity log's histogram (its own count of events, bucket by bucket) added up per interval of the grid. */
export function histogramOnGrid(grid: readonly Interval[], buckets: readonly { start: string; count: number }[]): number[] {
  const sums = grid.map(() => 0);
  for (const bucket of buckets) {
    const at = Date.parse(bucket.start);
    const index = grid.findIndex((interval) => at >= interval.start && at < interval.end);
    if (index >= 0) sums[index] = (sums[index] ?? 0) + bucket.count;
  }
  return sums;
}
