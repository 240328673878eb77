import type { TestCountBucket, TestDurationBucket } from '@/api/types';

/** One bucket of the statistics; `meanSeconds` is null where no run was timed (a mean of 0 over no runs would draw a false dip). */
export type StatRow = { start: number; end: number; success: number; failure: number; flaky: number; meanSeconds: number | null };

type Series = Record<'success' | 'failure' | 'flaky', readonly TestCountBucket[]> & { duration: readonly TestDurationBucket[] };

/** Joins the four series by bucket start, in time order (durations last, so a bucket's runs are known); a missing count is 0. */
export function statRows(series: Series): StatRow[] {
  const rows = new Map<number, StatRow>();
  for (const key of ['success', 'failure', 'flaky', 'duration'] as const) {
    for (const bucket of series[key]) {
      const start = Date.parse(bucket.start);
      const row = rows.get(start) ?? { start, end: Date.parse(bucket.end), success: 0, failure: 0, flaky: 0, meanSeconds: null };
      if (key === 'duration') row.meanSeconds = bucket.value === 0 && row.success + row.failure === 0 ? null : bucket.value;
      else row[key] = bucket.value;
      rows.set(start, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.start - b.start);
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
