import { describe, expect, it } from 'vitest';
import { max, mean, median, min, percentile, ratio, sum } from './figures-math';

describe('figures-math', () => {
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
