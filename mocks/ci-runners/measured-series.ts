// A figure over a window and over its buckets, measured only where the service knows the jobs: from
// the start of the 30 days kept to the current hour. A bucket (or a window) wholly outside that is null
// whatever the figure; one partly inside is measured over its inside part. Buckets are the per-test
// series' widths (1h, 4h, 1d or 2d), but tiled from the window start as the vendor's runner statistics
// are (the last may reach past the window's end, which still closes what is counted).
import { bucketWidthFor } from '../test-insights/buckets';
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
  const width = bucketWidthFor(window.end - window.start);
  const points: MeasuredPoint[] = [];
  for (let start = window.start; start < window.end; start += width) {
    const span = measuredSpan(start, Math.min(start + width, window.end), known);
    points.push({ start, end: start + width, value: span ? figure(span) : null });
  }
  return { value: whole ? figure(whole) : null, points };
}
