import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { getRepositoryTestStatStatValues } from '@/api/generated/enums';
import { repositoryPath } from '@/api/repository-path';
import type { HealthStatus, RepositoryStat } from '@/api/types';
import { compactStatFilters, toRepositoryStatQuery, type RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';

/** The overview shows every statistic operation 8 offers. */
export const OVERVIEW_STATS = getRepositoryTestStatStatValues;

/** The statistic that counts the tests of one health (`flaky` → `flaky_tests`); `tsc` checks it exists. */
export function healthStat(health: HealthStatus): RepositoryStat {
  return `${health}_tests`;
}

/*
 * Operation 8, one query per statistic, keyed `['repos', owner, repo, 'repository-stats', stat,
 * filters]` with the filters compacted here, once. They run in parallel; the loader starts them and the
 * figures read the same options. `retryOnMount: false`: the loader has just asked, so a 403 is shown
 * (with its Retry) rather than asked again on mount. The previous figures stay on screen while new
 * filters load, never another repository's.
 */
export const repositoryStatQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'repository-stats'] as const,
  stat: (api: ApiClient, repo: RepositoryRef, stat: RepositoryStat, filters: Partial<RepositoryStatFilters>) => {
    const compact = compactStatFilters(filters);
    const queryKey = [...repositoryStatQueries.all(repo), stat, compact] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }) =>
        api.getRepositoryTestStat({ path: { ...repositoryPath(repo), stat }, query: toRepositoryStatQuery(compact) }, { signal }),
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },
};
