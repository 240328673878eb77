import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { EventType } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { histogramOnGrid } from '../lib/histogram-on-grid';
import { intervalGrid } from '../lib/interval-grid';
import type { StatsWindow } from '../lib/merge-queue-window';
import { figureDefinition, type FigureKey } from '../lib/queue-figures';
import { mergeQueueQueries } from './merge-queue-queries';

/*
 * Two figures count something the log lists otherwise: the CI runtime counts a batch's run once, where
 * the log has a checks-end event per pull request of the batch; a bisection is one batch, where the log
 * has a start event per pull request. Their links promise the log's own count, from the log's
 * aggregate (its histogram, per interval) over the same window and branch.
 */
export const LOG_COUNTED_FIGURES = ['ciRuntime', 'bisections'] as const satisfies readonly FigureKey[];

export const logEventCountQueries = {
  perInterval: (api: ApiClient, repo: RepositoryRef, eventTypes: readonly EventType[], baseRef: string | undefined, window: StatsWindow) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'log-counts', eventTypes, baseRef ?? null, window] as const,
      queryFn: async ({ signal }) => {
        const answer = await api.getActivityLogAggregate(
          {
            path: repositoryPath(repo),
            query: {
              event_type: [...eventTypes],
              ...(baseRef === undefined ? {} : { base_ref: baseRef }),
              received_from: window.start_at,
              received_to: window.end_at,
            },
          },
          { signal },
        );
        return histogramOnGrid(intervalGrid(window), answer.histogram);
      },
      retryOnMount: false,
    }),
};

export function logCountQueries(api: ApiClient, repo: RepositoryRef, baseRef: string | undefined, window: StatsWindow) {
  return LOG_COUNTED_FIGURES.map((key) => logEventCountQueries.perInterval(api, repo, figureDefinition(key).eventTypes, baseRef, window));
}

export type LogCountsState =
  | { status: 'pending' }
  | { status: 'error'; errors: unknown[]; retry: () => void }
  | { status: 'ready'; counts: Record<(typeof LOG_COUNTED_FIGURES)[number], number[]> };

function logCountsState(results: readonly UseQueryResult<number[]>[]): LogCountsState {
  const failed = results.filter((result) => result.isError);
  if (failed.length > 0)
    return {
      status: 'error',
      errors: failed.map((result) => result.error),
      retry: () => failed.forEach((result) => void result.refetch()),
    };
  const [ciRuntime, bisections] = results.map((result) => result.data);
  if (ciRuntime === undefined || bisections === undefined) return { status: 'pending' };
  return { status: 'ready', counts: { ciRuntime, bisections } };
}

/** Through `combine`, like the figures' answers: the page is drawn again only when this state changes. */
export function useLogCounts(repo: RepositoryRef, baseRef: string | undefined, window: StatsWindow): LogCountsState {
  const api = useApiClient();
  return useQueries({ queries: logCountQueries(api, repo, baseRef, window), combine: logCountsState });
}
