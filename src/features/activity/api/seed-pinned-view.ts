import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import type { ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem } from '../lib/activity-window';
import { activityViewQueries } from './activity-queries';
import { activityRequests } from './activity-requests';

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
