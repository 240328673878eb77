import { describe, expect, it } from 'vitest';
import {
  compactFilters,
  compactStatFilters,
  EMPTY_REPOSITORY_STAT_FILTERS,
  activeFilterCount,
  EMPTY_TEST_FILTERS,
  REPOSITORY_STAT_FILTER_KEYS,
  TEST_FILTER_KEYS,
  toRepositoryStatQuery,
  toSearchTestsQuery,
  type TestFilters,
} from './test-filters';

/** Every filter set to one value: what a mapping must carry through whole. */
const EVERY_FILTER: TestFilters = {
  name: ['*checkout*'],
  notName: ['*slow*'],
  pipeline: ['ci'],
  notPipeline: ['nightly'],
  job: ['unit'],
  notJob: ['lint'],
  health: ['flaky'],
  notHealth: ['healthy'],
  confidence: ['high'],
  notConfidence: ['low'],
  impact: ['medium'],
  notImpact: ['low'],
};

describe('compactFilters', () => {
  it('keeps the set filters only, and nothing else of the URL state', () => {
    const search = { ...EMPTY_TEST_FILTERS, pipeline: ['ci'], notHealth: ['healthy' as const], sort: 'test_name', cursor: 'abc' };
    expect(compactFilters(search)).toEqual({ pipeline: ['ci'], notHealth: ['healthy'] });
  });

  it('gives equal views the same object, however they were written', () => {
    expect(compactFilters({ ...EMPTY_TEST_FILTERS, job: ['unit'] })).toEqual(compactFilters({ job: ['unit'], name: [] }));
    expect(compactFilters(EMPTY_TEST_FILTERS)).toEqual({});
  });

  it('copies the lists, so a later change to the URL state cannot reach a query key', () => {
    const filters = { ...EMPTY_TEST_FILTERS, pipeline: ['ci'] };
    const compact = compactFilters(filters);
    filters.pipeline.push('nightly');
    expect(compact.pipeline).toEqual(['ci']);
  });

  it('leaves health out of operation 8’s filters even when the object carries it', () => {
    expect(compactStatFilters(EVERY_FILTER)).not.toHaveProperty('health');
    expect(compactStatFilters(EVERY_FILTER)).not.toHaveProperty('notHealth');
    expect(Object.keys(compactStatFilters(EVERY_FILTER)).sort()).toEqual([...REPOSITORY_STAT_FILTER_KEYS].sort());
  });
});

describe('activeFilterCount, with no opening view', () => {
  it('counts any one filter, whatever else the object holds', () => {
    expect(activeFilterCount({ ...EMPTY_TEST_FILTERS, notImpact: ['low'] })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_TEST_FILTERS, sort: 'test_name' } as Partial<TestFilters>)).toBe(0);
    expect(activeFilterCount({})).toBe(0);
  });
});

describe('activeFilterCount', () => {
  it('counts each name field and each narrowed facet once', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount(EMPTY_TEST_FILTERS)).toBe(0);
    expect(activeFilterCount({ name: ['*a*', '*b*'] })).toBe(1);
    expect(activeFilterCount({ name: ['*a*'], notName: ['*slow*'] })).toBe(2);
    // Both sides of one facet (a hand-edited URL) are still one filter.
    expect(activeFilterCount({ pipeline: ['ci'], notPipeline: ['e2e'], health: ['flaky'] })).toBe(2);
    expect(activeFilterCount(EVERY_FILTER)).toBe(7);
  });

  it("leaves out a filter still at the page's opening value", () => {
    const opening: Partial<TestFilters> = { health: ['flaky', 'broken'] };
    expect(activeFilterCount({ health: ['broken', 'flaky'] }, opening)).toBe(0);
    expect(activeFilterCount({ health: ['flaky'] }, opening)).toBe(1);
    // "Every test" is the opening view narrowed the other way: it counts too.
    expect(activeFilterCount({ health: [] }, opening)).toBe(1);
    expect(activeFilterCount({ health: ['flaky', 'broken'], pipeline: ['ci'] }, opening)).toBe(1);
  });
});

describe('query mapping', () => {
  it('maps every filter to operation 1’s parameter names', () => {
    expect(toSearchTestsQuery(EVERY_FILTER)).toEqual({
      test_name: ['*checkout*'],
      test_name_exclude: ['*slow*'],
      pipeline_name: ['ci'],
      pipeline_name_exclude: ['nightly'],
      job_name: ['unit'],
      job_name_exclude: ['lint'],
      health_status: ['flaky'],
      health_status_exclude: ['healthy'],
      health_confidence: ['high'],
      health_confidence_exclude: ['low'],
      failed_executions_impact: ['medium'],
      failed_executions_impact_exclude: ['low'],
    });
  });

  it('sends no parameter for a filter that is not set', () => {
    expect(toSearchTestsQuery({ name: ['a*', 'b?'], job: [] })).toEqual({ test_name: ['a*', 'b?'] });
    expect(toSearchTestsQuery({})).toEqual({});
  });

  it('never sends health to operation 8, which has no such parameter', () => {
    const query = toRepositoryStatQuery(EVERY_FILTER);
    expect(query).not.toHaveProperty('health_status');
    expect(query).not.toHaveProperty('health_status_exclude');
    const { health_status: _h, health_status_exclude: _n, ...searchWithoutHealth } = toSearchTestsQuery(EVERY_FILTER);
    expect(query).toEqual(searchWithoutHealth);
  });
});

describe('the filter model', () => {
  it('has an empty value for every key, and operation 8’s model is it minus health', () => {
    expect(TEST_FILTER_KEYS.every((key) => EMPTY_TEST_FILTERS[key].length === 0)).toBe(true);
    expect(Object.keys(EVERY_FILTER).sort()).toEqual([...TEST_FILTER_KEYS].sort());
    expect(TEST_FILTER_KEYS.filter((key) => !(key in EMPTY_REPOSITORY_STAT_FILTERS))).toEqual(['health', 'notHealth']);
  });
});
