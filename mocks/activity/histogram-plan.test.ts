import { describe, expect, it } from 'vitest';
import { bucketBounds, bucketIndexOf, MAX_HISTOGRAM_BUCKETS, planHistogram } from './histogram-plan';

const T0 = Date.parse('2026-11-20T12:07:23.456Z');
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('planHistogram', () => {
  it.each([
    [5 * MIN, 15],
    [15 * MIN, 15],
    [HOUR, 30],
    [6 * HOUR, 120],
    [DAY, 600],
    [2 * DAY, 1200],
    [7 * DAY, 3600],
    [30 * DAY, 14_400],
    [60 * DAY, 28_800],
    [93 * DAY, 86_400],
  ])('a range of %d ms uses %d s buckets', (span, seconds) => {
    const plan = planHistogram({ from: T0 - span, to: T0 });
    expect(plan.widthMs).toBe(seconds * 1000);
    expect(plan.count).toBeLessThanOrEqual(MAX_HISTOGRAM_BUCKETS);
  });

  it.each([0, 1, 15_000, HOUR, DAY + 1, 30 * DAY, 93 * DAY])('tiles [from, to] exactly (span %d)', (span) => {
    const window = { from: T0 - span, to: T0 };
    const plan = planHistogram(window);
    const buckets = Array.from({ length: plan.count }, (_, index) => bucketBounds(plan, index));
    expect(buckets[0]?.start).toBe(window.from);
    expect(buckets[buckets.length - 1]?.end).toBe(window.to);
    buckets.forEach((bucket, index) => {
      expect(bucket.end).toBeGreaterThanOrEqual(bucket.start);
      if (index > 0) expect(bucket.start).toBe(buckets[index - 1]?.end);
      // Inner boundaries sit on multiples of the width.
      if (index > 0) expect(bucket.start % plan.widthMs).toBe(0);
    });
  });

  it('puts each time of the window in the bucket that holds it', () => {
    const window = { from: T0 - DAY, to: T0 };
    const plan = planHistogram(window);
    for (const time of [window.from, window.from + 1, T0 - HOUR, window.to - 1, window.to]) {
      const { start, end } = bucketBounds(plan, bucketIndexOf(plan, time));
      expect(time >= start && (time < end || time === window.to)).toBe(true);
    }
  });
});
