import { toIsoSeconds } from '@/lib/format';
import { DAY_MS, HOUR_MS } from '@/lib/time-constants';
import { rangeSpan, type DayRange, type Span } from './period-comparison';

// Whole UTC days cut at the start of the current hour, so every load within the hour asks (and caches) the same window.

export type StatsWindow = { start_at: string; end_at: string };

/** The statistics' `start_at`/`end_at` for a run of days at `now`; null before the run has an hour in it. */
export function statsWindow(days: DayRange, now: number): StatsWindow | null {
  const span = rangeSpan(days, now, HOUR_MS);
  return span.end <= span.start ? null : statsWindowOf(span);
}
/** A span as the statistics' `start_at`/`end_at`. */
export const statsWindowOf = ({ start, end }: Span): StatsWindow => ({ start_at: toIsoSeconds(start), end_at: toIsoSeconds(end) });

/** The span of equal length just before, `days` earlier: the same hours of the previous run of days (the cards' baseline). */
export function previousWindow(window: StatsWindow, days: number): StatsWindow {
  const shift = (at: string) => toIsoSeconds(Date.parse(at) - days * DAY_MS);
  return { start_at: shift(window.start_at), end_at: shift(window.end_at) };
}
