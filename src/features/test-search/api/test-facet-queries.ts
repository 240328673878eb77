import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { TestSearchResult } from '@/api/types';
import {
  countFromSet,
  derivableFacetValue,
  facetValuesFromSet,
  ENUMERATED_FACETS,
  isEnumeratedFacet,
  isWalkedFacet,
  withOnlyValue,
  type EnumeratedFacet,
  type TestFacetField,
  type WalkedFacet,
} from '@/domain/tests/test-facets';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { testSearchQueries } from './test-search-queries';

/*
 * Where each facet's values and counts come from (the API has no facet counts for tests):
 *  - enumerated facets (health, confidence, impact): one one-row search per value, all in parallel,
 *    each under every filter but the facet's own; its `total` is the count.
 *  - walked facets (pipeline, job): a walk of the search (collect-facet-values.ts).
 * Unless the page holds `set`, every identity its search matches (the per-test ranking asks for the
 * whole set when it fits one page): then every count it decides is counted in it, no request at all
 * (countFromSet), and only the values the page's own selection rules out are asked for.
 */

export type FacetCountOptions = { deriveFromTotal?: boolean; set?: readonly TestSearchResult[] | undefined };

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
  { deriveFromTotal = false, set }: FacetCountOptions = {},
) {
  const derived = deriveFromTotal ? derivableFacetValue(filters, field) : null;
  return ENUMERATED_FACETS[field].values.map((value) => {
    const known = set === undefined ? null : countFromSet(set, filters, field, value);
    if (known !== null) return { value, options: null, known };
    return {
      value,
      options: value === derived ? null : testSearchQueries.count(api, repo, withOnlyValue(filters, field, value)),
      known: null,
    };
  });
}

/** Whether a walked facet's values follow from the set the page holds (no walk then). */
export function walkIsNeeded(filters: Partial<TestFilters>, field: WalkedFacet, set: readonly TestSearchResult[] | undefined): boolean {
  return set === undefined || facetValuesFromSet(set, filters, field) === null;
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
    if (walkIsNeeded(filters, field, countOptions.set))
      void queryClient.prefetchQuery(testSearchQueries.facetValues(api, repo, field, filters));
  }
}
