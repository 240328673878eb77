import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { compactFilters, FACET_FIELDS } from '../lib/test-filters';
import { prefetchFacetCounts, prefetchFacetValues } from './test-facet-queries';
import type { TestSearchParams } from '../lib/test-search-params';
import { testSearchQueries, toTestSearchRequest } from './test-search-queries';

/**
 * Everything the search page shows, started at once: the results page, the one-row counts (health
 * tabs and the health, confidence and impact facets) and the pipeline and job value walks.
 * `main` settles when the results and the counts have; the walks (several requests in a row) go on
 * in the background and fill the sidebar when done.
 */
export function prefetchTestSearchPage(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  search: TestSearchParams,
): { main: Promise<unknown> } {
  const filters = compactFilters(search);
  const results = queryClient.prefetchQuery(testSearchQueries.results(api, repo, toTestSearchRequest(search)));
  const counts = prefetchFacetCounts(queryClient, api, repo, filters, FACET_FIELDS);
  void prefetchFacetValues(queryClient, api, repo, filters, FACET_FIELDS);
  return { main: Promise.all([results, counts]) };
}
