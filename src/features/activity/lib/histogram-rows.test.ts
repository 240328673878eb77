import { describe, expect, it } from 'vitest';
import { axisTicks, busiestRow, histogramRows } from './histogram-rows';

const buckets = [
  { start: '2026-11-20T11:20:00Z', end: '2026-11-20T11:30:00Z', count: 4 },
  { start: '2026-11-20T11:00:00Z', end: '2026-11-20T11:10:00Z', count: 2 },
  { start: '2026-11-20T11:10:00Z', end: '2026-11-20T11:20:00Z', count: 9 },
  { start: 'garbage', end: '2026-11-20T11:20:00Z', count: 1 },
];

describe('histogram rows', () => {
  it('orders buckets by time and skips unreadable ones', () => {
    expect(histogramRows(buckets).map((row) => row.count)).toEqual([2, 9, 4]);
  });

  it('finds the busiest bar', () => {
    expect(busiestRow(histogramRows(buckets))?.count).toBe(9);
    expect(busiestRow([])).toBeNull();
  });

  it('labels every n-th bar from the first, at most as many as asked', () => {
    const rows = Array.from({ length: 144 }, (_, index) => ({ start: index * 600_000, end: (index + 1) * 600_000, count: 0 }));
    const ticks = axisTicks(rows, 8);
    expect(ticks).toHaveLength(8);
    expect(ticks.slice(0, 3)).toEqual([0, 18 * 600_000, 36 * 600_000]);
    expect(axisTicks(rows.slice(0, 5), 8)).toEqual([0, 600_000, 1_200_000, 1_800_000, 2_400_000]);
    expect(axisTicks([], 8)).toEqual([]);
  });
});
