// The aggregate's histogram: the narrowest rung of the service's ladder with at most 200 buckets; inner
// boundaries on UTC multiples of the width, first and last buckets clipped to the window.
import type { TimeWindow } from '../core/date-time';

export const HISTOGRAM_WIDTHS_SECONDS = [15, 30, 120, 600, 1200, 3600, 14_400, 28_800, 86_400] as const;
export const MAX_HISTOGRAM_BUCKETS = 200;

export interface HistogramPlan {
  window: TimeWindow;
  widthMs: number;
  /** Start of the aligned grid (<= window.from). */
  gridStart: number;
  count: number;
}

/** Buckets of `widthMs` on the UTC grid, the first and last clipped to the window. */
export function planGrid(window: TimeWindow, widthMs: number): HistogramPlan {
  const gridStart = Math.floor(window.from / widthMs) * widthMs;
  return { window, widthMs, gridStart, count: Math.max(1, Math.ceil((window.to - gridStart) / widthMs)) };
}

export function planHistogram(window: TimeWindow): HistogramPlan {
  const plans = HISTOGRAM_WIDTHS_SECONDS.map((seconds) => planGrid(window, seconds * 1000));
  // Past the widest rung, more buckets than the cap.
  return plans.find((plan) => plan.count <= MAX_HISTOGRAM_BUCKETS) ?? (plans.at(-1) as HistogramPlan);
}

/** Bucket of a time inside the window (the window end belongs to the last bucket). */
export function bucketIndexOf(plan: HistogramPlan, time: number): number {
  const index = Math.floor((time - plan.gridStart) / plan.widthMs);
  return index < 0 ? 0 : index >= plan.count ? plan.count - 1 : index;
}

export function bucketBounds(plan: HistogramPlan, index: number): { start: number; end: number } {
  const start = index === 0 ? plan.window.from : plan.gridStart + index * plan.widthMs;
  const end = index === plan.count - 1 ? plan.window.to : plan.gridStart + (index + 1) * plan.widthMs;
  return { start, end };
}
