import { describe, expect, it } from 'vitest';
import { parseCustomRange } from '@/lib/custom-range';
import { parseIsoDateTime, toIsoSeconds } from '@/lib/format';
import { resolveActivityWindow as resolveWindow } from '@/queries/activity';
import { CUSTOM_RANGE_LIMIT, selectWindow } from './activity-window';

const NOW = Date.parse('2026-11-20T12:00:07.450Z');

describe('activity window', () => {
  it('resolves a live preset to the current second', () => {
    const selection = selectWindow({ range: '24h' });
    expect(selection).toEqual({ preset: '24h' });
    if (!('preset' in selection)) throw new Error('preset expected');
    expect(resolveWindow(selection, NOW)).toEqual({ from: '2026-11-19T12:00:07Z', to: '2026-11-20T12:00:07Z' });
  });

  it('pins a preset to `asOf`, whatever the time now', () => {
    const selection = selectWindow({ range: '1h', asOf: '2026-11-20T10:30:00Z' });
    expect(selection).toEqual({ preset: '1h', asOf: '2026-11-20T10:30:00Z' });
    if (!('preset' in selection)) throw new Error('preset expected');
    expect(resolveWindow(selection, NOW)).toEqual({ from: '2026-11-20T09:30:00Z', to: '2026-11-20T10:30:00Z' });
    // A malformed asOf is ignored: the preset stays live.
    expect(selectWindow({ range: '1h', asOf: 'yesterday' })).toEqual({ preset: '1h' });
  });

  it('takes a custom window when both ends are valid and in order, as exact as given', () => {
    expect(selectWindow({ range: '24h', from: '2026-11-01T00:00:00+01:00', to: '2026-11-02T00:00:00.500Z' })).toEqual({
      start: '2026-10-31T23:00:00Z',
      end: '2026-11-02T00:00:00.500Z',
    });
    // A drill-down's inclusive end, one millisecond before the next day: nothing of the day is cut off.
    expect(selectWindow({ range: '24h', from: '2026-11-12T00:00:00Z', to: '2026-11-12T23:59:59.999Z' })).toEqual({
      start: '2026-11-12T00:00:00Z',
      end: '2026-11-12T23:59:59.999Z',
    });
  });

  it('falls back to the preset for half, reversed or zone-less custom windows', () => {
    const preset = { preset: '7d' };
    expect(selectWindow({ range: '7d', from: '2026-11-01T00:00:00Z' })).toEqual(preset);
    expect(selectWindow({ range: '7d', from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' })).toEqual(preset);
    expect(selectWindow({ range: '7d', from: '2026-11-01T00:00:00', to: '2026-11-02T00:00:00' })).toEqual(preset);
  });

  it('reports a window over 93 days instead of sending it', () => {
    expect(selectWindow({ range: '24h', from: '2026-08-01T00:00:00Z', to: '2026-11-20T00:00:00Z' })).toEqual({
      kind: 'too-long',
      start: '2026-08-01T00:00:00Z',
      end: '2026-11-20T00:00:00Z',
      days: 111,
    });
    // Exactly 93 days is allowed.
    expect(selectWindow({ range: '24h', from: '2026-08-19T00:00:00Z', to: '2026-11-20T00:00:00Z' })).toEqual({
      start: '2026-08-19T00:00:00Z',
      end: '2026-11-20T00:00:00Z',
    });
  });

  it('reads only ISO date-times with a zone', () => {
    expect(parseIsoDateTime('2026-11-20T12:00Z')).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(parseIsoDateTime('2026-11-20')).toBeNull();
    expect(parseIsoDateTime('2026-13-45T99:00:00Z')).toBeNull();
    expect(toIsoSeconds(Date.parse('2026-11-20T12:00:00.999Z'))).toBe('2026-11-20T12:00:00Z');
  });

  it('refuses a typed range over 93 days before anything is sent', () => {
    expect(parseCustomRange('2026-08-01T00:00', '2026-11-20T00:00', CUSTOM_RANGE_LIMIT)).toEqual({
      ok: false,
      field: 'start',
      message: 'The activity log accepts at most 93 days at a time',
    });
    expect(parseCustomRange('2026-08-20T12:00', '2026-11-20T12:00', CUSTOM_RANGE_LIMIT).ok).toBe(true);
  });
});
