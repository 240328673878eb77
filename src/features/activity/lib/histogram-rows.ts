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

/**
 * The bars that get an axis label: every n-th from the first, at most `maxTicks`. Given to the chart
 * outright, so it never measures label text to thin out colliding labels (a layout read per label,
 * on every new answer).
 */
export function axisTicks(rows: readonly HistogramRow[], maxTicks: number): number[] {
  if (rows.length === 0 || maxTicks < 1) return [];
  const step = Math.ceil(rows.length / maxTicks);
  return rows.filter((_, index) => index % step === 0).map((row) => row.start);
}
