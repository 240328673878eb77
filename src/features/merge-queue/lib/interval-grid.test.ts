import { describe, expect, it } from 'vitest';
import { intervalGrid, intervalIndexOf } from './interval-grid';

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
