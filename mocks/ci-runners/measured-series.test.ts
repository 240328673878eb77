import { describe, expect, it } from 'vitest';
import { measuredSeries, measuredSpan } from './runner-figures';
import type { Span } from '../test-insights/buckets';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 20);
const iso = (ms: number) => new Date(ms).toISOString();

/** A figure that reports the span it was given, so each point shows what was measured. */
const spanFigure = (span: Span) => (span.end - span.start) / HOUR;

describe('measuredSpan', () => {
  it('is the part inside what is known, or null when they do not meet', () => {
    const known = { start: T0, end: T0 + 10 * HOUR };
    expect(measuredSpan(T0 - HOUR, T0 + HOUR, known)).toEqual({ start: T0, end: T0 + HOUR });
    expect(measuredSpan(T0 + 10 * HOUR, T0 + 11 * HOUR, known)).toBeNull();
    expect(measuredSpan(T0 - 2 * HOUR, T0, known)).toBeNull();
  });
});

describe('measuredSeries', () => {
  it('measures a window known throughout over its whole length, in hourly buckets for a day', () => {
    const series = measuredSeries({ start: T0, end: T0 + DAY }, { start: T0 - DAY, end: T0 + 2 * DAY }, spanFigure);
    expect(series.value).toBe(24);
    expect(series.value_over_time).toHaveLength(24);
    expect(series.value_over_time.every((point) => point.value === 1)).toBe(true);
    expect(series.value_over_time[23]).toEqual({ start: iso(T0 + 23 * HOUR), end: iso(T0 + DAY), value: 1 });
  });

  it('leaves buckets after the current hour null, measures one cut by it over its known part', () => {
    const known = { start: T0 - DAY, end: T0 + 30 * HOUR + HOUR / 2 };
    const series = measuredSeries({ start: T0, end: T0 + 2 * DAY }, known, spanFigure);
    expect(series.value).toBe(30.5);
    expect(series.value_over_time[29]?.value).toBe(1);
    expect(series.value_over_time[30]?.value).toBe(0.5);
    expect(series.value_over_time[31]?.value).toBeNull();
    expect(series.value_over_time[47]?.value).toBeNull();
  });

  it('is null, value and buckets, for a window wholly before the jobs kept or after the current hour', () => {
    const known = { start: T0, end: T0 + DAY };
    for (const window of [
      { start: T0 - DAY, end: T0 },
      { start: T0 + DAY, end: T0 + 2 * DAY },
    ]) {
      const series = measuredSeries(window, known, spanFigure);
      expect(series.value).toBeNull();
      expect(series.value_over_time.every((point) => point.value === null)).toBe(true);
    }
  });

  it('lets the last bucket reach past a window that is not whole buckets, counting only up to the window end', () => {
    const series = measuredSeries({ start: T0, end: T0 + 3 * DAY + 2 * HOUR }, { start: T0 - DAY, end: T0 + 9 * DAY }, spanFigure);
    expect(series.value_over_time).toHaveLength(19); // 4-hour buckets over 74 hours
    expect(series.value_over_time[18]).toEqual({ start: iso(T0 + 72 * HOUR), end: iso(T0 + 76 * HOUR), value: 2 });
    expect(series.value).toBe(74);
  });
});
