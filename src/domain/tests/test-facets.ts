import type { TestFilters } from './test-filters';

/** The filters shown as facets (test names have their own inputs). */
export const TEST_FACET_FIELDS = ['pipeline', 'job', 'health', 'confidence', 'impact'] as const;
export type TestFacetField = (typeof TEST_FACET_FIELDS)[number];

/** The facets operation 8 can filter by (no health): the overview's sidebar. */
export const REPOSITORY_STAT_FACET_FIELDS = ['pipeline', 'job', 'confidence', 'impact'] as const satisfies readonly TestFacetField[];

export const TEST_FACET_TITLES: Record<TestFacetField, string> = {
  pipeline: 'Pipeline',
  job: 'Job',
  health: 'Health',
  confidence: 'Confidence',
  impact: 'Impact',
};

const EXCLUDE_KEY = {
  pipeline: 'notPipeline',
  job: 'notJob',
  health: 'notHealth',
  confidence: 'notConfidence',
  impact: 'notImpact',
} as const satisfies Record<TestFacetField, keyof TestFilters>;

/** A facet's ticked values (`include`) and the values ruled out (`exclude`). */
export type IncludeExclude = { include: readonly string[]; exclude: readonly string[] };

export function facetSelection(filters: Partial<TestFilters>, field: TestFacetField): IncludeExclude {
  return { include: filters[field] ?? [], exclude: filters[EXCLUDE_KEY[field]] ?? [] };
}

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends Partial<TestFilters>>(filters: F, field: TestFacetField, selection: IncludeExclude): F {
  return { ...filters, [field]: [...selection.include], [EXCLUDE_KEY[field]]: [...selection.exclude] };
}

/**
 * The filters a facet's counts are computed under: every filter but the facet's own (as facet sidebars
 * do, so a facet always shows the values one could switch to).
 */
export function withoutFacet<F extends Partial<TestFilters>>(filters: F, field: TestFacetField): F {
  const rest: F = { ...filters };
  delete rest[field];
  delete rest[EXCLUDE_KEY[field]];
  return rest;
}
