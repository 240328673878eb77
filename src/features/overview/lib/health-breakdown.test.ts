import { describe, expect, it } from 'vitest';
import { formatPercent } from '@/lib/format';
import { healthBreakdown } from './health-breakdown';

describe('healthBreakdown', () => {
  it('gives shares to one decimal that add up to 100', () => {
    const result = healthBreakdown({ healthy: 1, flaky: 1, broken: 1 }, 3);
    expect(result.slices.map((slice) => slice.percent)).toEqual([33.4, 33.3, 33.3]);
    expect(result.slices.reduce((sum, slice) => sum + slice.percent * 10, 0)).toBe(1000);
    expect(result.totalMismatch).toBeNull();
  });

  it('rounds by largest remainder', () => {
    const result = healthBreakdown({ healthy: 400, flaky: 80, broken: 57 }, 537);
    // 74.488…, 14.897…, 10.614…
    expect(result.slices.map((slice) => slice.percent)).toEqual([74.5, 14.9, 10.6]);
  });

  it('bases shares on the sum and reports a total that differs', () => {
    const result = healthBreakdown({ healthy: 3, flaky: 1, broken: 0 }, 5);
    expect(result.sum).toBe(4);
    expect(result.slices.map((slice) => slice.percent)).toEqual([75, 25, 0]);
    expect(result.totalMismatch).toEqual({ total: 5, sum: 4 });
  });

  it('gives zero shares when there are no tests', () => {
    const result = healthBreakdown({ healthy: 0, flaky: 0, broken: 0 }, 0);
    expect(result.slices.every((slice) => slice.percent === 0)).toBe(true);
    expect(result.totalMismatch).toBeNull();
  });

  it('formats with one decimal', () => {
    expect(formatPercent(7)).toBe('7.0%');
    expect(formatPercent(14.9)).toBe('14.9%');
  });
});
