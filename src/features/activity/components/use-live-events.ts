import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { toActivityLogQuery, type ActivityWindow } from '@/domain/activity/activity-filters';
import { ACTIVITY_PAGE_SIZE, activityQueries, type ActivityEvents, type ActivityViewRequest } from '@/queries/activity';
import { activityRequests, activityViewQueries } from '../api/activity-requests';
import { startOver, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem } from '../lib/activity-window';
import { LIVE_POLL_MS, liveAnchorOf, newEventsOf, pollFrom } from '../lib/live-events';

export type LiveEvents = ReturnType<typeof useLiveEvents>;

/** Polls for events newer than the answer on screen and counts them; the list is left alone until asked. */
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
}) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const available = 'preset' in view.window;
  const on = search.live && available;
  const firstPage = events?.pages[0];
  // What the answer holds at its newest end: its page 1, read with the list or, when the list was
  // opened further down, once on its own.
  const headOnScreen = firstPage?.page === 1 ? { events: firstPage.events, more: firstPage.links.next !== null } : undefined;
  const firstPageQuery = (window: ActivityWindow) =>
    toActivityLogQuery(view.filters, window, { perPage: ACTIVITY_PAGE_SIZE, cursor: undefined });
  const headWindow = on && firstPage !== undefined && headOnScreen === undefined ? firstPage.window : null;
  const head = useQuery({
    ...activityQueries.newest(api, repo, firstPageQuery(headWindow ?? { from: '', to: '' })),
    enabled: headWindow !== null,
    staleTime: Infinity,
  });
  const headEvents = headOnScreen ?? head.data;
  const anchor =
    !on || firstPage === undefined || headEvents === undefined
      ? null
      : liveAnchorOf(headEvents.events, headEvents.more, firstPage.window.from);
  // Events from the poll's start until the server's now (no end sent, so the browser's clock plays no part).
  const from = anchor === null ? '' : pollFrom(anchor);
  const { received_to: _to, ...sinceFrom } = firstPageQuery({ from, to: from });
  const newer = useQuery({
    ...activityQueries.newest(api, repo, sinceFrom),
    enabled: on && anchor !== null,
    refetchInterval: LIVE_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });

  const fresh = on && anchor !== null && newer.data !== undefined ? newEventsOf(newer.data, anchor) : { events: [], more: false };
  const { isError: headFailed, refetch: refetchHead } = head;
  const { refetch: refetchNewer } = newer;
  // Stable: the Live switch is memoized.
  const retry = useCallback(() => void (headFailed ? refetchHead() : refetchNewer()), [headFailed, refetchHead, refetchNewer]);
  const show = async () => {
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
  };

  return {
    /** Live can follow this view (a preset window, which ends now). */
    available,
    on,
    count: fresh.events.length,
    more: fresh.more,
    // The browser's clock: only the time since it is shown.
    checkedAt: on && newer.dataUpdatedAt > 0 ? newer.dataUpdatedAt : null,
    error: on ? (newer.error ?? head.error) : null,
    retry,
    show,
  };
}
