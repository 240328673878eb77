import type { ApiClient } from '@/api/client';
import {
  countFromSet,
  derivableFacetValue,
  ENUMERATED_FACETS,
  withOnlyValue,
  type EnumeratedFacet,
  type SetCounts,
} from '@/domain/tests/test-facets';
import type { TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueries } from '@/queries/tests';

// The API has no facet counts for tests: an enumerated facet (health, confidence, impact) counts each value with a
// one-row search under every filter but its own; a walked one (pipeline, job) walks the search.

/** One count query per value, in the facet's order; none for a value the set counts or the total gives (`deriveFromTotal`). */
export function facetCountQueries(
  api: ApiClient,
  repo: RepositoryRef,
  filters: Partial<TestFilters>,
  field: EnumeratedFacet,
  { deriveFromTotal = false, set }: { deriveFromTotal?: boolean; set?: SetCounts | undefined } = {},
) {
  const derived = deriveFromTotal ? derivableFacetValue(filters, field) : null;
  return ENUMERATED_FACETS[field].values.map((value) => {
    const known = set === undefined ? null : countFromSet(set, filters, field, value);
    if (known !== null) return { value, options: null, known };
    return { value, options: value === derived ? null : testQueries.count(api, repo, withOnlyValue(filters, field, value)), known: null };
  });
}
