import { dayOf, dayStart, type DayRange } from '@/domain/periods/period-comparison';
import { toIsoSeconds } from '@/lib/format';
import { RANGE_DAYS, type MergeQueueRange } from './merge-queue-search';
import { HOUR_MS, DAY_MS } from '@/lib/time-constants';

/*
 * The page's window: the last N whole UTC days, today counting as far as it has gone. It is a run of
 * days like a period of the comparison, and both ask the statistics the same way: from the first day's
 * midnight to the end of the last day, cut at the start of the current UTC hour. Every answer of a view
 * is asked for that one window (it is in their query keys), so their intervals match to the
 * millisecond and a drill-down's count holds for every figure; every load within the hour asks, and
 * caches, the very same window (as the test page's presets do).
 */

/** The UTC days a preset covers at `now`. */
export function rangeDays(range: MergeQueueRange, now: number): DayRange {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayOf(today - (RANGE_DAYS[range] - 1) * DAY_MS), to: dayOf(today) };
}

export type StatsWindow = { start_at: string; end_at: string };

/** The statistics' `start_at`/`end_at` for a run of days at `now`; null before the run has an hour in it. */
export function statsWindow(days: DayRange, now: number): StatsWindow | null {
  const start = dayStart(days.from) ?? 0;
  const end = Math.min((dayStart(days.to) ?? 0) + DAY_MS, Math.floor(now / HOUR_MS) * HOUR_MS);
  return end <= start ? null : { start_at: toIsoSeconds(start), end_at: toIsoSeconds(end) };
}
