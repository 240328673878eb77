import { toIsoSeconds } from '@/lib/format';
import { MINUTE_MS, DAY_MS } from '@/lib/time-constants';

/*
 * The windows of the per-row figures of test search, resolved when a request is made (never in a query
 * key, so keys stay stable while the clock runs):
 * the failure trend: the 14 UTC days ending today (today so far), so the API's buckets, one day wide
 * for a window this long, are calendar days. (A row's runs come with search's answer, over its lookback.)
 */

export const TREND_DAYS = 14;

export type IsoWindow = { start: string; end: string };

export function failureTrendWindow(now: number): IsoWindow {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { start: toIsoSeconds(today - (TREND_DAYS - 1) * DAY_MS), end: toIsoSeconds(Math.floor(now / MINUTE_MS) * MINUTE_MS) };
}

export type DayCount = { day: number; count: number };

/**
 * The failure buckets as one count per UTC day of the window, oldest first: the API's buckets are a
 * day wide here, but a narrower width (another deployment's choice) adds up into its day all the same.
 */
export function failuresPerDay(window: IsoWindow, buckets: readonly { start: string; value: number }[]): DayCount[] {
  const first = Date.parse(window.start);
  const days: DayCount[] = Array.from({ length: TREND_DAYS }, (_, index) => ({ day: first + index * DAY_MS, count: 0 }));
  for (const bucket of buckets) {
    const index = Math.floor((Date.parse(bucket.start) - first) / DAY_MS);
    const day = days[index];
    if (day !== undefined) day.count += bucket.value;
  }
  return days;
}
