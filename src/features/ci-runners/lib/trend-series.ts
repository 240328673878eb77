// A runner's trend per bucket, from the service's `value_over_time` series (one per statistic, over the same buckets).

export type Bucket = { start: string; end: string; value: number | null };

export type TrendRow = {
  start: number;
  end: number;
  successRate: number | null;
  medianSeconds: number | null;
  p95Seconds: number | null;
};

export function trendRows(series: { successRate: readonly Bucket[]; median: readonly Bucket[]; p95: readonly Bucket[] }): TrendRow[] {
  const rows = new Map<string, TrendRow>();
  const row = (bucket: Bucket): TrendRow => {
    const existing = rows.get(bucket.start);
    if (existing) return existing;
    const created = {
      start: Date.parse(bucket.start),
      end: Date.parse(bucket.end),
      successRate: null,
      medianSeconds: null,
      p95Seconds: null,
    };
    rows.set(bucket.start, created);
    return created;
  };
  for (const bucket of series.successRate) row(bucket).successRate = bucket.value;
  for (const bucket of series.median) row(bucket).medianSeconds = bucket.value;
  for (const bucket of series.p95) row(bucket).p95Seconds = bucket.value;
  return [...rows.values()].sort((a, b) => a.start - b.start);
}

/** The width of the buckets (the first one's), for "1 bucket = 4 hours"; null without buckets. */
export function bucketWidth(rows: readonly TrendRow[]): number | null {
  const first = rows[0];
  return first === undefined ? null : first.end - first.start;
}
