import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { FailedExecutionsImpact, HealthConfidence, HealthStatus } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { HEALTH_ORDER, LEVEL_ORDER, withoutFacet, type FacetField, type TestFilters } from '../lib/test-filters';
import { testSearchQueries, type WalkedFacet } from './test-search-queries';

/*
 * Where each facet's values and counts come from (the API has no facet counts for tests):
 *  - health, confidence, impact have fixed values: one one-row search per value, all in parallel,
 *    each under every filter but the facet's own; its `total` is the count.
 *  - pipeline and job values are not known in advance: a walk of the search (collect-facet-values.ts).
 */

export type CountedFacet = 'health' | 'confidence' | 'impact';
type CountedValue = HealthStatus | HealthConfidence | FailedExecutionsImpact;

export const COUNTED_VALUES: Record<CountedFacet, readonly CountedValue[]> = {
  health: HEALTH_ORDER,
  confidence: LEVEL_ORDER,
  impact: LEVEL_ORDER,
};

export function isCountedFacet(field: FacetField): field is CountedFacet {
  return field === 'health' || field === 'confidence' || field === 'impact';
}

export function isWalkedFacet(field: FacetField): field is WalkedFacet {
  return field === 'pipeline' || field === 'job';
}

/** The filters one value's count runs under: the facet's own filter replaced by that value. */
export function countFiltersFor(filters: Partial<TestFilters>, field: CountedFacet, value: string): Partial<TestFilters> {
  return { ...withoutFacet(filters, field), [field]: [value] };
}

export function facetCountQueries(api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>, field: CountedFacet) {
  return COUNTED_VALUES[field].map((value) => ({
    value,
    options: testSearchQueries.count(api, repo, countFiltersFor(filters, field, value)),
  }));
}

/** Starts every count of these facets (parallel, one request each); resolves when all have settled. */
export function prefetchFacetCounts(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly FacetField[],
): Promise<void[]> {
  return Promise.all(
    fields
      .filter(isCountedFacet)
      .flatMap((field) => facetCountQueries(api, repo, filters, field))
      .map(({ options }) => queryClient.prefetchQuery(options)),
  );
}

/** Starts the value walks of these facets (each sequential inside, the facets in parallel). */
export function prefetchFacetValues(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly FacetField[],
): Promise<void[]> {
  return Promise.all(
    fields.filter(isWalkedFacet).map((field) => queryClient.prefetchQuery(testSearchQueries.facetValues(api, repo, field, filters))),
  );
}
