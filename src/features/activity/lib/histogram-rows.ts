import type { HistogramBucket } from '@/api/types';

/** One bar: its bucket in epoch ms and the number of events in it. */
export type HistogramRow = { start: number; end: number; count: number };

/** The buckets as numbers, in time order; a bucket with unreadable times is left out rather than drawn wrong. */
export function histogramRows(buckets: readonly HistogramBucket[]): HistogramRow[] {
  return buckets
    .map((bucket) => ({ start: Date.parse(bucket.start), end: Date.parse(bucket.end), count: bucket.count }))
    .filter((row) => Number.isFinite(row.start) && Number.isFinite(row.end) && row.end >= row.start && Number.isFinite(row.count))
    .sort((a, b) => a.start - b.start);
}

/** The first bar with the most events; null when every bar is empty. */
export const busiestRow = (rows: readonly HistogramRow[]) =>
  rows.reduce<HistogramRow | null>((best, row) => (row.count > (best?.count ?? 0) ? row : best), null);
