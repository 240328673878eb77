import { describe, expect, it } from 'vitest';
import { previousWindow, statsWindow } from './day-window';
import { rangeDays } from './period-comparison';

const NOW = Date.parse('2026-11-20T12:34:56.789Z');

describe('day window', () => {
  it('covers the last N UTC days, today included', () => {
    expect(rangeDays('7d', NOW)).toEqual({ from: '2026-11-14', to: '2026-11-20' });
    expect(rangeDays('30d', NOW)).toEqual({ from: '2026-10-22', to: '2026-11-20' });
    expect(rangeDays('90d', NOW)).toEqual({ from: '2026-08-23', to: '2026-11-20' });
    // Just after midnight UTC, today is a new day with a minute in it.
    expect(rangeDays('7d', Date.parse('2026-11-21T00:00:30Z'))).toEqual({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('asks from the first day at 00:00 UTC to the start of the current hour', () => {
    expect(statsWindow(rangeDays('7d', NOW), NOW)).toEqual({ start_at: '2026-11-14T00:00:00Z', end_at: '2026-11-20T12:00:00Z' });
    // Days that are over end at the next midnight.
    expect(statsWindow({ from: '2026-11-01', to: '2026-11-07' }, NOW)).toEqual({
      start_at: '2026-11-01T00:00:00Z',
      end_at: '2026-11-08T00:00:00Z',
    });
    // A run that has not begun, or has no whole hour yet, has no window.
    expect(statsWindow({ from: '2026-11-21', to: '2026-11-22' }, NOW)).toBeNull();
    expect(statsWindow({ from: '2026-11-20', to: '2026-11-20' }, Date.parse('2026-11-20T00:40:00Z'))).toBeNull();
    // The merge queue's shortest range, 7 days, has 6 whole days in its first minute: never empty (mergeQueueWindow).
    const midnight = Date.parse('2026-11-20T00:00:00Z');
    expect(statsWindow(rangeDays('7d', midnight), midnight)).toEqual({ start_at: '2026-11-14T00:00:00Z', end_at: '2026-11-20T00:00:00Z' });
  });

  it('puts the span of equal length just before on the same hours of the previous run of days', () => {
    const window = { start_at: '2026-11-14T00:00:00Z', end_at: '2026-11-20T12:00:00Z' };
    expect(previousWindow(window, 7)).toEqual({ start_at: '2026-11-07T00:00:00Z', end_at: '2026-11-13T12:00:00Z' });
  });
});
