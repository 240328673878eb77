import { describe, expect, it } from 'vitest';
import { formatWindowTime, widerPreset, windowPhrase, windowTitle } from './window-labels';

describe('window labels', () => {
  it('names live, pinned and custom windows, their times in the zone the log names', () => {
    expect(windowTitle({ kind: 'preset', preset: '24h', asOf: null }, 'utc')).toBe('Last 24 hours');
    expect(windowPhrase({ kind: 'preset', preset: '1h', asOf: null }, 'utc')).toBe('the last hour');
    const asOf = '2026-11-20T12:00:05Z';
    expect(windowTitle({ kind: 'preset', preset: '7d', asOf }, 'utc')).toBe('7 days to Nov 20, 2026, 12:00:05');
    expect(windowTitle({ kind: 'preset', preset: '1h', asOf }, 'utc')).toBe('Hour to Nov 20, 2026, 12:00:05');
    expect(windowPhrase({ kind: 'preset', preset: '24h', asOf }, 'utc')).toBe('the 24 hours to Nov 20, 2026, 12:00:05');
    const custom = { kind: 'custom', from: '2026-11-22T00:00:00Z', to: '2026-11-22T23:59:59.999Z' } as const;
    expect(windowTitle(custom, 'utc')).toBe('Nov 22, 2026, 00:00 → Nov 22, 2026, 23:59:59');
    // The test runner's zone is not pinned: local times compare against the same local formatting.
    expect(windowTitle(custom, 'local')).toBe(`${formatWindowTime(custom.from, 'local')} → ${formatWindowTime(custom.to, 'local')}`);
  });

  it('shows seconds only when there are some', () => {
    expect(formatWindowTime('2026-11-20T12:00:00Z', 'utc')).toBe('Nov 20, 2026, 12:00');
    expect(formatWindowTime('2026-11-20T12:00:15Z', 'local')).toMatch(/:\d\d:15$/);
  });

  it('proposes the next longer preset to widen a view', () => {
    expect(widerPreset({ kind: 'preset', preset: '24h', asOf: null })).toBe('7d');
    expect(widerPreset({ kind: 'preset', preset: '90d', asOf: null })).toBeNull();
    expect(widerPreset({ kind: 'custom', from: '2026-11-19T14:00:00Z', to: '2026-11-19T18:00:00Z' })).toBe('24h');
  });
});
