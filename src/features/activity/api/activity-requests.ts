import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { compactActivityFilters } from '@/domain/activity/activity-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { activityQueries, type ActivityStart, type ActivityViewRequest } from '@/queries/activity';
import type { ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, selectWindow, type WindowProblem, type WindowSelection } from '../lib/activity-window';

export type ActivityRequests = { view: ActivityViewRequest & { window: WindowSelection }; start: ActivityStart };

/** The view and start of the URL, or the reason its window cannot be sent (over 93 days). */
export function activityRequests(search: ActivitySearch): ActivityRequests | WindowProblem {
  const window = selectWindow(search);
  if (isWindowProblem(window)) return window;
  return {
    view: { filters: compactActivityFilters(search), window },
    start: { cursor: search.cursor ?? null, page: search.cursor === undefined ? 1 : search.page },
  };
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
