import { describe, expect, it } from 'vitest';
import { bucketWidth, trendRows } from './trend-series';

const bucket = (hour: number, value: number | null) => ({
  start: `2026-11-20T${String(hour).padStart(2, '0')}:00:00Z`,
  end: `2026-11-20T${String(hour + 4).padStart(2, '0')}:00:00Z`,
  value,
});

describe('trendRows', () => {
  it('joins the three series by bucket, in time order, keeping a bucket without jobs as null', () => {
    const rows = trendRows({
      successRate: [bucket(4, 0.5), bucket(0, 1)],
      median: [bucket(0, 120), bucket(4, null)],
      p95: [bucket(0, 300), bucket(4, null)],
    });
    expect(rows).toEqual([
      {
        start: Date.parse('2026-11-20T00:00:00Z'),
        end: Date.parse('2026-11-20T04:00:00Z'),
        successRate: 1,
        medianSeconds: 120,
        p95Seconds: 300,
      },
      {
        start: Date.parse('2026-11-20T04:00:00Z'),
        end: Date.parse('2026-11-20T08:00:00Z'),
        successRate: 0.5,
        medianSeconds: null,
        p95Seconds: null,
      },
    ]);
    expect(bucketWidth(rows)).toBe(4 * 3_600_000);
  });

  it('has no width without buckets', () => {
    expect(bucketWidth(trendRows({ successRate: [], median: [], p95: [] }))).toBeNull();
  });
});
