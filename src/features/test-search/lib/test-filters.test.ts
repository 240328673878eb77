import { describe, expect, it } from 'vitest';
import {
  compactFilters,
  EMPTY_TEST_FILTERS,
  facetSelection,
  hasAnyFilter,
  toSearchFilterQuery,
  withFacetSelection,
  withoutFacet,
} from './test-filters';
import { countFiltersFor } from '../api/test-facet-queries';

describe('test filters', () => {
  it('compacts to the set filters only, ignoring other URL state', () => {
    const search = { ...EMPTY_TEST_FILTERS, pipeline: ['ci'], notHealth: ['healthy' as const], sort: 'test_name', dir: 'asc' };
    expect(compactFilters(search)).toEqual({ pipeline: ['ci'], notHealth: ['healthy'] });
    expect(hasAnyFilter(search)).toBe(true);
    expect(hasAnyFilter({ ...EMPTY_TEST_FILTERS })).toBe(false);
  });

  it('reads and replaces one facet as include and exclude together', () => {
    const filters = { ...EMPTY_TEST_FILTERS, job: ['unit'], notJob: [] };
    expect(facetSelection(filters, 'job')).toEqual({ include: ['unit'], exclude: [] });
    const next = withFacetSelection(filters, 'job', { include: [], exclude: ['lint'] });
    expect(next.job).toEqual([]);
    expect(next.notJob).toEqual(['lint']);
  });

  it('leaves a facet out of its own counts', () => {
    const filters = { ...EMPTY_TEST_FILTERS, pipeline: ['ci'], confidence: ['high' as const], notConfidence: [] };
    expect(withoutFacet(filters, 'confidence')).toEqual({ pipeline: ['ci'] });
    expect(countFiltersFor(filters, 'confidence', 'low')).toEqual({ pipeline: ['ci'], confidence: ['low'] });
    expect(countFiltersFor(filters, 'health', 'flaky')).toEqual({ pipeline: ['ci'], confidence: ['high'], health: ['flaky'] });
  });

  it('maps to the API parameter names, leaving empty lists out', () => {
    expect(
      toSearchFilterQuery({
        name: ['*checkout*', 'test_?'],
        notName: [],
        notPipeline: ['nightly'],
        job: ['unit'],
        health: ['flaky'],
        notConfidence: ['low'],
        impact: ['high'],
      }),
    ).toEqual({
      test_name: ['*checkout*', 'test_?'],
      pipeline_name_exclude: ['nightly'],
      job_name: ['unit'],
      health_status: ['flaky'],
      health_confidence_exclude: ['low'],
      failed_executions_impact: ['high'],
    });
  });
});
