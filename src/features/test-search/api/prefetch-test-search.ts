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
 * when the results have answered: the page's first data. The counts and walks go on and fill the tabs
 * and the sidebar in place (their rows are laid out before they arrive).
 */
export function prefetchTestSearchPage(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, search: TestSearchParams): Promise<unknown> {
  prefetchTestFacets(queryClient, api, repo, search, TEST_FACET_FIELDS);
  return queryClient.prefetchQuery(testSearchQueries.results(api, repo, search));
}
