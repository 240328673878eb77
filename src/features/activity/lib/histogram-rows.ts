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

/** The busiest bar, for the chart's text summary. */
export function busiestRow(rows: readonly HistogramRow[]): HistogramRow | null {
  let best: HistogramRow | null = null;
  for (const row of rows) if (row.count > 0 && (best === null || row.count > best.count)) best = row;
  return best;
}
