import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import {
  derivableFacetValue,
  ENUMERATED_FACETS,
  isEnumeratedFacet,
  isWalkedFacet,
  withOnlyValue,
  type EnumeratedFacet,
  type TestFacetField,
} from '@/domain/tests/test-facets';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { testSearchQueries } from './test-search-queries';

/*
 * Where each facet's values and counts come from (the API has no facet counts for tests):
 *  - enumerated facets (health, confidence, impact): one one-row search per value, all in parallel,
 *    each under every filter but the facet's own; its `total` is the count.
 *  - walked facets (pipeline, job): a walk of the search (collect-facet-values.ts).
 */

export type FacetCountOptions = { deriveFromTotal?: boolean };

/**
 * One count query per value of an enumerated facet, in the facet's order. With `deriveFromTotal` (a
 * page that knows the total of its own search, as test search does), the value `derivableFacetValue`
 * names has no query (`options: null`): its count is that total minus the others'.
 */
export function facetCountQueries(
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  field: EnumeratedFacet,
  { deriveFromTotal = false }: FacetCountOptions = {},
) {
  const derived = deriveFromTotal ? derivableFacetValue(filters, field) : null;
  return ENUMERATED_FACETS[field].values.map((value) => ({
    value,
    options: value === derived ? null : testSearchQueries.count(api, repo, withOnlyValue(filters, field, value)),
  }));
}

/**
 * Starts everything a facet sidebar over these fields shows: every count (one request each, in
 * parallel) and the value walks (sequential inside, the facets in parallel). Nothing waits for them:
 * a page's first data never does; they fill the sidebar when they answer.
 */
export function prefetchTestFacets(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly TestFacetField[],
  countOptions: FacetCountOptions = {},
): void {
  for (const field of fields.filter(isEnumeratedFacet)) {
    for (const { options } of facetCountQueries(api, repo, filters, field, countOptions)) {
      if (options) void queryClient.prefetchQuery(options);
    }
  }
  for (const field of fields.filter(isWalkedFacet)) {
    void queryClient.prefetchQuery(testSearchQueries.facetValues(api, repo, field, filters));
  }
}
