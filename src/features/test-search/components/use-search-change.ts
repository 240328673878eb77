import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testSearchQueries } from '../api/test-search-queries';
import { isRankingSort, withQuickSearch, type TestSearchParams } from '../lib/test-search-params';
import type { UpdateTestSearch } from './test-results';

/**
 * The page's `onSearchChange`: works out the next URL state, asks for its results at once (in the
 * click's own task, before React renders the new URL and the router runs its loader, which then finds
 * the request under way), and navigates. Stable across renders: the page's sections are memoised on it.
 */
export function useSearchChange(
  repo: RepositoryRef,
  search: TestSearchParams,
  navigate: (options: { search: TestSearchParams }) => Promise<void>,
): UpdateTestSearch {
  const queryClient = useQueryClient();
  const api = useApiClient();
  // The URL state as last rendered: what the person saw when they clicked.
  const current = useRef(search);
  useEffect(() => {
    current.current = search;
  }, [search]);
  return useCallback<UpdateTestSearch>(
    (update) => {
      const next = update(current.current);
      current.current = next;
      if (isRankingSort(next.sort)) void queryClient.prefetchQuery(testSearchQueries.ranking(api, repo, withQuickSearch(next)));
      else void queryClient.prefetchQuery(testSearchQueries.results(api, repo, next));
      void navigate({ search: next });
    },
    [queryClient, api, repo, navigate],
  );
}
