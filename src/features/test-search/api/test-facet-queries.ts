import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import {
  countFromSet,
  derivableFacetValue,
  facetValuesFromSet,
  ENUMERATED_FACETS,
  isEnumeratedFacet,
  isWalkedFacet,
  withOnlyValue,
  type EnumeratedFacet,
  type SetCounts,
  type TestFacetField,
  type WalkedFacet,
} from '@/domain/tests/test-facets';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueries } from '@/queries/tests';

// The API has no facet counts for tests: an enumerated facet (health, confidence, impact) counts each value with a
// one-row search under every filter but its own; a walked one (pipeline, job) walks the search.
export type FacetCountOptions = { deriveFromTotal?: boolean; set?: SetCounts | undefined };

/** One count query per value, in the facet's order. */
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
    return { value, options: value === derived ? null : testQueries.count(api, repo, withOnlyValue(filters, field, value)), known: null };
  });
}

/** Whether a walked facet's values follow from the set the page holds (no walk then). */
export function walkIsNeeded(filters: Partial<TestFilters>, field: WalkedFacet, set: SetCounts | undefined): boolean {
  return set === undefined || facetValuesFromSet(set, filters, field) === null;
}

/** Starts the sidebar's requests: every count and the value walks; nothing waits for them. */
export function prefetchTestFacets(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  fields: readonly TestFacetField[],
  countOptions: FacetCountOptions = {},
): void {
  const counts = fields
    .filter(isEnumeratedFacet)
    .flatMap((field) => facetCountQueries(api, repo, filters, field, countOptions).flatMap(({ options }) => (options ? [options] : [])));
  for (const options of counts) void queryClient.prefetchQuery(options);
  for (const facet of fields.filter(isWalkedFacet)) {
    if (walkIsNeeded(filters, facet, countOptions.set))
      void queryClient.prefetchQuery(testQueries.facetValues(api, repo, { facet, filters }));
  }
}
