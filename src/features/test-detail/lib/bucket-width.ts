/** The service clips the first and last bucket to the window: the widest bucket is the real width. */
export function bucketWidthMs(buckets: ReadonlyArray<{ start: string; end: string }>): number | null {
  let widest: number | null = null;
  for (const bucket of buckets) {
    const width = Date.parse(bucket.end) - Date.parse(bucket.start);
    if (Number.isFinite(width) && width > 0 && (widest === null || width > widest)) widest = width;
  }
  return widest;
}
