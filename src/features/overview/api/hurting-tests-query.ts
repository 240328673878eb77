import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { compactStatFilters, toStatQuery, type RepositoryStatFilters } from '../lib/stat-filters';

export const HURTING_TESTS_COUNT = 5;

/**
 * The flaky and broken tests that fail most often (test search, by failure ratio, highest first):
 * what the vendor's overview lacks, and what a developer opening the page wants first. Uses test
 * search, which every credential may read, so it stays useful when the statistics are refused (403).
 */
export function hurtingTestsQuery(api: ApiClient, repo: RepositoryRef, filters: RepositoryStatFilters) {
  const compact = compactStatFilters(filters);
  return queryOptions({
    queryKey: [...repositoryQueryKey(repo), 'tests', 'hurting', compact] as const,
    queryFn: async ({ signal }) => {
      const page = await api.searchTests(
        {
          path: { owner: repo.owner, repository: repo.repo },
          query: {
            // Operation 8's filters are a subset of search's, with the same parameter names.
            ...toStatQuery(compact),
            health_status: ['flaky', 'broken'],
            sort: 'failed_executions_ratio',
            direction: 'desc',
            per_page: HURTING_TESTS_COUNT,
          },
        },
        { signal },
      );
      return page.data;
    },
    placeholderData: (previous, previousQuery) => {
      const [, owner, name] = previousQuery?.queryKey ?? [];
      return owner === repo.owner && name === repo.repo ? previous : undefined;
    },
    retryOnMount: false,
  });
}
