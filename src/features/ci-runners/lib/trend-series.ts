// Series per bucket, from the service's `value_over_time` answers (each over the same buckets of one window).
import type { Bucket } from '@/queries/ci-runners';

/** One bucket (epoch ms) and each series' figure in it; null where the service had nothing to measure. */
export type SeriesRow = { start: number; end: number; [series: string]: number | null };

/** The named series joined by bucket, in time order; a series without a bucket is null in it. */
export function seriesRows(series: Record<string, readonly Bucket[]>): SeriesRow[] {
  const rows = new Map<number, SeriesRow>();
  const empty = Object.fromEntries(Object.keys(series).map((name) => [name, null]));
  for (const [name, buckets] of Object.entries(series)) {
    for (const bucket of buckets) {
      const start = Date.parse(bucket.start);
      const row: SeriesRow = rows.get(start) ?? { ...empty, start, end: Date.parse(bucket.end) };
      row[name] = bucket.value;
      rows.set(start, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.start - b.start);
}

/** A series laid `ms` later: the window before's buckets over the current window's, bucket for bucket (equal lengths, same width). */
export function shiftedBuckets(buckets: readonly Bucket[], ms: number): Bucket[] {
  const shift = (instant: string) => new Date(Date.parse(instant) + ms).toISOString();
  return buckets.map((bucket) => ({ start: shift(bucket.start), end: shift(bucket.end), value: bucket.value }));
}

/** The width of the buckets (the first one's), for "1 bucket = 4 hours"; null without buckets. */
export function bucketWidth(rows: readonly SeriesRow[]): number | null {
  const first = rows[0];
  return first === undefined ? null : first.end - first.start;
}

/** The bucket where a series is highest (`lowest`: lowest), the first of equals; null when it has no figure. */
export function peakOf(rows: readonly SeriesRow[], name: string, lowest = false): SeriesRow | null {
  const sign = lowest ? -1 : 1;
  return rows.reduce<SeriesRow | null>(
    (peak, row) => ((row[name] ?? null) !== null && (peak === null || sign * (row[name]! - peak[name]!) > 0) ? row : peak),
    null,
  );
}
