import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { PageLinks } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogAggregateResponse, ActivityLogEvent } from '@/api/types';
import { toActivityAggregateQuery, toActivityLogQuery } from '@/domain/activity/activity-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';
import { resolveWindow, type ResolvedWindow } from '../lib/activity-window';
import type { ActivityAggregateRequest, ActivityPageRequest, ActivityRequests } from './activity-requests';

export type ActivityAggregate = { data: ActivityLogAggregateResponse; window: ResolvedWindow };
export type ActivityPage = {
  events: ActivityLogEvent[];
  links: PageLinks;
  page: number;
  perPage: number;
  /** The absolute window this page was computed for (a preset resolved at request time). */
  window: ResolvedWindow;
};

/*
 * Keys live under `['repos', owner, repo, 'activity']`, the prefix a quarantine change invalidates
 * (`quarantineAffectedKeys`): quarantining a test writes an event. The key holds the window as
 * selected (a preset by name), never a computed "now"; each answer carries the window it was
 * computed for. Loaders prefetch these options and components read them with `useQuery`, keeping the
 * previous answer while the next loads; `retryOnMount: false` because the loader has just tried.
 */
export const activityQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'activity'] as const,

  aggregate: (api: ApiClient, repo: RepositoryRef, request: ActivityAggregateRequest) => {
    const queryKey = [...activityQueries.all(repo), 'aggregate', request] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<ActivityAggregate> => {
        const window = resolveWindow(request.window, Date.now());
        const query = toActivityAggregateQuery(request.filters, window);
        const data = await api.getActivityLogAggregate({ path: repositoryPath(repo), query }, { signal });
        return { data, window };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  page: (api: ApiClient, repo: RepositoryRef, request: ActivityPageRequest) => {
    const queryKey = [...activityQueries.all(repo), 'events', request] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<ActivityPage> => {
        const window = resolveWindow(request.window, Date.now());
        const query = toActivityLogQuery(request.filters, window, request);
        const answer = await api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
        return { events: answer.data.events, links: answer.links, page: request.page, perPage: request.perPage, window };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },
};

/** Both queries of a view: the loader prefetches them, the page reads them. */
export type ActivityViewQueries = ReturnType<typeof activityViewQueries>;

export function activityViewQueries(api: ApiClient, repo: RepositoryRef, requests: ActivityRequests) {
  return {
    aggregate: activityQueries.aggregate(api, repo, requests.aggregate),
    page: activityQueries.page(api, repo, requests.page),
  };
}

/** Starts both requests of a view at once (no waterfall); settles when both have. */
export function prefetchActivityView(queryClient: QueryClient, view: ActivityViewQueries): Promise<unknown> {
  return Promise.all([queryClient.prefetchQuery(view.aggregate), queryClient.prefetchQuery(view.page)]);
}
