import type { QuarantinedTest } from '@/api/types';
import { DAY_MS } from '@/lib/time-constants';

/** Up to this many days the series is daily; beyond, weekly, so the chart keeps readable bars. */
const MAX_DAILY_BUCKETS = 62;

export type QuarantineTimeBucket = {
  /** Start of the bucket (UTC midnight), epoch ms. */
  start: number;
  end: number;
  /** Current quarantines created in this bucket, by source. */
  auto: number;
  manual: number;
  unknown: number;
  /** Current quarantines created up to the end of this bucket. */
  inPlace: number;
};

export type QuarantineTimeline = { bucketMs: number; buckets: QuarantineTimeBucket[] };

function utcMidnight(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/**
 * Quarantines over time, from their creation dates. The list holds only current quarantines (released
 * ones are gone), so this is "when were today's quarantines added", not a history of every quarantine
 * ever: `inPlace` is how many of today's quarantines were already in place at each bucket's end.
 * Buckets tile from the first creation day to `now`'s day (daily, or weekly past ~two months).
 */
export function quarantinesOverTime(quarantines: readonly QuarantinedTest[], now: number): QuarantineTimeline {
  const times = quarantines.map((quarantine) => Date.parse(quarantine.created_at)).filter((time) => !Number.isNaN(time));
  if (times.length === 0) return { bucketMs: DAY_MS, buckets: [] };
  const first = utcMidnight(Math.min(...times));
  const last = utcMidnight(Math.max(now, ...times));
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
    if (quarantine.source === 'auto') bucket.auto += 1;
    else if (quarantine.source === 'manual') bucket.manual += 1;
    else bucket.unknown += 1;
  }
  let running = 0;
  for (const bucket of buckets) {
    running += bucket.auto + bucket.manual + bucket.unknown;
    bucket.inPlace = running;
  }
  return { bucketMs, buckets };
}
