import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { logCountQueries } from './log-event-counts';
import { mergeQueueQueries } from './merge-queue-queries';
import { figureQueries, isNarrowerThanLog, logFilters } from './use-merge-queue-answers';

/**
 * The page's first data, started together: the filters' choices and every figure's answer. Resolves
 * when they have answered; the tables below the figures (time to merge, outcomes, the links' counts
 * under a queue or rule filter) fill in after.
 */
export async function prefetchMergeQueuePage(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  window: StatsWindow,
  filters: MergeQueueFilters,
): Promise<void> {
  void queryClient.prefetchQuery(mergeQueueQueries.timeToMerge(api, repo, window.end_at, filters.baseRef));
  void queryClient.prefetchQuery(mergeQueueQueries.checksOutcome(api, repo, window, filters));
  if (isNarrowerThanLog(filters)) {
    for (const options of figureQueries(api, repo, window, logFilters(filters))) void queryClient.prefetchQuery(options);
  }
  await Promise.all([
    queryClient.prefetchQuery(mergeQueueQueries.branches(api, repo, window)),
    queryClient.prefetchQuery(mergeQueueQueries.queueNames(api, repo, window)),
    ...figureQueries(api, repo, window, filters).map((options) => queryClient.prefetchQuery(options)),
    ...logCountQueries(api, repo, filters.baseRef, window).map((options) => queryClient.prefetchQuery(options)),
  ]);
}
