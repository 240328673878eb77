// A figure over a window and over its buckets, measured only where the service knows the jobs: from
// the start of the 30 days kept to the current hour. A bucket (or a window) wholly outside that is null
// whatever the figure; one partly inside is measured over its inside part. Buckets are the per-test
// series' (1h, 4h, 1d or 2d wide, from the window start; the last may reach past the window's end,
// which still closes what is counted).
import { buildBuckets } from '../test-insights/buckets';
import type { Span } from './runner-figures';

export interface MeasuredPoint {
  start: number;
  end: number;
  value: number | null;
}

export interface MeasuredSeries {
  value: number | null;
  points: MeasuredPoint[];
}

/** The part of [start, end) inside `known`, or null when none. */
export function measuredSpan(start: number, end: number, known: Span): Span | null {
  const from = Math.max(start, known.start);
  const to = Math.min(end, known.end);
  return from < to ? { start: from, end: to } : null;
}

export function measuredSeries(window: Span, known: Span, figure: (span: Span) => number | null): MeasuredSeries {
  const whole = measuredSpan(window.start, window.end, known);
  const points = buildBuckets(window.start, window.end).map((bucket) => {
    const span = measuredSpan(bucket.start, Math.min(bucket.end, window.end), known);
    return { start: bucket.start, end: bucket.end, value: span ? figure(span) : null };
  });
  return { value: whole ? figure(whole) : null, points };
}
