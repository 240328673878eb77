import { describe, expect, it } from 'vitest';
import { parseCustomRange } from '@/lib/custom-range';
import { parseIsoDateTime, toIsoSeconds } from '@/lib/format';
import { CUSTOM_RANGE_LIMIT, resolveWindow, selectWindow } from './time-window';

const NOW = Date.parse('2026-11-20T12:00:42.750Z');

describe('selectWindow', () => {
  it('uses the preset when no custom window is given', () => {
    expect(selectWindow({ range: '14d' })).toEqual({ preset: '14d' });
  });

  it('uses a custom window when both ends are valid and in order', () => {
    expect(selectWindow({ range: '7d', start: '2026-11-18T00:00:00Z', end: '2026-11-19T06:30:00.000+02:00' })).toEqual({
      start: '2026-11-18T00:00:00Z',
      end: '2026-11-19T04:30:00Z',
    });
  });

  it('falls back to the preset for a half, reversed, empty or zone-less custom window', () => {
    expect(selectWindow({ range: '7d', start: '2026-11-18T00:00:00Z' })).toEqual({ preset: '7d' });
    expect(selectWindow({ range: '7d', start: '2026-11-19T00:00:00Z', end: '2026-11-18T00:00:00Z' })).toEqual({ preset: '7d' });
    expect(selectWindow({ range: '7d', start: '2026-11-18T00:00:00Z', end: '2026-11-18T00:00:00Z' })).toEqual({ preset: '7d' });
    expect(selectWindow({ range: '24h', start: '2026-11-18T00:00', end: '2026-11-19T00:00' })).toEqual({ preset: '24h' });
  });
});

describe('resolveWindow', () => {
  it('asks a preset on its bucket boundaries, from the bucket holding N before the current hour to the one after now', () => {
    expect(resolveWindow({ preset: '24h' }, NOW)).toEqual({ start: '2026-11-19T12:00:00Z', end: '2026-11-20T13:00:00Z' });
    expect(resolveWindow({ preset: '7d' }, NOW)).toEqual({ start: '2026-11-13T12:00:00Z', end: '2026-11-20T16:00:00Z' });
    // 30 days: the day holding the kept history's start (Oct 21, 12:00) to the end of today.
    expect(resolveWindow({ preset: '30d' }, NOW)).toEqual({ start: '2026-10-21T00:00:00Z', end: '2026-11-21T00:00:00Z' });
  });

  it('asks the same window on every reload within a bucket', () => {
    const later = Date.parse('2026-11-20T15:59:59.999Z');
    expect(resolveWindow({ preset: '7d' }, later)).toEqual(resolveWindow({ preset: '7d' }, NOW));
    expect(resolveWindow({ preset: '7d' }, Date.parse('2026-11-20T16:00:00Z'))).toEqual({
      start: '2026-11-13T16:00:00Z',
      end: '2026-11-20T20:00:00Z',
    });
  });

  it('gives the CI runners the last N hours to the current one', () => {
    expect(resolveWindow({ preset: '7d' }, NOW, 'hour')).toEqual({ start: '2026-11-13T12:00:00Z', end: '2026-11-20T12:00:00Z' });
  });

  it('keeps a custom window as it is, whatever the time', () => {
    const custom = { start: '2026-11-01T00:00:00Z', end: '2026-11-02T00:00:00Z' };
    expect(resolveWindow(custom, NOW)).toEqual(custom);
  });
});

describe('parseIsoDateTime / toIsoSeconds', () => {
  it('accepts only ISO date-times with a zone', () => {
    expect(parseIsoDateTime('2026-11-20T12:00:00Z')).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(parseIsoDateTime('2026-11-20T12:00Z')).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(parseIsoDateTime('2026-11-20')).toBeNull();
    expect(parseIsoDateTime('yesterday')).toBeNull();
    expect(parseIsoDateTime('2026-13-40T12:00:00Z')).toBeNull();
    expect(parseIsoDateTime(undefined)).toBeNull();
  });

  it('formats whole seconds in UTC', () => {
    expect(toIsoSeconds(Date.parse('2026-11-20T12:34:56.999Z'))).toBe('2026-11-20T12:34:56Z');
  });
});

describe('CUSTOM_RANGE_LIMIT', () => {
  it('refuses a typed range over 366 days before anything is sent', () => {
    expect(parseCustomRange('2025-01-01T00:00', '2026-11-14T18:30', CUSTOM_RANGE_LIMIT)).toEqual({
      ok: false,
      field: 'start',
      message: 'The range may not exceed 366 days',
    });
    expect(parseCustomRange('2025-11-20T00:00', '2026-11-14T18:30', CUSTOM_RANGE_LIMIT).ok).toBe(true);
  });
});
