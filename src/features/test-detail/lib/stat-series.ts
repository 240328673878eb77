import type { TestCountBucket, TestDurationBucket } from '@/api/types';

export type CountRow = { start: number; end: number; success: number; failure: number; flaky: number };

/** One bucket of the duration chart; `meanSeconds` is null where the bucket had no timed runs. */
export type DurationRow = { start: number; end: number; meanSeconds: number | null };

type CountKey = 'success' | 'failure' | 'flaky';

/** Joins the count series by bucket start; a bucket missing from one counts 0 there. */
export function mergeCountSeries(series: Record<CountKey, readonly TestCountBucket[]>): CountRow[] {
  const rows = new Map<number, CountRow>();
  for (const key of ['success', 'failure', 'flaky'] as const) {
    for (const bucket of series[key]) {
      const start = Date.parse(bucket.start);
      const row = rows.get(start) ?? { start, end: Date.parse(bucket.end), success: 0, failure: 0, flaky: 0 };
      row[key] = bucket.value;
      rows.set(start, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.start - b.start);
}

/** A mean of 0 over no runs would draw a false dip: such buckets become gaps. */
export function durationRows(buckets: readonly TestDurationBucket[], counts: readonly CountRow[]): DurationRow[] {
  const runsByStart = new Map(counts.map((row) => [row.start, row.success + row.failure]));
  return buckets.map((bucket) => {
    const start = Date.parse(bucket.start);
    const runs = runsByStart.get(start);
    const empty = bucket.value === 0 && (runs === undefined || runs === 0);
    return { start, end: Date.parse(bucket.end), meanSeconds: empty ? null : bucket.value };
  });
}
/** The service clips the first and last bucket to the window: the widest bucket is the real width. */
export function bucketWidthMs(buckets: ReadonlyArray<{ start: string; end: string }>): number | null {
  let widest: number | null = null;
  for (const bucket of buckets) {
    const width = Date.parse(bucket.end) - Date.parse(bucket.start);
    if (Number.isFinite(width) && width > 0 && (widest === null || width > widest)) widest = width;
  }
  return widest;
}
