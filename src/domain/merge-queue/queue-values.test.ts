import { describe, expect, it } from 'vitest';
import {
  countsOnGrid,
  foldOnGrid,
  histogramOnGrid,
  intervalGrid,
  intervalIndexOf,
  labelledCountsOnGrid,
  meanOf,
  total,
} from './queue-values';

const grid = intervalGrid({ start_at: '2026-11-18T00:00:00Z', end_at: '2026-11-20T12:00:00Z' });
const day = (d: number) => `2026-11-${d}T00:00:00Z`;

describe('queue answers on the grid', () => {
  it('adds every group per interval, zero where no group reports, rows off the grid ignored', () => {
    const answer = {
      groups: [
        {
          stats: [
            { start: day(18), merged: 2 },
            { start: day(20), merged: 1 },
          ],
        },
        {
          stats: [
            { start: day(18), merged: 3 },
            { start: '2026-11-18T05:00:00Z', merged: 99 },
          ],
        },
      ],
    };
    const merged = countsOnGrid(grid, answer, (row) => row.merged);
    expect(merged).toEqual([5, 0, 1]);
    expect(total(merged)).toBe(6);
  });

  it('recomputes means from sums and counts, never averaging means', () => {
    const answer = {
      groups: [{ stats: [{ start: day(18), sum: 600, count: 1 }] }, { stats: [{ start: day(18), sum: 300, count: 3 }] }],
    };
    const sums = countsOnGrid(grid, answer, (row) => row.sum);
    const counts = countsOnGrid(grid, answer, (row) => row.count);
    expect([sums[0], counts[0]]).toEqual([900, 4]);
    expect(meanOf(sums[0]!, counts[0]!)).toBe(225);
    expect(meanOf(0, 0)).toBeNull();
    expect([total(sums), total(counts)]).toEqual([900, 4]);
  });

  it('adds time-weighted means across groups and keeps the largest of one', () => {
    const answer = {
      groups: [{ stats: [{ start: day(19), avg: 1.5, max: 4 }] }, { stats: [{ start: day(19), avg: 0.25, max: 2 }] }],
    };
    expect(countsOnGrid(grid, answer, (row) => row.avg)[1]).toBe(1.75);
    expect(
      foldOnGrid(
        grid,
        answer,
        () => 0,
        (largest, row) => Math.max(largest, row.max),
      )[1],
    ).toBe(4);
  });

  it('counts per label, labels by their total, largest first (ties by name)', () => {
    const answer = {
      groups: [
        {
          stats: [
            { start: day(18), reason: 'PR_MERGED', count: 4 },
            { start: day(18), reason: 'CHECKS_FAILED', count: 1 },
          ],
        },
        {
          stats: [
            { start: day(19), reason: 'CHECKS_FAILED', count: 1 },
            { start: day(19), reason: 'PR_DEQUEUED', count: 2 },
          ],
        },
      ],
    };
    const { labels, perInterval } = labelledCountsOnGrid(
      grid,
      answer,
      (row) => row.reason,
      (row) => row.count,
    );
    expect(labels).toEqual(['PR_MERGED', 'CHECKS_FAILED', 'PR_DEQUEUED']);
    expect(perInterval.map((counts) => Object.fromEntries(counts))).toEqual([
      { PR_MERGED: 4, CHECKS_FAILED: 1 },
      { CHECKS_FAILED: 1, PR_DEQUEUED: 2 },
      {},
    ]);
  });

  it('adds the log’s histogram buckets up per interval', () => {
    const buckets = [
      { start: '2026-11-18T00:00:00Z', count: 2 },
      { start: '2026-11-18T20:00:00Z', count: 3 },
      { start: '2026-11-19T04:00:00Z', count: 1 },
      { start: '2026-11-20T08:00:00Z', count: 4 },
    ];
    expect(histogramOnGrid(grid, buckets)).toEqual([5, 1, 4]);
  });
});

const at = (iso: string) => Date.parse(iso);

describe('interval grid', () => {
  it('cuts a window over two days into UTC days, the last one clipped and holding the window end', () => {
    const grid = intervalGrid({ start_at: '2026-11-14T00:00:00Z', end_at: '2026-11-20T12:34:00Z' });
    expect(grid).toHaveLength(7);
    expect(grid[0]).toEqual({ start: at('2026-11-14T00:00:00Z'), end: at('2026-11-15T00:00:00Z'), endIncluded: false });
    expect(grid[6]).toEqual({ start: at('2026-11-20T00:00:00Z'), end: at('2026-11-20T12:34:00Z'), endIncluded: true });
    expect(intervalIndexOf(grid, '2026-11-20T00:00:00Z')).toBe(6);
    expect(intervalIndexOf(grid, '2026-11-20T01:00:00Z')).toBe(-1);
  });

  it('cuts two days or less into UTC hours, clipping both ends', () => {
    const grid = intervalGrid({ start_at: '2026-11-20T09:30:00Z', end_at: '2026-11-20T12:15:00Z' });
    expect(grid.map((interval) => [new Date(interval.start).toISOString(), new Date(interval.end).toISOString()])).toEqual([
      ['2026-11-20T09:30:00.000Z', '2026-11-20T10:00:00.000Z'],
      ['2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z'],
      ['2026-11-20T11:00:00.000Z', '2026-11-20T12:00:00.000Z'],
      ['2026-11-20T12:00:00.000Z', '2026-11-20T12:15:00.000Z'],
    ]);
    // Exactly two days is still hours; whole days end at midnight, included.
    const twoDays = intervalGrid({ start_at: '2026-11-18T00:00:00Z', end_at: '2026-11-20T00:00:00Z' });
    expect(twoDays).toHaveLength(48);
    expect(twoDays[47]?.endIncluded).toBe(true);
    expect(intervalGrid({ start_at: '2026-11-20T00:00:00Z', end_at: '2026-11-20T00:00:00Z' })).toEqual([]);
  });
});
