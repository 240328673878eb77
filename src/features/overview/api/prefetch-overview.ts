import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { hurtingTestsQuery } from './hurting-tests-query';
import { OVERVIEW_STATS, repositoryStatQueries } from './repository-stat-queries';

/** The overview's own data, started at once: every statistic and the tests hurting the most. */
export function prefetchOverview(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, filters: RepositoryStatFilters): Promise<unknown> {
  return Promise.all([
    ...OVERVIEW_STATS.map((stat) => queryClient.prefetchQuery(repositoryStatQueries.stat(api, repo, stat, filters))),
    queryClient.prefetchQuery(hurtingTestsQuery(api, repo, filters)),
  ]);
}
