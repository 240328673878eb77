import type { TestStatBucket } from '@/api/types';
import { formatCount, formatDay } from '@/lib/format';

export type DayBar = TestStatBucket & { label: string };

export const toDayBars = (buckets: readonly TestStatBucket[]): DayBar[] =>
  buckets.map((bucket) => ({ ...bucket, label: formatDay(bucket.start, { zone: 'utc' }) }));

/** "Oct 22 – Nov 20, 2026" over the bars' UTC days; null without bars. */
export function describePeriod(bars: readonly DayBar[]): string | null {
  const first = bars[0];
  const last = bars[bars.length - 1];
  if (first === undefined || last === undefined) return null;
  const sameYear = new Date(first.start).getUTCFullYear() === new Date(last.start).getUTCFullYear();
  return `${formatDay(first.start, { zone: 'utc', withYear: !sameYear })} – ${formatDay(last.start, { zone: 'utc', withYear: true })}`;
}

export function summarizeDays(bars: readonly DayBar[]): string {
  if (bars.length === 0) return 'No days in the series.';
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const busiest = bars.reduce((best, bar) => (bar.value > best.value ? bar : best), bars[0] as DayBar);
  return `${bars.length} days from ${bars[0]?.label} to ${bars[bars.length - 1]?.label} (UTC): ${formatCount(total)} failed executions in total, at most ${formatCount(busiest.value)} on ${busiest.label}.`;
}
