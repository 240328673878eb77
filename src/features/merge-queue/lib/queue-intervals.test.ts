import { describe, expect, it } from 'vitest';
import { intervalGrid } from './interval-grid';
import { countsOnGrid, labelledCountsOnGrid, levelsOnGrid, meanOf, sumCountsOnGrid, total, totalSumCount } from './queue-intervals';

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
    const perDay = sumCountsOnGrid(
      grid,
      answer,
      (row) => row.sum,
      (row) => row.count,
    );
    expect(perDay[0]).toEqual({ sum: 900, count: 4 });
    expect(meanOf(perDay[0]!.sum, perDay[0]!.count)).toBe(225);
    expect(meanOf(0, 0)).toBeNull();
    expect(totalSumCount(perDay)).toEqual({ sum: 900, count: 4 });
  });

  it('adds time-weighted means across groups and keeps the largest of one', () => {
    const answer = {
      groups: [{ stats: [{ start: day(19), avg: 1.5, max: 4 }] }, { stats: [{ start: day(19), avg: 0.25, max: 2 }] }],
    };
    expect(
      levelsOnGrid(
        grid,
        answer,
        (row) => row.avg,
        (row) => row.max,
      )[1],
    ).toEqual({ mean: 1.75, max: 4 });
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
});
