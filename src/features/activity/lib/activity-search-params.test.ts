import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { activitySearchSchema, startOver, withoutFilters, withWindow } from './activity-search-params';

const parse = (input: Record<string, unknown>) => v.parse(activitySearchSchema, input);

describe('activity search params', () => {
  it('defaults to the last 24 hours, no filter, no reading position', () => {
    expect(parse({})).toEqual({
      outcome: [],
      notOutcome: [],
      type: [],
      notType: [],
      trigger: [],
      notTrigger: [],
      pr: [],
      notPr: [],
      batch: [],
      notBatch: [],
      baseRef: undefined,
      range: '24h',
      from: undefined,
      to: undefined,
      asOf: undefined,
      cursor: undefined,
      page: 1,
      at: undefined,
      live: false,
      tz: 'local',
      open: undefined,
    });
  });

  it('reads the live toggle, the time zone and the open row, and falls back on bad values', () => {
    expect(parse({ live: true, tz: 'utc', open: 42 })).toMatchObject({ live: true, tz: 'utc', open: 42 });
    expect(parse({ live: 'yes', tz: 'mars', open: -1 })).toMatchObject({ live: false, tz: 'local', open: undefined });
  });

  it('keeps valid window and position values, beside the filters', () => {
    const search = parse({
      outcome: ['failure'],
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      cursor: 'abc',
      page: 3,
      at: 21924,
    });
    expect(search).toMatchObject({
      outcome: ['failure'],
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      cursor: 'abc',
      page: 3,
      at: 21924,
    });
  });

  it("an old link's page size is ignored", () => {
    expect(parse({ perPage: 50 })).not.toHaveProperty('perPage');
  });

  it("falls back on bad window and position values (filters: see the domain's activity-filter-params)", () => {
    const search = parse({
      range: '2y',
      from: 'yesterday',
      to: '2026-11-02T00:00:00',
      cursor: '',
      page: 0,
      at: 1.5,
    });
    expect(search).toMatchObject({
      range: '24h',
      from: undefined,
      to: undefined,
      cursor: undefined,
      page: 1,
      at: undefined,
    });
    expect(parse({ at: -3 }).at).toBeUndefined();
  });

  it('clearing the filters keeps the window and starts over at the newest event', () => {
    const search = parse({ outcome: ['failure'], notPr: [4], baseRef: 'main', range: '7d', cursor: 'abc', page: 2, at: 9 });
    expect(withoutFilters(search)).toEqual(parse({ range: '7d' }));
  });

  it('starting over drops the position and keeps the view and its pin', () => {
    const search = parse({ outcome: ['failure'], asOf: '2026-11-20T12:00:00Z', cursor: 'abc', page: 2, at: 9 });
    expect(startOver(search)).toEqual(parse({ outcome: ['failure'], asOf: '2026-11-20T12:00:00Z' }));
  });

  it('a new window drops the position and the pin', () => {
    const search = parse({ cursor: 'abc', page: 4, at: 9, asOf: '2026-11-20T12:00:00Z', outcome: ['failure'] });
    expect(withWindow(search, { range: '7d' })).toMatchObject({
      range: '7d',
      cursor: undefined,
      page: 1,
      at: undefined,
      asOf: undefined,
      from: undefined,
      to: undefined,
      outcome: ['failure'],
    });
  });
});
