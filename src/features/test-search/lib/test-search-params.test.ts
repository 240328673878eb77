import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { containsPattern, normalizePatterns } from './name-patterns';
import { searchTestsSortValues } from '@/api/generated/enums';
import { EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import { SORT_LABELS, SORT_MENU } from './result-columns';
import { apiSort, firstPage, RANKING_SORT, testSearchParamsSchema, withQuickSearch } from './test-search-params';

/** An empty URL's state: the values `stripSearchParams` keeps out of the URL. */
const TEST_SEARCH_DEFAULTS = v.parse(testSearchParamsSchema, {});

describe('test search URL state', () => {
  it('fills defaults for an empty URL', () => {
    expect(TEST_SEARCH_DEFAULTS).toEqual({
      ...EMPTY_TEST_FILTERS,
      health: ['flaky', 'broken'],
      sort: 'failed_runs',
      dir: 'desc',
      perPage: 25,
      cursor: undefined,
      page: 1,
      q: '',
      hide: ['confidence', 'failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'],
    });
  });

  it('keeps valid values', () => {
    const parsed = v.parse(testSearchParamsSchema, {
      name: ['*checkout*'],
      pipeline: ['ci'],
      health: ['flaky'],
      notImpact: ['low'],
      sort: 'failed_executions_ratio',
      dir: 'asc',
      perPage: 50,
      cursor: 'abc',
      page: 3,
    });
    expect(parsed).toMatchObject({
      name: ['*checkout*'],
      pipeline: ['ci'],
      health: ['flaky'],
      notImpact: ['low'],
      sort: 'failed_executions_ratio',
      dir: 'asc',
      perPage: 50,
      cursor: 'abc',
      page: 3,
    });
  });

  it('falls back field by field on a hand-edited URL', () => {
    const parsed = v.parse(testSearchParamsSchema, {
      health: ['sick'],
      pipeline: 'ci',
      sort: 'popularity',
      dir: 'up',
      perPage: 33,
      cursor: '',
      page: -2,
      name: ['x'.repeat(256)],
    });
    expect(parsed).toEqual({ ...TEST_SEARCH_DEFAULTS, cursor: undefined });
  });

  it('offers the per-test ranking, then every sort of the API in the order of the columns', () => {
    expect([...SORT_MENU].sort()).toEqual([RANKING_SORT, ...searchTestsSortValues].sort());
    expect(SORT_MENU[0]).toBe(RANKING_SORT);
    expect(SORT_MENU[1]).toBe('test_name');
    expect(SORT_MENU.at(-1)).toBe('failed_executions_ratio');
    // Each sort is labelled as the column it sorts is.
    expect(Object.keys(SORT_LABELS).sort()).toEqual([RANKING_SORT, ...searchTestsSortValues].sort());
    expect(SORT_LABELS).toMatchObject({
      [RANKING_SORT]: 'Failed runs, 7 d, per test',
      test_name: 'Name',
      failed_executions_ratio: 'Failure ratio, 7 d',
    });
  });

  it('opens on the unhealthy tests ranked by failed runs, without the per-test columns', () => {
    expect(v.parse(testSearchParamsSchema, {})).toMatchObject({
      health: ['flaky', 'broken'],
      sort: 'failed_runs',
      dir: 'desc',
      q: '',
      hide: ['confidence', 'failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'],
    });
    expect(apiSort('failed_runs')).toBe('failed_executions_ratio');
    expect(apiSort('test_name')).toBe('test_name');
  });

  it('lets the quick search stand for the included name patterns', () => {
    expect(withQuickSearch({ q: 'tax rounds', name: ['a*'] }).name).toEqual(['*tax*rounds*', '*rounds*tax*']);
    expect(withQuickSearch({ q: ' ', name: ['a*'] }).name).toEqual(['a*']);
  });

  it('reads flaky and broken in either order as the default, and an empty list as every test', () => {
    expect(v.parse(testSearchParamsSchema, { health: ['broken', 'flaky'] }).health).toEqual(TEST_SEARCH_DEFAULTS.health);
    expect(v.parse(testSearchParamsSchema, { health: [] }).health).toEqual([]);
  });

  it('keeps the hidden columns in table order and drops unknown ones', () => {
    expect(v.parse(testSearchParamsSchema, { hide: ['failureTrend', 'job'] }).hide).toEqual(['job', 'failureTrend']);
    expect(v.parse(testSearchParamsSchema, { hide: ['colour'] }).hide).toEqual([
      'confidence',
      'failureRatio',
      'flakinessRatio',
      'lastFailure',
      'failureTrend',
    ]);
    expect(v.parse(testSearchParamsSchema, { hide: [] }).hide).toEqual([]);
  });

  it('starts over at the first page', () => {
    expect(firstPage({ cursor: 'abc', page: 4, sort: 'test_name' })).toEqual({ cursor: undefined, page: 1, sort: 'test_name' });
  });
});

describe('name patterns', () => {
  it('offers a contains-search only for a plain word', () => {
    expect(containsPattern('payment')).toBe('*payment*');
    expect(containsPattern('pay*')).toBeNull();
    expect(containsPattern('  ')).toBeNull();
    expect(containsPattern('x'.repeat(254))).toBeNull();
  });

  it('trims, drops empties and exact duplicates, keeps case', () => {
    expect(normalizePatterns([' a ', '', 'A', 'a'])).toEqual(['a', 'A']);
  });
});
