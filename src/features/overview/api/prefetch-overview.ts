import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { anyHealth, testQueries } from '@/queries/tests';
import { OVERVIEW_STATS, repositoryStatQueries } from '@/queries/repository-stats';

/**
 * The overview's own data, started at once: every statistic and the tests hurting the most. Resolves
 * when the statistics have answered (the figures are the page's first data); the hurting tests fill
 * their reserved rows after. Only when a statistic failed does it wait for them too: test search
 * answers every credential, so its 404 is the one that tells an unknown repository from a refusal.
 */
export async function prefetchOverview(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  filters: RepositoryStatFilters,
): Promise<void> {
  const hurting = queryClient.prefetchQuery(testQueries.every(api, repo, anyHealth(filters)));
  const stats = OVERVIEW_STATS.map((stat) => repositoryStatQueries.stat(api, repo, { stat, filters }));
  await Promise.all(stats.map((options) => queryClient.prefetchQuery(options)));
  if (stats.some((options) => queryClient.getQueryState(options.queryKey)?.status === 'error')) await hurting;
}
