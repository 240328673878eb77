import { describe, expect, it } from 'vitest';
import { formatWindowTime, widerPreset, windowPhrase, windowTitle } from './window-labels';

describe('window labels', () => {
  it('names live, pinned and custom windows, their times in the zone the log names', () => {
    expect(windowTitle({ preset: '24h' }, 'utc')).toBe('Last 24 hours');
    expect(windowPhrase({ preset: '1h' }, 'utc')).toBe('the last hour');
    const asOf = '2026-11-20T12:00:05Z';
    expect(windowTitle({ preset: '7d', asOf }, 'utc')).toBe('7 days to Nov 20, 2026, 12:00:05');
    expect(windowTitle({ preset: '1h', asOf }, 'utc')).toBe('Hour to Nov 20, 2026, 12:00:05');
    expect(windowPhrase({ preset: '24h', asOf }, 'utc')).toBe('the 24 hours to Nov 20, 2026, 12:00:05');
    const custom = { start: '2026-11-22T00:00:00Z', end: '2026-11-22T23:59:59.999Z' } as const;
    expect(windowTitle(custom, 'utc')).toBe('Nov 22, 2026, 00:00 → Nov 22, 2026, 23:59:59');
    // The test runner's zone is not pinned: local times compare against the same local formatting.
    expect(windowTitle(custom, 'local')).toBe(`${formatWindowTime(custom.start, 'local')} → ${formatWindowTime(custom.end, 'local')}`);
  });

  it('shows seconds only when there are some', () => {
    expect(formatWindowTime('2026-11-20T12:00:00Z', 'utc')).toBe('Nov 20, 2026, 12:00');
    expect(formatWindowTime('2026-11-20T12:00:15Z', 'local')).toMatch(/:\d\d:15$/);
  });

  it('proposes the next longer preset to widen a view', () => {
    expect(widerPreset({ preset: '24h' })).toBe('7d');
    expect(widerPreset({ preset: '90d' })).toBeNull();
    expect(widerPreset({ start: '2026-11-19T14:00:00Z', end: '2026-11-19T18:00:00Z' })).toBe('24h');
  });
});
