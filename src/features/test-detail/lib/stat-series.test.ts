import { describe, expect, it } from 'vitest';
import { bucketWidthMs, statRows } from './stat-series';

const b = (start: string, end: string, value: number) => ({ start, end, value });

describe('bucketWidthMs', () => {
  it('reads the widest bucket, since the first and last may be clipped to the window', () => {
    expect(
      bucketWidthMs([
        b('2026-11-19T12:30:00Z', '2026-11-19T16:00:00Z', 0),
        b('2026-11-19T16:00:00Z', '2026-11-19T20:00:00Z', 0),
        b('2026-11-19T20:00:00Z', '2026-11-19T20:30:00Z', 0),
      ]),
    ).toBe(4 * 3_600_000);
  });

  it('is null without buckets', () => {
    expect(bucketWidthMs([])).toBeNull();
  });
});

describe('statRows', () => {
  it('joins the four series by bucket start, in time order; a missing count is 0', () => {
    const rows = statRows({
      success: [b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 5), b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 3)],
      failure: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 1), b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 0)],
      flaky: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 1)],
      duration: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 1.5), b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 0)],
    });
    expect(rows).toEqual([
      {
        start: Date.parse('2026-11-20T00:00:00Z'),
        end: Date.parse('2026-11-20T01:00:00Z'),
        success: 3,
        failure: 1,
        flaky: 1,
        meanSeconds: 1.5,
      },
      {
        start: Date.parse('2026-11-20T01:00:00Z'),
        end: Date.parse('2026-11-20T02:00:00Z'),
        success: 5,
        failure: 0,
        flaky: 0,
        meanSeconds: 0,
      },
    ]);
  });

  it('turns the 0 of a bucket without runs into a gap, and keeps real values', () => {
    const rows = statRows({
      success: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 2), b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 0)],
      failure: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 0), b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 0)],
      flaky: [],
      duration: [b('2026-11-20T00:00:00Z', '2026-11-20T01:00:00Z', 1.5), b('2026-11-20T01:00:00Z', '2026-11-20T02:00:00Z', 0)],
    });
    expect(rows.map((row) => row.meanSeconds)).toEqual([1.5, null]);
  });
});
