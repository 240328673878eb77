import { describe, expect, it } from 'vitest';
import { MAX_WINDOW_MS, bucketWidthFor, buildBuckets, resolveWindow } from './buckets';
import { DAY_MS, HOUR_MS } from './time-constants';

describe('bucketWidthFor', () => {
  it.each([
    [HOUR_MS, HOUR_MS],
    [DAY_MS, HOUR_MS],
    [2 * DAY_MS, HOUR_MS],
    [2 * DAY_MS + 1, 4 * HOUR_MS],
    [7 * DAY_MS, 4 * HOUR_MS],
    [8 * DAY_MS + 1, DAY_MS],
    [30 * DAY_MS, DAY_MS],
    [60 * DAY_MS + 1, 2 * DAY_MS],
  ])('a %d ms window gets %d ms buckets', (window, width) => {
    expect(bucketWidthFor(window)).toBe(width);
  });
});

describe('buildBuckets', () => {
  const start = Date.UTC(2025, 5, 1, 10, 30);

  it('cuts buckets on UTC boundaries: the first holds the start, the last the end', () => {
    const buckets = buildBuckets(start, start + DAY_MS);
    expect(buckets).toHaveLength(25);
    expect(buckets[0]).toEqual({ start: Date.UTC(2025, 5, 1, 10), end: Date.UTC(2025, 5, 1, 11) });
    expect(buckets.at(-1)).toEqual({ start: Date.UTC(2025, 5, 2, 10), end: Date.UTC(2025, 5, 2, 11) });
    expect(buckets.every((bucket) => bucket.end - bucket.start === HOUR_MS)).toBe(true);
  });

  it('starts 4-hour buckets at 00, 04, 08 … UTC and day buckets at midnight, without gaps or overlaps', () => {
    expect(buildBuckets(start, start + 7 * DAY_MS)[0]?.start).toBe(Date.UTC(2025, 5, 1, 8));
    const buckets = buildBuckets(start, start + 30 * DAY_MS);
    expect(buckets).toHaveLength(31);
    expect(buckets[0]?.start).toBe(Date.UTC(2025, 5, 1));
    buckets.forEach((bucket, index) => {
      expect(bucket.end - bucket.start).toBe(DAY_MS);
      if (index > 0) expect(bucket.start).toBe(buckets[index - 1]?.end);
    });
  });

  it('gives a window on the boundaries exactly its buckets', () => {
    const aligned = Date.UTC(2025, 5, 1, 8);
    expect(buildBuckets(aligned, aligned + 7 * DAY_MS)).toHaveLength(42);
    expect(buildBuckets(aligned, aligned + 90 * 60_000)).toEqual([
      { start: aligned, end: aligned + HOUR_MS },
      { start: aligned + HOUR_MS, end: aligned + 2 * HOUR_MS },
    ]);
  });

  it('has no buckets for an empty window', () => {
    expect(buildBuckets(start, start)).toEqual([]);
  });
});

describe('resolveWindow', () => {
  const now = Date.UTC(2025, 5, 1, 12);

  it('defaults to the day before now', () => {
    expect(resolveWindow(undefined, undefined, now)).toEqual({ ok: true, start: now - DAY_MS, end: now });
  });

  it('defaults end to start + 1 day when only start is given', () => {
    expect(resolveWindow(now - 5 * DAY_MS, undefined, now)).toEqual({ ok: true, start: now - 5 * DAY_MS, end: now - 4 * DAY_MS });
  });

  it('defaults start to end - 1 day when only end is given', () => {
    expect(resolveWindow(undefined, now - DAY_MS, now)).toEqual({ ok: true, start: now - 2 * DAY_MS, end: now - DAY_MS });
  });

  it('refuses start after end, and over-long windows, naming start', () => {
    expect(resolveWindow(now, now - 1, now)).toMatchObject({ ok: false, field: 'start' });
    expect(resolveWindow(now - MAX_WINDOW_MS - 1, now, now)).toMatchObject({ ok: false, field: 'start' });
    expect(resolveWindow(now, now, now)).toEqual({ ok: true, start: now, end: now });
    // one day after 9999-12-31 is past what a date-time can hold
    expect(resolveWindow(Date.parse('9999-12-31T12:00:00Z'), undefined, now)).toMatchObject({ ok: false, field: 'start' });
    expect(resolveWindow(undefined, Date.parse('0001-01-01T12:00:00Z'), now)).toMatchObject({ ok: false, field: 'end' });
  });
});
