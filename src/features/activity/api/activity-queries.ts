import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { PageLinks } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogAggregateResponse, ActivityLogEvent, ActivityLogQuery } from '@/api/types';
import { toActivityAggregateQuery, toActivityLogQuery } from '@/domain/activity/activity-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';
import type { ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, resolveWindow, type ResolvedWindow } from '../lib/activity-window';
import { LIVE_POLL_MS } from '../lib/live-events';
import { activityRequests, type ActivityRequests, type ActivityStart, type ActivityViewRequest } from './activity-requests';

/** The API's largest page: the list is read in runs, so the fewer round trips the better. */
export const ACTIVITY_PAGE_SIZE = 100;

export type ActivityAggregate = { data: ActivityLogAggregateResponse; window: ResolvedWindow };

/** Where one page is asked from; once the first page resolved the window, every further page asks for it (a cursor is a position in one answer). */
type ActivityPageParam = ActivityStart & { window: ResolvedWindow | null };

export type ActivityPage = {
  events: ActivityLogEvent[];
  links: PageLinks;
  /** The cursor this page was asked with (null: the newest events); a reading position names it. */
  cursor: string | null;
  /** 1-based index of the page in the view; numbers its rows (row n of page p is (p − 1) × 100 + n). */
  page: number;
  /** The absolute window this page was computed for. */
  window: ResolvedWindow;
};

/** The pages of a view read so far (their parameters are `ActivityPageParam`s). */
export type ActivityEvents = InfiniteData<ActivityPage>;

// Keys live under `['repos', owner, repo, 'activity']`, the prefix a quarantine change invalidates
// (`quarantineAffectedKeys`): quarantining a test writes an event.
export const activityQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'activity'] as const,

  aggregate: (api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest) => {
    const queryKey = [...activityQueries.all(repo), 'aggregate', request] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<ActivityAggregate> => {
        const window = resolveWindow(request.window, Date.now());
        const query = toActivityAggregateQuery(request.filters, window);
        const data = await api.getActivityLogAggregate({ path: repositoryPath(repo), query }, { signal });
        return { data, window };
      },
      placeholderData: keepPreviousInRepository(queryKey),
      retryOnMount: false,
    });
  },

  events: (api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest, start: ActivityStart) => {
    const queryKey = [...activityQueries.all(repo), 'events', request] as const;
    return infiniteQueryOptions({
      queryKey,
      queryFn: async ({ pageParam, signal }): Promise<ActivityPage> => {
        const window = pageParam.window ?? resolveWindow(request.window, Date.now());
        const query = toActivityLogQuery(request.filters, window, { perPage: ACTIVITY_PAGE_SIZE, cursor: pageParam.cursor ?? undefined });
        const answer = await api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
        return { events: answer.data.events, links: answer.links, cursor: pageParam.cursor, page: pageParam.page, window };
      },
      initialPageParam: { ...start, window: null } as ActivityPageParam,
      getNextPageParam: (last): ActivityPageParam | undefined => {
        const cursor = last.links.next?.cursor;
        return cursor ? { cursor, page: last.page + 1, window: last.window } : undefined;
      },
      getPreviousPageParam: (first): ActivityPageParam | undefined => {
        const cursor = first.links.prev?.cursor;
        return cursor ? { cursor, page: Math.max(1, first.page - 1), window: first.window } : undefined;
      },
      placeholderData: keepPreviousInRepository(queryKey),
      retryOnMount: false,
    });
  },
};

/** One page of events, newest first, and whether more follow. */
async function newestPage(api: ApiClient, repo: RepositoryRef, query: ActivityLogQuery, signal: AbortSignal) {
  const answer = await api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
  return { events: answer.data.events, more: answer.links.next !== null };
}

/** Live mode's poll: events from `from` until the server's now (no end sent, so the browser's clock plays no part). */
export function newerEventsQuery(api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest, from: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...activityQueries.all(repo), 'newer', { filters: request.filters, from }] as const,
    queryFn: ({ signal }) => {
      const query = toActivityLogQuery(request.filters, { from, to: from }, { perPage: ACTIVITY_PAGE_SIZE, cursor: undefined });
      delete query.received_to;
      return newestPage(api, repo, query, signal);
    },
    enabled,
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
}

/** The first page of the answer on screen, for live mode when the list was opened further down (a reading position). */
export function answerHeadQuery(api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest, window: ResolvedWindow | null) {
  return queryOptions({
    queryKey: [...activityQueries.all(repo), 'head', { filters: request.filters, window }] as const,
    queryFn: ({ signal }) => {
      if (window === null) throw new Error('No answer to read the head of');
      const query = toActivityLogQuery(request.filters, window, { perPage: ACTIVITY_PAGE_SIZE, cursor: undefined });
      return newestPage(api, repo, query, signal);
    },
    enabled: window !== null,
    staleTime: Infinity,
  });
}

/** Both queries of a view: the loader starts them, the page reads them. */
export function activityViewQueries(api: ApiClient, repo: RepositoryRef, requests: ActivityRequests) {
  return {
    aggregate: activityQueries.aggregate(api, repo, requests.view),
    events: activityQueries.events(api, repo, requests.view, requests.start),
  };
}

/** Pinning a live preset changes the view's keys, not its answer: the rows on screen move to the pinned keys. */
export function seedPinnedView(
  queryClient: QueryClient,
  api: ApiClient,
  repo: RepositoryRef,
  live: ActivitySearch,
  pinned: ActivitySearch,
): void {
  const from = activityRequests(live);
  const to = activityRequests(pinned);
  if (isWindowProblem(from) || isWindowProblem(to)) return;
  const liveQueries = activityViewQueries(api, repo, from);
  const pinnedQueries = activityViewQueries(api, repo, to);
  const events = queryClient.getQueryData(liveQueries.events.queryKey);
  const window = events?.pages[0]?.window;
  if (events === undefined || window === undefined || queryClient.getQueryData(pinnedQueries.events.queryKey) !== undefined) return;
  queryClient.setQueryData(pinnedQueries.events.queryKey, events);
  const aggregate = queryClient.getQueryData(liveQueries.aggregate.queryKey);
  if (aggregate !== undefined && aggregate.window.from === window.from && aggregate.window.to === window.to) {
    queryClient.setQueryData(pinnedQueries.aggregate.queryKey, aggregate);
  }
}
