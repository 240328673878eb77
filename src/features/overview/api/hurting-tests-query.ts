import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import { compactStatFilters, toSearchTestsQuery, type RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';

export const HURTING_TESTS_COUNT = 5;

/** The search the list is the top of; "See all" opens test search on exactly this. */
export const HURTING_TESTS_SEARCH: { health: HealthStatus[]; sort: SearchTestsSort; dir: SortDirection } = {
  health: [...UNHEALTHY_STATUSES],
  sort: 'failed_executions_ratio',
  dir: 'desc',
};

/**
 * The flaky and broken tests that fail most often (test search, by failure ratio, highest first):
 * what the vendor's overview lacks, and what a developer opening the page wants first. Uses test
 * search, which every credential may read, so it stays useful when the statistics are refused (403).
 * Takes the overview's filters (no health) and adds its own health filter.
 */
export function hurtingTestsQuery(api: ApiClient, repo: RepositoryRef, filters: Partial<RepositoryStatFilters>) {
  const compact = compactStatFilters(filters);
  const queryKey = [...repositoryQueryKey(repo), 'tests', 'hurting', compact] as const;
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const page = await api.searchTests(
        {
          path: repositoryPath(repo),
          query: {
            ...toSearchTestsQuery({ ...compact, health: HURTING_TESTS_SEARCH.health }),
            sort: HURTING_TESTS_SEARCH.sort,
            direction: HURTING_TESTS_SEARCH.dir,
            per_page: HURTING_TESTS_COUNT,
          },
        },
        { signal },
      );
      return page.data;
    },
    placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
    retryOnMount: false,
  });
}
