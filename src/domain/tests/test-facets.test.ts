import { describe, expect, it } from 'vitest';
import type { TestSearchResult } from '@/api/types';
import {
  countFromSet,
  countSet,
  derivableFacetValue,
  facetValuesFromSet,
  ENUMERATED_FACETS,
  facetSelection,
  isEnumeratedFacet,
  isWalkedFacet,
  REPOSITORY_STAT_FACET_FIELDS,
  TEST_FACET_FIELDS,
  WALKED_FACETS,
  withFacetSelection,
  withOnlyValue,
  withoutFacet,
} from './test-facets';
import type { TestFilters } from './test-filters';
import { EMPTY_TEST_FILTERS } from './test-filters';

describe('facet selection', () => {
  it('reads a facet as its include and exclude lists', () => {
    expect(facetSelection({ ...EMPTY_TEST_FILTERS, job: ['unit'] }, 'job')).toEqual({ include: ['unit'], exclude: [] });
    expect(facetSelection({ notHealth: ['healthy'] }, 'health')).toEqual({ include: [], exclude: ['healthy'] });
    expect(facetSelection({}, 'pipeline')).toEqual({ include: [], exclude: [] });
  });

  it('replaces include and exclude together, keeping every other key', () => {
    const search = { ...EMPTY_TEST_FILTERS, job: ['unit'], pipeline: ['ci'], sort: 'test_name' };
    const next = withFacetSelection(search, 'job', { include: [], exclude: ['lint'] });
    expect(next).toEqual({ ...search, job: [], notJob: ['lint'] });
  });

  it('leaves a facet out of its own counts, and only that facet', () => {
    const filters = { pipeline: ['ci'], confidence: ['high' as const], notConfidence: ['low' as const] };
    expect(withoutFacet(filters, 'confidence')).toEqual({ pipeline: ['ci'] });
    expect(filters).toHaveProperty('confidence'); // the input is not touched
  });

  it('counts one value under every filter but its facet’s own', () => {
    const filters = { pipeline: ['ci'], confidence: ['high' as const], notConfidence: ['medium' as const] };
    expect(withOnlyValue(filters, 'confidence', 'low')).toEqual({ pipeline: ['ci'], confidence: ['low'] });
    expect(withOnlyValue(filters, 'health', 'flaky')).toEqual({ ...filters, health: ['flaky'] });
  });
});

describe('facet values', () => {
  it('knows where every facet’s values come from: a fixed list or a walk, never both', () => {
    for (const field of TEST_FACET_FIELDS) expect(isEnumeratedFacet(field) !== isWalkedFacet(field)).toBe(true);
    expect(WALKED_FACETS).toEqual(['pipeline', 'job']);
  });

  it('lists enumerated values worst first, each with a label', () => {
    expect(ENUMERATED_FACETS.health.values).toEqual(['flaky', 'broken', 'healthy']);
    expect(ENUMERATED_FACETS.confidence.values).toEqual(['high', 'medium', 'low']);
    expect(ENUMERATED_FACETS.impact.values).toEqual(['high', 'medium', 'low']);
    for (const { values, labels } of Object.values(ENUMERATED_FACETS)) {
      for (const value of values) expect((labels as Record<string, string>)[value]).toMatch(/^[A-Z]/);
    }
  });

  it('offers no health facet where operation 8 is asked', () => {
    expect(REPOSITORY_STAT_FACET_FIELDS).toEqual(TEST_FACET_FIELDS.filter((field) => field !== 'health'));
  });
});

describe('derivableFacetValue', () => {
  it('derives the last value of a partition facet with no selection of its own', () => {
    expect(derivableFacetValue({ pipeline: ['ci'] }, 'health')).toBe(ENUMERATED_FACETS.health.values.at(-1));
    expect(derivableFacetValue({}, 'confidence')).toBe(ENUMERATED_FACETS.confidence.values.at(-1));
  });

  it('derives nothing when the facet filters itself, or is not a partition (impact is null for healthy tests)', () => {
    expect(derivableFacetValue({ health: ['flaky'] }, 'health')).toBeNull();
    expect(derivableFacetValue({ notConfidence: ['low'] }, 'confidence')).toBeNull();
    expect(derivableFacetValue({}, 'impact')).toBeNull();
  });
});

describe('counts from the ranking’s read: every identity under the filters but health', () => {
  const row = (job: string, health: 'healthy' | 'flaky' | 'broken', impact: 'low' | 'high' | null): TestSearchResult => ({
    test_id: `${job}-${health}`,
    test_name: 't',
    pipeline_name: 'ci',
    job_name: job,
    metrics: { health_status: health, health_confidence: 'low', failed_executions_impact: impact },
  });
  const whole = [row('unit', 'flaky', 'low'), row('unit', 'broken', 'high'), row('e2e', 'flaky', 'high'), row('e2e', 'healthy', null)];
  const opening = { health: ['flaky', 'broken'] } as Partial<TestFilters>;
  const counts = countSet(whole, opening);

  it('counts every health, and the other facets among the identities the health filter lets through', () => {
    expect(counts.matching).toBe(3);
    expect(countFromSet(counts, opening, 'health', 'flaky')).toBe(2);
    expect(countFromSet(counts, opening, 'health', 'healthy')).toBe(1);
    expect(countFromSet(counts, opening, 'impact', 'high')).toBe(2);
    // A value the facet's own selection kept out of the read is asked.
    expect(countFromSet(counts, { ...opening, notImpact: ['low'] }, 'impact', 'low')).toBeNull();
  });

  it('lists a facet’s values only when it has no selection of its own', () => {
    expect(facetValuesFromSet(counts, opening, 'job')).toEqual([
      { value: 'unit', count: 2 },
      { value: 'e2e', count: 1 },
    ]);
    expect(facetValuesFromSet(counts, { ...opening, job: ['unit'] }, 'job')).toBeNull();
  });
});
