import { describe, expect, it } from 'vitest';
import { failuresPerDay, failureTrendWindow } from './row-insight-windows';

const NOW = Date.parse('2026-11-20T12:34:56Z');

describe('row insight windows', () => {
  it('asks for the failure trend over the 14 UTC days ending today', () => {
    expect(failureTrendWindow(NOW)).toEqual({ start: '2026-11-07T00:00:00Z', end: '2026-11-20T12:34:00Z' });
  });

  it('counts failures per UTC day, whatever the bucket width, and ignores buckets outside the window', () => {
    const window = failureTrendWindow(NOW);
    const days = failuresPerDay(window, [
      { start: '2026-11-07T00:00:00Z', value: 2 },
      { start: '2026-11-07T04:00:00Z', value: 1 },
      { start: '2026-11-20T00:00:00Z', value: 5 },
      { start: '2026-11-21T00:00:00Z', value: 9 },
    ]);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: Date.parse('2026-11-07T00:00:00Z'), count: 3 });
    expect(days[13]?.count).toBe(5);
    expect(days.reduce((sum, day) => sum + day.count, 0)).toBe(8);
  });
});
