import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { TEST_FACET_FIELDS } from '@/domain/tests/test-facets';
import type { RepositoryRef } from '@/lib/app-config';
import type { TestSearchParams } from '../lib/test-search-params';
import { prefetchTestFacets } from './test-facet-queries';
import { testSearchQueries } from './test-search-queries';

/**
 * Everything the search page shows, started at once: the results page, the one-row counts (health
 * tabs and the health, confidence and impact facets) and the pipeline and job value walks. Resolves
 * when the results and the counts have; the walks (several requests in a row) go on in the background
 * and fill the sidebar when done.
 */
export function prefetchTestSearchPage(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, search: TestSearchParams): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(testSearchQueries.results(api, repo, search)),
    prefetchTestFacets(queryClient, api, repo, search, TEST_FACET_FIELDS),
  ]);
}
