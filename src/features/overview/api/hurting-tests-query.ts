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

/**
 * The identities asked for at once (the API's largest page): every flaky and broken one in the demo
 * (57), so the tests are ranked over all of them; a larger set is ranked over this many, and says so.
 */
export const HURTING_TESTS_SCOPE = 100;

/** The search the list is the top of; "See all" opens test search on exactly this. */
export const HURTING_TESTS_SEARCH: { health: HealthStatus[]; sort: SearchTestsSort; dir: SortDirection } = {
  health: [...UNHEALTHY_STATUSES],
  sort: 'failed_executions_ratio',
  dir: 'desc',
};

/**
 * The flaky and broken identities, the service's highest failure ratio first, as many as one page holds:
 * the list groups them by test and ranks the tests by failed runs (rankTestsByCost). One request, not
 * one per test. Uses test search, which every credential may read, so it stays useful when the
 * statistics are refused (403). Takes the overview's filters (no health) and adds its own health filter.
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
            per_page: HURTING_TESTS_SCOPE,
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
