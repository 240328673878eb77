import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import { getRepositoryTestStatStatValues } from '@/api/generated/enums';
import type { HealthStatus, RepositoryStat } from '@/api/types';
import { compactStatFilters, toRepositoryStatQuery, type RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { followingView } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';

/** The overview shows every statistic operation 8 offers. */
export const OVERVIEW_STATS = getRepositoryTestStatStatValues;

/** The statistic that counts the tests of one health (`flaky` → `flaky_tests`); `tsc` checks it exists. */
export function healthStat(health: HealthStatus): RepositoryStat {
  return `${health}_tests`;
}

/** Operation 8, one query per statistic; the previous figures stay on screen while new filters load. */
export const repositoryStatQueries = {
  stat: (api: ApiClient, repo: RepositoryRef, { stat, filters }: { stat: RepositoryStat; filters: Partial<RepositoryStatFilters> }) => {
    const compact = compactStatFilters(filters);
    return queryOptions({
      ...followingView([...repositoryQueryKey(repo), 'repository-stats', stat, compact] as const),
      queryFn: ({ signal }) =>
        api.getRepositoryTestStat({ path: { ...repositoryPath(repo), stat }, query: toRepositoryStatQuery(compact) }, { signal }),
    });
  },
};
