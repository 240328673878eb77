import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { activityViewQueries, newerEventsQuery, type ActivityEvents } from '../api/activity-queries';
import { activityRequests, type ActivityViewRequest } from '../api/activity-requests';
import { startOver, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem } from '../lib/activity-window';
import { heldIdsOf, newEventsSince } from '../lib/live-events';

export type LiveEvents = {
  /** Live can follow this view (a preset window, which ends now). */
  available: boolean;
  on: boolean;
  count: number;
  more: boolean;
  /** Reads the view anew from its newest event (unpinned) and scrolls to the top. */
  show: () => Promise<void>;
};

/**
 * Live mode for a view: polls for the events received since the answer on screen ended and counts
 * them (see live-events.ts); the list itself is left alone until the reader asks to see them.
 */
export function useLiveEvents({
  repo,
  search,
  view,
  events,
  eventsKey,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  view: ActivityViewRequest;
  events: ActivityEvents | undefined;
  /** The key of the list on screen (to read it anew when it is already the live one). */
  eventsKey: readonly unknown[];
  onSearchChange: UpdateActivitySearch;
}): LiveEvents {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const available = view.window.kind === 'preset';
  const on = search.live && available;
  const firstPage = events?.pages[0];
  const since = firstPage?.window.to ?? null;
  const newer = useQuery(newerEventsQuery(api, repo, view, since ?? '', on && since !== null));

  const fresh = useMemo(() => {
    if (!on || since === null || newer.data === undefined) return [];
    return newEventsSince(newer.data.events, since, heldIdsOf(firstPage?.page === 1 ? firstPage.events : undefined));
  }, [on, since, newer.data, firstPage]);

  // The latest search, read when asked: `show` keeps one identity while the reading position is written.
  const latest = useRef({ search, eventsKey });
  useEffect(() => {
    latest.current = { search, eventsKey };
  });
  const show = useCallback(async () => {
    const { search, eventsKey } = latest.current;
    const live = { ...startOver(search), asOf: undefined };
    const requests = activityRequests(live);
    if (isWindowProblem(requests)) return;
    const liveQueries = activityViewQueries(api, repo, requests);
    if (search.asOf === undefined) {
      // The list on screen is already the live view's: read it again from its newest event.
      void queryClient.invalidateQueries({ queryKey: liveQueries.aggregate.queryKey, exact: true });
      await queryClient.resetQueries({ queryKey: eventsKey, exact: true });
    } else {
      // Leaving the pinned answer: whatever the live view held before is older still.
      queryClient.removeQueries({ queryKey: liveQueries.events.queryKey, exact: true });
      queryClient.removeQueries({ queryKey: liveQueries.aggregate.queryKey, exact: true });
      await onSearchChange(() => live);
    }
    window.scrollTo({ top: 0 });
  }, [api, repo, queryClient, onSearchChange]);

  return { available, on, count: fresh.length, more: on && newer.data?.more === true, show };
}
