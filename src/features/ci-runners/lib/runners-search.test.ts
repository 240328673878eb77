import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { runnersSearchSchema, runnersView } from './runners-search';

const parse = (search: Record<string, unknown>) => v.parse(runnersSearchSchema, search);

describe('runnersSearchSchema', () => {
  it('opens the last 7 days, degraded runners first, by default', () => {
    expect(parse({})).toEqual({ range: '7d', sort: 'health', dir: 'asc', runner: undefined, label: undefined, page: 1, waitPage: 1 });
  });

  it('keeps a valid view and turns a hand-edited bad value into the default', () => {
    expect(parse({ range: '30d', runner: 'build-07', label: 'gpu', sort: 'p95_duration', dir: 'desc', page: 3, waitPage: 2 })).toEqual({
      range: '30d',
      runner: 'build-07',
      label: 'gpu',
      sort: 'p95_duration',
      dir: 'desc',
      page: 3,
      waitPage: 2,
    });
    expect(parse({ range: '3d', runner: '', label: 7, sort: 'cost', dir: 'up', page: 0, waitPage: 1.5 })).toEqual({
      range: '7d',
      runner: undefined,
      label: undefined,
      sort: 'health',
      dir: 'asc',
      page: 1,
      waitPage: 1,
    });
  });

  it('keeps a custom window’s instants, drops what is not one', () => {
    expect(parse({ start: '2026-11-09T00:00:00Z', end: '2026-11-16T00:00:00+00:00' })).toMatchObject({
      start: '2026-11-09T00:00:00Z',
      end: '2026-11-16T00:00:00+00:00',
    });
    expect(parse({ start: '2026-11-09', end: 'monday' })).toMatchObject({ start: undefined, end: undefined });
  });
});

describe('runnersView: the window asked', () => {
  const now = Date.parse('2026-11-20T12:30:00Z');
  const view = (search: { start?: string; end?: string }) => runnersView({ range: '30d' as const, ...search }, now);

  it('asks the preset without a custom window', () => {
    expect(view({})).toMatchObject({ selection: { preset: '30d' }, refused: false });
  });

  it('asks a custom window in whole seconds, UTC, when it lies in the 30 days kept before the current hour', () => {
    expect(view({ start: '2026-11-09T01:00:00+01:00', end: '2026-11-16T00:00:00.000Z' })).toMatchObject({
      selection: { start: '2026-11-09T00:00:00Z', end: '2026-11-16T00:00:00Z' },
      refused: false,
    });
    expect(view({ start: '2026-10-21T12:00:00Z', end: '2026-11-20T12:30:00Z' }).refused).toBe(false);
  });

  it('refuses a window out of order, with one end, before the kept 30 days or ending after now: the preset instead', () => {
    for (const search of [
      { start: '2026-11-16T00:00:00Z', end: '2026-11-09T00:00:00Z' },
      { start: '2026-11-09T00:00:00Z', end: '2026-11-09T00:00:00Z' },
      { start: '2026-11-09T00:00:00Z' },
      { end: '2026-11-09T00:00:00Z' },
      { start: '2026-10-21T11:59:59Z', end: '2026-11-09T00:00:00Z' },
      { start: '2026-11-19T00:00:00Z', end: '2026-11-20T12:30:01Z' },
    ]) {
      expect(view(search)).toMatchObject({ selection: { preset: '30d' }, refused: true });
    }
  });
});
