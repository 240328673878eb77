import type { ResolvedWindow } from '@/domain/periods/time-window';
import { formatCount, formatDay, toIsoSeconds } from '@/lib/format';
import { MINUTE_MS, DAY_MS } from '@/lib/time-constants';

// The failure trend's window, the 14 UTC days ending now, is resolved per request, never in a query key.

export const TREND_DAYS = 14;

export function failureTrendWindow(now: number): ResolvedWindow {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { start: toIsoSeconds(today - (TREND_DAYS - 1) * DAY_MS), end: toIsoSeconds(Math.floor(now / MINUTE_MS) * MINUTE_MS) };
}

export type DayCount = { day: number; count: number };

/** One count per UTC day, oldest first; narrower buckets (another deployment's choice) add up into their day. */
export function failuresPerDay(window: ResolvedWindow, buckets: readonly { start: string; value: number }[]): DayCount[] {
  const first = Date.parse(window.start);
  const days: DayCount[] = Array.from({ length: TREND_DAYS }, (_, index) => ({ day: first + index * DAY_MS, count: 0 }));
  for (const bucket of buckets) {
    const index = Math.floor((Date.parse(bucket.start) - first) / DAY_MS);
    const day = days[index];
    if (day !== undefined) day.count += bucket.value;
  }
  return days;
}

export function describeFailureTrend(days: readonly DayCount[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No failures in the last ${days.length} days`;
  const worst = days.reduce((best, day) => (day.count > best.count ? day : best));
  const plural = (count: number) => `${formatCount(count)} ${count === 1 ? 'failure' : 'failures'}`;
  return `${plural(total)} in the last ${days.length} days, most on ${formatDay(worst.day, { zone: 'utc' })} (${formatCount(worst.count)})`;
}
