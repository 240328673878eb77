import { describe, expect, it } from 'vitest';
import { activitySearchSchema, pinnedSearch, withWindow } from './activity-search-params';

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

  it('keeps valid values', () => {
    const search = parse({
      outcome: ['failure'],
      notType: ['action.queue.checks_end', 'action.future.thing'],
      trigger: ['Rule: automatic merge'],
      pr: [1234],
      notBatch: [20001],
      baseRef: 'release/2026.11',
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      perPage: 100,
      cursor: 'abc',
      page: 3,
    });
    expect(search).toMatchObject({
      outcome: ['failure'],
      notType: ['action.queue.checks_end', 'action.future.thing'],
      trigger: ['Rule: automatic merge'],
      pr: [1234],
      notBatch: [20001],
      baseRef: 'release/2026.11',
      range: '7d',
      from: '2026-11-01T00:00:00Z',
      to: '2026-11-02T00:00:00+02:00',
      perPage: 100,
      cursor: 'abc',
      page: 3,
    });
  });

  it('drops bad items one by one and falls back on bad scalars', () => {
    const search = parse({
      outcome: ['failure', 'exploded', 3],
      type: ['<script>', 'action.merge', ''],
      pr: [12, -1, 1.5, '7', 99],
      notTrigger: 'not a list',
      baseRef: '',
      range: '2y',
      from: 'yesterday',
      to: '2026-11-02T00:00:00',
      perPage: 30,
      cursor: '',
      page: 0,
    });
    expect(search).toMatchObject({
      outcome: ['failure'],
      type: ['action.merge'],
      pr: [12, 99],
      notTrigger: [],
      baseRef: undefined,
      range: '24h',
      from: undefined,
      to: undefined,
      perPage: 25,
      cursor: undefined,
      page: 1,
    });
  });

  it('refuses a base ref longer than the API allows', () => {
    expect(parse({ baseRef: 'x'.repeat(256) }).baseRef).toBeUndefined();
    expect(parse({ baseRef: 'x'.repeat(255) }).baseRef).toHaveLength(255);
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
