import { describe, expect, it } from 'vitest';
import { formatWindowTime, widerPreset, windowPhrase, windowTitle } from './window-labels';

// The test runner's zone is not pinned: compare against the same local formatting.
describe('window labels', () => {
  it('names live, pinned and custom windows', () => {
    expect(windowTitle({ kind: 'preset', preset: '24h', asOf: null })).toBe('Last 24 hours');
    expect(windowPhrase({ kind: 'preset', preset: '1h', asOf: null })).toBe('the last hour');
    const asOf = '2026-11-20T12:00:05Z';
    expect(windowTitle({ kind: 'preset', preset: '7d', asOf })).toBe(`7 days to ${formatWindowTime(asOf)}`);
    expect(windowTitle({ kind: 'preset', preset: '1h', asOf })).toBe(`Hour to ${formatWindowTime(asOf)}`);
    expect(windowPhrase({ kind: 'preset', preset: '24h', asOf })).toBe(`the 24 hours to ${formatWindowTime(asOf)}`);
    const custom = { kind: 'custom', from: '2026-11-19T14:00:00Z', to: '2026-11-19T18:00:00Z' } as const;
    expect(windowTitle(custom)).toBe(`${formatWindowTime(custom.from)} → ${formatWindowTime(custom.to)}`);
  });

  it('shows seconds only when there are some', () => {
    expect(formatWindowTime('2026-11-20T12:00:00Z')).not.toMatch(/:\d\d:\d\d/);
    expect(formatWindowTime('2026-11-20T12:00:15Z')).toMatch(/:\d\d:15$/);
  });

  it('proposes the next longer preset to widen a view', () => {
    expect(widerPreset({ kind: 'preset', preset: '24h', asOf: null })).toBe('7d');
    expect(widerPreset({ kind: 'preset', preset: '90d', asOf: null })).toBeNull();
    expect(widerPreset({ kind: 'custom', from: '2026-11-19T14:00:00Z', to: '2026-11-19T18:00:00Z' })).toBe('24h');
  });
});
