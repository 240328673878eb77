import { formatCount, formatDay } from '@/lib/format';
import type { DayCount } from './row-insight-windows';

/** The sparkline in words: the total and the worst (UTC) day. */
export function describeFailureTrend(days: readonly DayCount[]): string {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  if (total === 0) return `No failures in the last ${days.length} days`;
  const worst = days.reduce((best, day) => (day.count > best.count ? day : best));
  const plural = (count: number) => `${formatCount(count)} ${count === 1 ? 'failure' : 'failures'}`;
  return `${plural(total)} in the last ${days.length} days, most on ${formatDay(worst.day, { zone: 'utc' })} (${formatCount(worst.count)})`;
}
