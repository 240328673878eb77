import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryStat } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { compactStatFilters, OVERVIEW_STATS, toStatQuery, type RepositoryStatFilters } from '../lib/stat-filters';

function keepWithinRepository<T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined, repo: RepositoryRef) {
  // Never show another repository's figures while this one's load.
  const [, owner, name] = previousQuery?.queryKey ?? [];
  return owner === repo.owner && name === repo.repo ? previous : undefined;
}

/*
 * Operation 8, one query per statistic, keyed `['repos', owner, repo, 'repository-stats', stat,
 * filters]`. The five run in parallel; the loader starts them and the figures read the same options.
 * `retryOnMount: false`: the loader has just asked, so a 403 is shown (with its Retry) rather than
 * asked again on mount. The previous figures stay on screen while new filters load.
 */
export const repositoryStatQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'repository-stats'] as const,
  stat: (api: ApiClient, repo: RepositoryRef, stat: RepositoryStat, filters: RepositoryStatFilters) => {
    const compact = compactStatFilters(filters);
    return queryOptions({
      queryKey: [...repositoryStatQueries.all(repo), stat, compact] as const,
      queryFn: ({ signal }) =>
        api.getRepositoryTestStat(
          { path: { owner: repo.owner, repository: repo.repo, stat }, query: toStatQuery(compact) },
          { signal },
        ),
      placeholderData: (previous, previousQuery) => keepWithinRepository(previous, previousQuery, repo),
      retryOnMount: false,
    });
  },
};

export function prefetchRepositoryStats(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: RepositoryStatFilters,
): Promise<void[]> {
  return Promise.all(OVERVIEW_STATS.map((stat) => queryClient.prefetchQuery(repositoryStatQueries.stat(api, repo, stat, filters))));
}
