import { infiniteQueryOptions, queryOptions, type InfiniteData } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiClient } from '@/api/client';
import { readPages, type PageLinks } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { ActivityLogAggregateResponse, ActivityLogEvent, ActivityLogFilters, ActivityLogQuery } from '@/api/types';
import {
  toActivityAggregateQuery,
  toActivityLogQuery,
  type ActivityWindow,
  type CompactActivityFilters,
} from '@/domain/activity/activity-filters';
import { resolveWindow, type Preset, type WindowSelection } from '@/domain/periods/time-window';
import { floorToHour } from '@/domain/tests/episode-times';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { DAY_MS, HOUR_MS } from '@/lib/time-constants';
import { followingView } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';

/** The API's largest page: the list is read in runs, so the fewer round trips the better. */
export const ACTIVITY_PAGE_SIZE = 100;
/** The service's limit on `received_to − received_from`, and how long it keeps events. */
export const ACTIVITY_MAX_WINDOW_DAYS = 93;
export const ACTIVITY_RETENTION_DAYS = 90;

/** The log's window of a request made at `now`, in its parameters' names (`received_to` included). */
export function resolveActivityWindow(selection: WindowSelection<Preset>, now: number): ActivityWindow {
  const { start, end } = resolveWindow(selection, now, 'exact');
  return { from: start, to: end };
}

/** One compact filter set and one window (the key holds the selection, never a computed "now"). */
export type ActivityViewRequest = { filters: CompactActivityFilters; window: WindowSelection<Preset> };

/** The page a list starts from: a reading position (a cursor and its page index), or the newest events. */
export type ActivityStart = { cursor: string | null; page: number };

export type ActivityAggregate = { data: ActivityLogAggregateResponse; window: ActivityWindow };

/** Once the first page resolved the window, every further page asks for it (a cursor is a position in one answer). */
type ActivityPageParam = ActivityStart & { window: ActivityWindow | null };
const pageParam = (cursor: string | null | undefined, page: number, window: ActivityWindow): ActivityPageParam | undefined =>
  cursor ? { cursor, page, window } : undefined;

export type ActivityPage = {
  events: ActivityLogEvent[];
  links: PageLinks;
  /** The cursor this page was asked with (null: the newest events); a reading position names it. */
  cursor: string | null;
  /** 1-based index of the page in the view; numbers its rows. */
  page: number;
  window: ActivityWindow;
};

export type ActivityEvents = InfiniteData<ActivityPage>;

/** Events read page by page, or the fact that this credential may not read the log (CI keys may not: 403). */
export type EveryActivityEvent = { events: ActivityLogEvent[]; truncated: boolean; forbidden: boolean };

// Under the prefix a quarantine change invalidates (`quarantineAffectedKeys`): quarantining a test writes an event.
export const activityQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'activity'] as const,

  aggregate: (api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest) =>
    queryOptions({
      ...followingView([...activityQueries.all(repo), 'aggregate', request] as const),
      queryFn: async ({ signal }): Promise<ActivityAggregate> => {
        const window = resolveActivityWindow(request.window, Date.now());
        const query = toActivityAggregateQuery(request.filters, window);
        return { data: await api.getActivityLogAggregate({ path: repositoryPath(repo), query }, { signal }), window };
      },
    }),

  /** A view's list, read in pages both ways from `start`; the start is not part of the key. */
  events: (api: ApiClient, repo: RepositoryRef, request: ActivityViewRequest, start: ActivityStart) =>
    infiniteQueryOptions({
      ...followingView([...activityQueries.all(repo), 'events', request] as const),
      queryFn: async ({ pageParam, signal }): Promise<ActivityPage> => {
        const window = pageParam.window ?? resolveActivityWindow(request.window, Date.now());
        const query = toActivityLogQuery(request.filters, window, { perPage: ACTIVITY_PAGE_SIZE, cursor: pageParam.cursor ?? undefined });
        const answer = await api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
        return { events: answer.data.events, links: answer.links, cursor: pageParam.cursor, page: pageParam.page, window };
      },
      initialPageParam: { ...start, window: null } as ActivityPageParam,
      getNextPageParam: (last) => pageParam(last.links.next?.cursor, last.page + 1, last.window),
      getPreviousPageParam: (first) => pageParam(first.links.prev?.cursor, Math.max(1, first.page - 1), first.window),
    }),

  /** The newest page of a query, and whether more follow (live mode's poll, the head of an answer). */
  newest: (api: ApiClient, repo: RepositoryRef, query: ActivityLogQuery) =>
    queryOptions({
      queryKey: [...activityQueries.all(repo), 'newest', query] as const,
      queryFn: async ({ signal }) => {
        const answer = await api.getActivityLog({ path: repositoryPath(repo), query }, { signal });
        return { events: answer.data.events, more: answer.links.next !== null };
      },
    }),

  /** Every event of a query, newest first, up to `maxPages` of the API's largest pages. */
  every: (api: ApiClient, repo: RepositoryRef, query: ActivityLogFilters, maxPages: number) =>
    queryOptions({
      queryKey: [...activityQueries.all(repo), 'every', query, maxPages] as const,
      queryFn: async ({ signal }): Promise<EveryActivityEvent> => {
        try {
          const first = await api.getActivityLog(
            { path: repositoryPath(repo), query: { ...query, per_page: ACTIVITY_PAGE_SIZE } },
            { signal },
          );
          const { pages, truncated } = await readPages(first, (link) => api.followLink(link, { signal }), maxPages);
          return { events: pages.flatMap((page) => page.events), truncated, forbidden: false };
        } catch (error) {
          if (isApiError(error) && error.status === 403) return { events: [], truncated: false, forbidden: true };
          throw error;
        }
      },
    }),

  /** Every event of a query over the 90 days kept, to the end of `now`'s hour (one key an hour), newest first. */
  retained: (api: ApiClient, repo: RepositoryRef, query: ActivityLogFilters, now: number, maxPages: number) => {
    const end = floorToHour(now) + HOUR_MS;
    const window = { received_from: toIsoSeconds(end - ACTIVITY_RETENTION_DAYS * DAY_MS), received_to: toIsoSeconds(end) };
    return activityQueries.every(api, repo, { ...query, ...window }, maxPages);
  },
};
