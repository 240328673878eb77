import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { PageLinks } from '@/api/link-pagination';
import type { ActivityLogAggregateResponse, ActivityLogEvent } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { compactFilters, toActivityQuery } from '../lib/activity-filters';
import type { ActivityFilterParams, ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, resolveWindow, selectWindow, type ResolvedWindow, type WindowSelection } from '../lib/activity-window';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';

/** The aggregate (total, histogram, facets) is asked for with this; the last segment of its key. */
export type ActivityAggregateRequest = {
  filters: Partial<ActivityFilterParams>;
  window: WindowSelection;
};

/** One page of events. */
export type ActivityPageRequest = ActivityAggregateRequest & {
  perPage: number;
  cursor: string | undefined;
  /** Not sent (cursors are opaque): kept with the answer so the range label describes the rows on screen. */
  page: number;
};

export type ActivityAggregate = { data: ActivityLogAggregateResponse; window: ResolvedWindow };
export type ActivityPage = {
  events: ActivityLogEvent[];
  links: PageLinks;
  page: number;
  perPage: number;
  /** The absolute window this page was computed for (a preset resolved at request time). */
  window: ResolvedWindow;
};

/** Both requests of the URL's view, or null when its window cannot be sent (over 93 days). */
export function toActivityRequests(search: ActivitySearch): { aggregate: ActivityAggregateRequest; page: ActivityPageRequest } | null {
  const window = selectWindow(search);
  if (isWindowProblem(window)) return null;
  const { perPage, cursor, page, ...rest } = search;
  const aggregate = { filters: compactFilters(rest), window };
  return { aggregate, page: { ...aggregate, perPage, cursor, page } };
}

function repoPath(repo: RepositoryRef) {
  return { owner: repo.owner, repository: repo.repo };
}

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
        const data = await api.getActivityLogAggregate({ path: repoPath(repo), query: toActivityQuery(request.filters, window) }, { signal });
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
        const answer = await api.getActivityLog(
          {
            path: repoPath(repo),
            query: {
              ...toActivityQuery(request.filters, window),
              per_page: request.perPage,
              ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
            },
          },
          { signal },
        );
        return { events: answer.data.events, links: answer.links, page: request.page, perPage: request.perPage, window };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },
};

/** Starts both requests of a view at once (no waterfall); settles when both have. */
export function prefetchActivityView(queryClient: QueryClient, api: ApiClient, repo: RepositoryRef, search: ActivitySearch): Promise<unknown> {
  const requests = toActivityRequests(search);
  if (requests === null) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(activityQueries.aggregate(api, repo, requests.aggregate)),
    queryClient.prefetchQuery(activityQueries.page(api, repo, requests.page)),
  ]);
}
