// A figure over a window and its buckets, measured only where the jobs are known (the 30 days kept, up to the current
// hour): null wholly outside, over the inside part when partly in; buckets tiled from the window start.
import { formatDateTime } from '../core/date-time';
import { bucketWidthFor, type Span } from '../test-insights/buckets';

export interface MeasuredSeries {
  value: number | null;
  value_over_time: { start: string; end: string; value: number | null }[];
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
  const points: MeasuredSeries['value_over_time'] = [];
  for (let start = window.start; start < window.end; start += width) {
    const span = measuredSpan(start, Math.min(start + width, window.end), known);
    points.push({ start: formatDateTime(start), end: formatDateTime(start + width), value: span ? figure(span) : null });
  }
  return { value: whole ? figure(whole) : null, value_over_time: points };
}
