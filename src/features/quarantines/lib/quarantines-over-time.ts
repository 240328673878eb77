import type { QuarantinedTest } from '@/api/types';
import { floorTo } from '@/domain/tests/episode-times';
import { DAY_MS } from '@/lib/time-constants';

/** The added counts' series, stacked in this order; "source unknown" only when some record has no source. */
export const ADDED_SERIES = [
  { key: 'auto', name: 'Added (auto)', color: 'grape' },
  { key: 'manual', name: 'Added (manual)', color: 'blue' },
  { key: 'unknown', name: 'Added (source unknown)', color: 'gray' },
] as const;

/** Up to this many days the series is daily; beyond, weekly, so the chart keeps readable bars. */
const MAX_DAILY_BUCKETS = 62;

/** UTC-midnight buckets: current quarantines created in each, by source, and `inPlace` by its end. */
export type QuarantineTimeBucket = { start: number; end: number; auto: number; manual: number; unknown: number; inPlace: number };

/** When today's quarantines were added (released ones are gone from the list), from the first day to `now`'s. */
export function quarantinesOverTime(quarantines: readonly QuarantinedTest[], now: number) {
  const times = quarantines.map((quarantine) => Date.parse(quarantine.created_at)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return { bucketMs: DAY_MS, buckets: [] };
  const first = floorTo(Math.min(...times), DAY_MS);
  const last = floorTo(Math.max(now, ...times), DAY_MS);
  const days = (last - first) / DAY_MS + 1;
  const bucketMs = days > MAX_DAILY_BUCKETS ? 7 * DAY_MS : DAY_MS;
  const count = Math.ceil(days / (bucketMs / DAY_MS));
  const buckets: QuarantineTimeBucket[] = Array.from({ length: count }, (_, index) => ({
    start: first + index * bucketMs,
    end: first + (index + 1) * bucketMs,
    auto: 0,
    manual: 0,
    unknown: 0,
    inPlace: 0,
  }));
  for (const quarantine of quarantines) {
    const time = Date.parse(quarantine.created_at);
    if (Number.isNaN(time)) continue;
    const bucket = buckets[Math.floor((time - first) / bucketMs)];
    if (bucket === undefined) continue;
    bucket[quarantine.source ?? 'unknown'] += 1;
  }
  let running = 0;
  for (const bucket of buckets) {
    running += bucket.auto + bucket.manual + bucket.unknown;
    bucket.inPlace = running;
  }
  return { bucketMs, buckets };
}
