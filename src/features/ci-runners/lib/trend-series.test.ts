import { describe, expect, it } from 'vitest';
import { bucketWidth, peakOf, seriesRows, shiftedBuckets } from './trend-series';

const bucket = (hour: number, value: number | null, day = 20) => ({
  start: `2026-11-${day}T${String(hour).padStart(2, '0')}:00:00Z`,
  end: `2026-11-${day}T${String(hour + 4).padStart(2, '0')}:00:00Z`,
  value,
});
const at = (hour: number) => Date.parse(`2026-11-20T${String(hour).padStart(2, '0')}:00:00Z`);

describe('seriesRows', () => {
  it('joins the series by bucket, in time order, keeping a bucket without a figure as null', () => {
    const rows = seriesRows({
      successRate: [bucket(4, 0.5), bucket(0, 1)],
      median: [bucket(0, 120), bucket(4, null)],
      p95: [bucket(0, 300)],
    });
    expect(rows).toEqual([
      { start: at(0), end: at(4), successRate: 1, median: 120, p95: 300 },
      { start: at(4), end: at(8), successRate: 0.5, median: null, p95: null },
    ]);
    expect(bucketWidth(rows)).toBe(4 * 3_600_000);
    expect(bucketWidth(seriesRows({ successRate: [] }))).toBeNull();
  });

  it('lays the window before over the current one bucket for bucket', () => {
    const before = shiftedBuckets([bucket(0, 0.4, 13), bucket(4, 0.6, 13)], 7 * 24 * 3_600_000);
    expect(seriesRows({ now: [bucket(0, 0.5), bucket(4, 0.7)], before })).toEqual([
      { start: at(0), end: at(4), now: 0.5, before: 0.4 },
      { start: at(4), end: at(8), now: 0.7, before: 0.6 },
    ]);
  });
});

describe('peakOf', () => {
  const rows = seriesRows({ jobs: [bucket(0, 3), bucket(4, null), bucket(8, 5), bucket(12, 5), bucket(16, 1)] });
  it('finds the first highest (or lowest) bucket with a figure, none without one', () => {
    expect(peakOf(rows, 'jobs')?.start).toBe(at(8));
    expect(peakOf(rows, 'jobs', true)?.start).toBe(at(16));
    expect(peakOf(seriesRows({ jobs: [bucket(0, null)] }), 'jobs')).toBeNull();
  });
});
