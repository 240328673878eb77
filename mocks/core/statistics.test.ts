import { describe, expect, it } from 'vitest';
import { max, mean, median, min, nearestRank, percentile, ratio, sum, summarize, wholeSeconds } from './statistics';

describe('summarize', () => {
  it('is null for every statistic of an empty list', () => {
    for (const stat of ['avg', 'min', 'median', 'p95', 'p99', 'max'] as const) expect(summarize([], stat)).toBeNull();
  });

  it('gives the one value for every statistic of a single value', () => {
    for (const stat of ['avg', 'min', 'median', 'p95', 'p99', 'max'] as const) expect(summarize([42], stat)).toBe(42);
  });

  it('takes the median of an odd count from the middle, of an even count as the rounded mean of the two middle values', () => {
    expect(summarize([9, 1, 5], 'median')).toBe(5);
    expect(summarize([4, 1, 2, 3], 'median')).toBe(3); // (2 + 3) / 2 = 2.5, halves up
    expect(summarize([1, 2, 4, 10], 'median')).toBe(3);
  });

  it('rounds the mean to the second, halves up, and does not care about input order', () => {
    expect(summarize([1, 2], 'avg')).toBe(2);
    expect(summarize([3, 1, 1], 'avg')).toBe(2); // 5 / 3 = 1.67
    expect(summarize([10, 0, 5], 'min')).toBe(0);
    expect(summarize([10, 0, 5], 'max')).toBe(10);
  });

  it('takes percentiles by nearest rank: an observed value at rank ⌈p·n⌉', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index); // 100 … 1
    expect(summarize(hundred, 'p95')).toBe(95);
    expect(summarize(hundred, 'p99')).toBe(99);
    const twenty = Array.from({ length: 20 }, (_, index) => (index + 1) * 10);
    expect(summarize(twenty, 'p95')).toBe(190); // rank 19
    expect(summarize(twenty, 'p99')).toBe(200); // rank ⌈19.8⌉ = 20
    expect(summarize([7, 3], 'p95')).toBe(7);
  });
});

describe('nearestRank', () => {
  it('is null on nothing and clamps its rank into the list', () => {
    expect(nearestRank([], 0.5)).toBeNull();
    expect(nearestRank([1, 2, 3], 0)).toBe(1);
    expect(nearestRank([1, 2, 3], 1)).toBe(3);
  });
});

describe('wholeSeconds', () => {
  it('rounds milliseconds to the second, halves up', () => {
    expect(wholeSeconds(1499)).toBe(1);
    expect(wholeSeconds(1500)).toBe(2);
    expect(wholeSeconds(0)).toBe(0);
  });
});

describe('merge-queue figures', () => {
  it('answers 0 (median: null) for no values', () => {
    expect([sum([]), mean([]), max([]), min([]), percentile([], 95), ratio(0, 0)]).toEqual([0, 0, 0, 0, 0, 0]);
    expect(median([])).toBeNull();
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
  });

  it('takes the nearest-rank percentile', () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index); // 20..1
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2], 50)).toBe(1);
  });

  it('finds extremes of negative values too', () => {
    expect(max([-3, -1, -2])).toBe(-1);
    expect(min([3, 1, 2])).toBe(1);
  });
});
