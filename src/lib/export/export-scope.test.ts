import { describe, expect, it } from 'vitest';
import { queryFilters, scopeJson, scopeLine, spanWindow } from './export-scope';

describe('queryFilters', () => {
  it('keeps every parameter sent, in order, except paging, the window and empty ones', () => {
    const query = {
      received_from: 'a',
      received_to: 'b',
      outcome: ['failure'],
      base_ref: 'main',
      per_page: 100,
      cursor: 'c',
      actor: undefined,
      event_type: [],
    };
    expect(queryFilters(query, ['received_from', 'received_to'])).toEqual([
      { name: 'outcome', value: ['failure'] },
      { name: 'base_ref', value: 'main' },
    ]);
  });
});

describe('scopeLine', () => {
  it('names the window with its instants and every filter', () => {
    const scope = {
      window: spanWindow('last 30 days', Date.parse('2026-10-27T12:00:00Z'), '2026-11-26T12:00:00.000Z'),
      filters: [
        { name: 'health_status', value: ['flaky', 'broken'] },
        { name: 'pull_request', value: [1287] },
      ],
    };
    expect(scopeLine(scope)).toBe(
      'Window: last 30 days, 2026-10-27T12:00:00Z to 2026-11-26T12:00:00Z. Filters: health_status = flaky, broken; pull_request = 1287.',
    );
    expect(scopeJson(scope)).toEqual({
      window: { description: 'last 30 days', start: '2026-10-27T12:00:00Z', end: '2026-11-26T12:00:00Z' },
      filters: { health_status: ['flaky', 'broken'], pull_request: [1287] },
    });
  });

  it('says so when there is no span or no filter', () => {
    expect(scopeLine({ window: { description: 'the quarantines in force when exported' }, filters: [] })).toBe(
      'Window: the quarantines in force when exported. Filters: none.',
    );
  });
});
