// The intervals of a merge-queue statistic, a rule the vendor leaves unsaid: 1 hour while the window
// spans 2 days or less (at most 49 intervals), otherwise 1 UTC day (at most 94 over the 93 days a
// window may span). Intervals sit on the grid of the activity log's histogram (inner boundaries on UTC
// multiples of the width, the first and last clipped to the window), so an interval's start and end are
// exactly the range its figures counted and the log can be asked for the same events.
import type { TimeWindow } from '../activity/activity-query';
import { bucketBounds, bucketIndexOf, type HistogramPlan } from '../activity/histogram-plan';
import { HOUR_MS, DAY_MS } from '../test-insights/time-constants';

/** Widest window answered in hourly intervals. */
export const HOURLY_UP_TO_MS = 2 * DAY_MS;
/** Longest window, as for the activity log (events are kept 90 days). */
export const MAX_STATS_WINDOW_MS = 93 * DAY_MS;

export interface StatsInterval {
  start: number;
  end: number;
}

export type IntervalPlan = HistogramPlan;

export function planIntervals(window: TimeWindow): IntervalPlan {
  const widthMs = window.to - window.from <= HOURLY_UP_TO_MS ? HOUR_MS : DAY_MS;
  const gridStart = Math.floor(window.from / widthMs) * widthMs;
  const count = Math.max(1, Math.ceil((window.to - gridStart) / widthMs));
  return { window, widthMs, gridStart, count };
}

export function intervalsOf(plan: IntervalPlan): StatsInterval[] {
  return Array.from({ length: plan.count }, (_, index) => bucketBounds(plan, index));
}

/** Interval of a time inside the window (an inner boundary belongs to the later interval, the window's end to the last). */
export function intervalIndexOf(plan: IntervalPlan, time: number): number {
  return bucketIndexOf(plan, time);
}

export function inWindow(window: TimeWindow, time: number): boolean {
  return time >= window.from && time <= window.to;
}
