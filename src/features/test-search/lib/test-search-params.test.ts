import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';
import { containsPattern, normalizePatterns } from './name-patterns';
import { firstPage, repositoryStatFilterParamsSchema, TEST_SEARCH_DEFAULTS, testSearchParamsSchema } from './test-search-params';

describe('test search URL state', () => {
  it('fills defaults for an empty URL', () => {
    expect(testSearchParamsSchema.parse({})).toEqual({ ...TEST_SEARCH_DEFAULTS, cursor: undefined });
  });

  it('keeps valid values', () => {
    const parsed = testSearchParamsSchema.parse({
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
    expect(parsed).toMatchObject({ name: ['*checkout*'], pipeline: ['ci'], health: ['flaky'], notImpact: ['low'], sort: 'failed_executions_ratio', dir: 'asc', perPage: 50, cursor: 'abc', page: 3 });
  });

  it('falls back field by field on a hand-edited URL', () => {
    const parsed = testSearchParamsSchema.parse({
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

  it('has no health on the overview (operation 8 has no health filter)', () => {
    expect(Object.keys(repositoryStatFilterParamsSchema.parse({}))).not.toContain('health');
  });

  it('starts over at the first page', () => {
    expect(firstPage({ cursor: 'abc', page: 4, sort: 'test_name' })).toEqual({ cursor: undefined, page: 1, sort: 'test_name' });
  });
});

describe('pageRange', () => {
  it('labels pages from the page index, cut at the total', () => {
    expect(pageRange(1, 25, 25, 537)).toEqual({ first: 1, last: 25 });
    expect(pageRange(2, 25, 25, 537)).toEqual({ first: 26, last: 50 });
    expect(pageRange(22, 25, 12, 537)).toEqual({ first: 526, last: 537 });
  });

  it('gives no range for an empty page or a page index past the total', () => {
    expect(pageRange(1, 25, 0, 0)).toBeNull();
    expect(pageRange(40, 25, 5, 537)).toBeNull();
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
