import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { TEST_FACET_FIELDS } from '@/domain/tests/test-facets';
import { afterNextPaint } from '@/lib/after-next-paint';
import type { RepositoryRef } from '@/lib/app-config';
import { isRankingSort, withQuickSearch, type TestSearchQueryParams } from '../lib/test-search-params';
import { prefetchTestFacets } from './test-facet-queries';
import { testSearchQueries, wholeSet } from './test-search-queries';

/**
 * Everything the search page shows: the results page (or, for the per-test ranking, every identity),
 * then the one-row counts (health tabs and the
 * health, confidence and impact facets; one value of health and of confidence follows from the
 * results' total, see derivableFacetValue) and the pipeline and job value walks. Resolves when the
 * results have answered: the page's first data. The counts and walks fill the tabs and the sidebar in
 * place after (their rows are laid out before they arrive).
 */
export function prefetchTestSearchPage(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  search: TestSearchQueryParams,
): Promise<unknown> {
  // The sidebar's dozen requests go out once the results have answered and been painted: they never
  // compete with the first data for the network or the main thread (the components wait for the
  // results as well, see KnownTotal).
  const filters = withQuickSearch(search);
  if (isRankingSort(search.sort)) {
    // The ranking reads every identity: the tabs count tests in it, and the sidebar counts most of its
    // values in it and asks only for those the page's own selection rules out (the healthy tab's).
    const ranking = queryClient.prefetchQuery(testSearchQueries.ranking(api, repo, filters));
    void ranking.then(() =>
      afterNextPaint(() => {
        const set = wholeSet(queryClient.getQueryData(testSearchQueries.ranking(api, repo, filters).queryKey), filters);
        prefetchTestFacets(queryClient, api, repo, filters, TEST_FACET_FIELDS, { deriveFromTotal: true, set });
      }),
    );
    return ranking;
  }
  const results = queryClient.prefetchQuery(testSearchQueries.results(api, repo, search));
  void results.then(() =>
    afterNextPaint(() => prefetchTestFacets(queryClient, api, repo, filters, TEST_FACET_FIELDS, { deriveFromTotal: true })),
  );
  return results;
}
