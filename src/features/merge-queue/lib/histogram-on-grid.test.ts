import { describe, expect, it } from 'vitest';
import { histogramOnGrid } from './histogram-on-grid';
import { intervalGrid } from './interval-grid';

describe('histogram on the grid', () => {
  it('adds the log’s buckets up per interval', () => {
    const grid = intervalGrid({ start_at: '2026-11-18T00:00:00Z', end_at: '2026-11-20T12:00:00Z' });
    const buckets = [
      { start: '2026-11-18T00:00:00Z', count: 2 },
      { start: '2026-11-18T20:00:00Z', count: 3 },
      { start: '2026-11-19T04:00:00Z', count: 1 },
      { start: '2026-11-20T08:00:00Z', count: 4 },
    ];
    expect(histogramOnGrid(grid, buckets)).toEqual([5, 1, 4]);
  });
});
