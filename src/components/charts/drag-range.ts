/** A span of time in epoch ms, as a chart's bucket or a zoomed window. */
export type TimeSpan = { start: number; end: number };

/** The window a drag across buckets selects: from the first bucket's start to the last one's end, whichever way the drag went. */
export function windowFromBucketSpan(rows: readonly TimeSpan[], fromIndex: number, toIndex: number): TimeSpan | null {
  if (fromIndex === toIndex) return null;
  const first = rows[Math.min(fromIndex, toIndex)];
  const last = rows[Math.max(fromIndex, toIndex)];
  if (first === undefined || last === undefined) return null;
  return { start: first.start, end: last.end };
}
