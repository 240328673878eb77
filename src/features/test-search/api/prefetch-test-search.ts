import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { TEST_FACET_FIELDS } from '@/domain/tests/test-facets';
import type { RepositoryRef } from '@/lib/app-config';
import type { TestSearchParams } from '../lib/test-search-params';
import { prefetchTestFacets } from './test-facet-queries';
import { testSearchQueries } from './test-search-queries';

/**
 * Everything the search page shows, started at once: the results page, the one-row counts (health
 * tabs and the health, confidence and impact facets; one value of health and of confidence follows
 * from the results' total, see derivableFacetValue) and the pipeline and job value walks. Resolves
 * when the results have answered: the page's first data. The counts and walks go on and fill the tabs
 * and the sidebar in place (their rows are laid out before they arrive).
 */
export function prefetchTestSearchPage(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, search: TestSearchParams): Promise<unknown> {
  // The results first; the dozen requests for the sidebar go out in the next task, so sending them does
  // not hold up what the router does next for the first data (loading the page's code).
  const results = queryClient.prefetchQuery(testSearchQueries.results(api, repo, search));
  setTimeout(() => prefetchTestFacets(queryClient, api, repo, search, TEST_FACET_FIELDS, { deriveFromTotal: true }), 0);
  return results;
}
