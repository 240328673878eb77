import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { TEST_FACET_FIELDS } from '@/domain/tests/test-facets';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { RepositoryRef } from '@/lib/app-config';
import type { TestSearchQueryParams } from '../lib/test-search-params';
import { prefetchTestFacets } from './test-facet-queries';
import { testSearchQueries } from './test-search-queries';

/**
 * Everything the search page shows: the results page, then the one-row counts (health tabs and the
 * health, confidence and impact facets; one value of health and of confidence follows from the
 * results' total, see derivableFacetValue) and the pipeline and job value walks. Resolves when the
 * results have answered: the page's first data. The counts and walks fill the tabs and the sidebar in
 * place after (their rows are laid out before they arrive).
 */
export function prefetchTestSearchPage(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, search: TestSearchQueryParams): Promise<unknown> {
  // The sidebar's dozen requests go out once the results have answered and been painted: they never
  // compete with the first data for the network or the main thread (the components wait for the
  // results as well, see KnownTotal).
  const results = queryClient.prefetchQuery(testSearchQueries.results(api, repo, search));
  void results.then(() => afterNextPaint(() => prefetchTestFacets(queryClient, api, repo, search, TEST_FACET_FIELDS, { deriveFromTotal: true })));
  return results;
}
