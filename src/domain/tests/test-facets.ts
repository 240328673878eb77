import type { SearchTestsSort, TestSearchResult } from '@/api/types';
import { HEALTH_LABELS, HEALTH_SCAN_ORDER } from './health';
import { allowedHealths } from './test-cost';
import { LEVEL_LABELS, LEVEL_SCAN_ORDER } from './levels';
import type { TestFilters } from './test-filters';
import { keepsValue, type FacetSelection } from '../facet-selection';

/** The filters shown as facets, in the sidebar's order (test names have their own inputs). */
export const TEST_FACET_FIELDS = ['pipeline', 'job', 'health', 'confidence', 'impact'] as const;
export type TestFacetField = (typeof TEST_FACET_FIELDS)[number];

/** The facets operation 8 can filter by (no health): the overview's sidebar. */
export const REPOSITORY_STAT_FACET_FIELDS = ['pipeline', 'job', 'confidence', 'impact'] as const satisfies readonly TestFacetField[];

/** Each facet's title, the filter holding its exclusions, and an identity's value of it (null: none, as a healthy test has no impact). */
export const TEST_FACETS = {
  pipeline: { title: 'Pipeline', exclude: 'notPipeline', valueOf: (identity) => identity.pipeline_name },
  job: { title: 'Job', exclude: 'notJob', valueOf: (identity) => identity.job_name },
  health: { title: 'Health', exclude: 'notHealth', valueOf: (identity) => identity.metrics.health_status },
  confidence: { title: 'Confidence', exclude: 'notConfidence', valueOf: (identity) => identity.metrics.health_confidence },
  impact: { title: 'Impact', exclude: 'notImpact', valueOf: (identity) => identity.metrics.failed_executions_impact },
} as const satisfies Record<
  TestFacetField,
  { title: string; exclude: keyof TestFilters; valueOf: (identity: TestSearchResult) => string | null }
>;

/* Where a facet's values come from. */
export const ENUMERATED_FACETS = {
  health: { values: HEALTH_SCAN_ORDER, labels: HEALTH_LABELS, partition: true },
  confidence: { values: LEVEL_SCAN_ORDER, labels: LEVEL_LABELS, partition: true },
  impact: { values: LEVEL_SCAN_ORDER, labels: LEVEL_LABELS, partition: false },
} as const satisfies Partial<Record<TestFacetField, { values: readonly string[]; labels: Record<string, string>; partition: boolean }>>;
export type EnumeratedFacet = keyof typeof ENUMERATED_FACETS;

export const WALKED_FACET_FIELDS = {
  pipeline: 'pipeline_name',
  job: 'job_name',
} as const satisfies Partial<Record<TestFacetField, SearchTestsSort & keyof TestSearchResult>>;
export type WalkedFacet = keyof typeof WALKED_FACET_FIELDS;
export const WALKED_FACETS = Object.keys(WALKED_FACET_FIELDS) as WalkedFacet[];

// Every facet is exactly one of the two: a facet added to TEST_FACET_FIELDS and neither fails `tsc`.
const _everyFacetHasValues: Record<Exclude<TestFacetField, EnumeratedFacet | WalkedFacet>, never> &
  Record<EnumeratedFacet & WalkedFacet, never> = {};
void _everyFacetHasValues;

export function isEnumeratedFacet(field: TestFacetField): field is EnumeratedFacet {
  return Object.hasOwn(ENUMERATED_FACETS, field);
}

export function isWalkedFacet(field: TestFacetField): field is WalkedFacet {
  return Object.hasOwn(WALKED_FACET_FIELDS, field);
}

export function facetSelection(filters: Partial<TestFilters>, field: TestFacetField): FacetSelection {
  return { include: filters[field] ?? [], exclude: filters[TEST_FACETS[field].exclude] ?? [] };
}

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends Partial<TestFilters>>(filters: F, field: TestFacetField, selection: FacetSelection): F {
  return { ...filters, [field]: [...selection.include], [TEST_FACETS[field].exclude]: [...selection.exclude] };
}

/** Every filter but the facet's own, so a facet shows the values one could switch to. */
export function withoutFacet<F extends Partial<TestFilters>>(filters: F, field: TestFacetField): F {
  const rest: F = { ...filters };
  delete rest[field];
  delete rest[TEST_FACETS[field].exclude];
  return rest;
}

/** The filters one value of an enumerated facet is counted under: the facet's own filter replaced by that value. */
export function withOnlyValue<F extends Partial<TestFilters>>(filters: F, field: EnumeratedFacet, value: string): F {
  return { ...withoutFacet(filters, field), [field]: [value] };
}

/** The value whose count is the total minus the others', so it need not be asked for; null when none can be. */
export function derivableFacetValue(filters: Partial<TestFilters>, field: EnumeratedFacet): string | null {
  const facet = ENUMERATED_FACETS[field];
  const { include, exclude } = facetSelection(filters, field);
  if (!facet.partition || include.length > 0 || exclude.length > 0) return null;
  return facet.values[facet.values.length - 1] ?? null;
}

/** Whether an identity passes every facet filter as search applies them: a null impact matches no impact value. */
export const matchesFacets = (identity: TestSearchResult, filters: Partial<TestFilters>) =>
  TEST_FACET_FIELDS.every((field) => keepsValue(facetSelection(filters, field), TEST_FACETS[field].valueOf(identity) ?? ''));

/** Each facet's values counted in one pass over the ranking's read (every identity under the filters but health), each
 * under every filter but the facet's own: health counts every identity, the others those the health filter lets through. */
export type SetCounts = { matching: number; values: Record<TestFacetField, Map<string, number>> };

export function countSet(whole: readonly TestSearchResult[], filters: Partial<TestFilters>): SetCounts {
  const allowed = allowedHealths(filters);
  const values = Object.fromEntries(TEST_FACET_FIELDS.map((field) => [field, new Map<string, number>()])) as SetCounts['values'];
  let matching = 0;
  for (const identity of whole) {
    const shown = allowed.includes(identity.metrics.health_status);
    matching += shown ? 1 : 0;
    for (const field of TEST_FACET_FIELDS) {
      const value = TEST_FACETS[field].valueOf(identity);
      if (value !== null && (shown || field === 'health')) values[field].set(value, (values[field].get(value) ?? 0) + 1);
    }
  }
  return { matching, values };
}

/** A value's count from the set; null when the facet's own selection kept it out of the read, which must be asked. */
export function countFromSet(counts: SetCounts, filters: Partial<TestFilters>, field: TestFacetField, value: string): number | null {
  if (field !== 'health' && !keepsValue(facetSelection(filters, field), value)) return null;
  return counts.values[field].get(value) ?? 0;
}

/** Every value's count from the set, only with no selection of the facet's own. */
export function facetValuesFromSet(
  counts: SetCounts,
  filters: Partial<TestFilters>,
  field: TestFacetField,
): { value: string; count: number }[] | null {
  const { include, exclude } = facetSelection(filters, field);
  if (include.length > 0 || exclude.length > 0) return null;
  return [...counts.values[field]].map(([value, count]) => ({ value, count }));
}
