import { describe, expect, it } from 'vitest';
import { activitySearchSchema, pinnedSearch, withoutFilters, withWindow } from './activity-search-params';

const parse = (input: Record<string, unknown>) => activitySearchSchema.parse(input);

describe('activity search params', () => {
  it('defaults to the last 24 hours, 25 a page, no filter', () => {
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
      perPage: 25,
      cursor: undefined,
      page: 1,
    });
  });

  it('keeps valid window and paging values, beside the filters', () => {
    const search = parse({
      outcome: ['failure'],
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      perPage: 100,
      cursor: 'abc',
      page: 3,
    });
    expect(search).toMatchObject({
      outcome: ['failure'],
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      perPage: 100,
      cursor: 'abc',
      page: 3,
    });
  });

  it('falls back on bad window and paging values (filters: see the domain\'s activity-filter-params)', () => {
    const search = parse({
      range: '2y',
      from: 'yesterday',
      to: '2026-11-02T00:00:00',
      perPage: 30,
      cursor: '',
      page: 0,
    });
    expect(search).toMatchObject({
      range: '24h',
      from: undefined,
      to: undefined,
      perPage: 25,
      cursor: undefined,
      page: 1,
    });
  });

  it('clearing the filters keeps the window and starts over', () => {
    const search = parse({ outcome: ['failure'], notPr: [4], baseRef: 'main', range: '7d', cursor: 'abc', page: 2 });
    expect(withoutFilters(search)).toEqual(parse({ range: '7d' }));
  });

  it('a new window drops the cursor, the page and the pin', () => {
    const search = parse({ cursor: 'abc', page: 4, asOf: '2026-11-20T12:00:00Z', outcome: ['failure'] });
    expect(withWindow(search, { range: '7d' })).toMatchObject({
      range: '7d',
      cursor: undefined,
      page: 1,
      asOf: undefined,
      from: undefined,
      to: undefined,
      outcome: ['failure'],
    });
  });

  it('page links pin a live preset to the answer\'s window, and keep a custom or pinned one', () => {
    const answer = { to: '2026-11-20T12:00:07Z' };
    expect(pinnedSearch(parse({ range: '7d' }), answer)).toMatchObject({ range: '7d', asOf: '2026-11-20T12:00:07Z' });
    expect(pinnedSearch(parse({ asOf: '2026-11-19T00:00:00Z' }), answer).asOf).toBe('2026-11-19T00:00:00Z');
    const custom = parse({ from: '2026-11-01T00:00:00Z', to: '2026-11-02T00:00:00Z' });
    expect(pinnedSearch(custom, answer)).toEqual(custom);
  });
});
