import type { TestStatBucket } from '@/api/types';
import { formatCount, formatDay, formatLocalDateTime, formatUtcDateTime } from '@/lib/format';

export type DayBar = {
  start: string;
  end: string;
  value: number;
  label: string;
  localSpan: string;
  utcSpan: string;
};

export function toDayBars(buckets: readonly TestStatBucket[]): DayBar[] {
  return buckets.map((bucket) => ({
    start: bucket.start,
    end: bucket.end,
    value: bucket.value,
    label: formatDay(bucket.start, { zone: 'utc' }),
    localSpan: `${formatLocalDateTime(bucket.start)} – ${formatLocalDateTime(bucket.end)}`,
    utcSpan: `${formatUtcDateTime(bucket.start)} – ${formatUtcDateTime(bucket.end)}`,
  }));
}

/** "Oct 22 – Nov 20, 2026" over the buckets' UTC days; null without buckets. */
export function describePeriod(buckets: readonly TestStatBucket[]): { label: string; days: number } | null {
  const first = buckets[0];
  const last = buckets[buckets.length - 1];
  if (first === undefined || last === undefined) return null;
  const sameYear = new Date(first.start).getUTCFullYear() === new Date(last.start).getUTCFullYear();
  return {
    label: `${formatDay(first.start, { zone: 'utc', withYear: !sameYear })} – ${formatDay(last.start, { zone: 'utc', withYear: true })}`,
    days: buckets.length,
  };
}

export function summarizeDays(bars: readonly DayBar[]): string {
  if (bars.length === 0) return 'No days in the series.';
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const busiest = bars.reduce((best, bar) => (bar.value > best.value ? bar : best), bars[0] as DayBar);
  return `${bars.length} days from ${bars[0]?.label} to ${bars[bars.length - 1]?.label} (UTC): ${formatCount(total)} failed executions in total, at most ${formatCount(busiest.value)} on ${busiest.label}.`;
}
