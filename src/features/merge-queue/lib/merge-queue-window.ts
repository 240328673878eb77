import { dayOf, rangeWindow, type DayRange } from '@/domain/periods/period-comparison';
import { RANGE_DAYS, type MergeQueueRange } from './merge-queue-search';

/*
 * The page's window: the last N whole UTC days, today counting as far as it has gone. It is a run of
 * days like a period of the comparison, so both ask the statistics the same way (`rangeWindow`: the
 * days' start, cut at now to the minute). Query keys hold the days, never a computed "now".
 */

const DAY_MS = 24 * 3_600_000;

/** The UTC days a preset covers at `now`. */
export function rangeDays(range: MergeQueueRange, now: number): DayRange {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return { from: dayOf(today - (RANGE_DAYS[range] - 1) * DAY_MS), to: dayOf(today) };
}

/** The statistics' `start_at`/`end_at` for a run of days at `now`; null before the run begins. */
export function statsWindow(days: DayRange, now: number): { start_at: string; end_at: string } | null {
  const window = rangeWindow(days, now);
  return window === null ? null : { start_at: window.start, end_at: window.end };
}
