import { describe, expect, it } from 'vitest';
import { busiestRow, histogramRows } from './histogram-rows';

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
});
