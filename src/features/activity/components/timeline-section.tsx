import { Skeleton, Stack } from '@mantine/core';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, type ComponentProps } from 'react';
import { isApiError, isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { ACTIVITY_PAGE_SIZE, type ActivityEvents } from '@/queries/activity';
import { withWindow, type UpdateActivitySearch } from '../lib/activity-search-params';
import type { WindowSelection } from '../lib/activity-window';
import { feedItems } from '../lib/feed-items';
import { formatDayHeading, formatIsoDay } from '@/lib/format';
import { widerPreset, windowPhrase } from '../lib/window-labels';
import { NoEvents } from './activity-notices';
import { EventFeed, type FeedPaging } from './event-feed';
import { useTimeZone } from './time-zone-context';

/** A skeleton until the first page, why it failed, what to widen when empty, or the list. */
export function TimelineSection({
  selection,
  query,
  total,
  filtered,
  onStartOver,
  onSearchChange,
  onClearFilters,
  ...feed
}: {
  selection: WindowSelection;
  query: UseInfiniteQueryResult<ActivityEvents>;
  /** From the aggregate; null while it loads or when it failed. */
  total: number | null;
  filtered: boolean;
  /** Drops the reading position and reads the view again from its newest event. */
  onStartOver: () => void;
  onSearchChange: UpdateActivitySearch;
  onClearFilters: () => void;
} & Omit<ComponentProps<typeof EventFeed>, 'items' | 'setSize' | 'busy' | 'paging'>) {
  const { data, isPlaceholderData: busy, isFetching, hasNextPage, hasPreviousPage, isFetchingNextPage, isFetchingPreviousPage } = query;
  const { isFetchNextPageError, isFetchPreviousPageError, error, fetchNextPage, fetchPreviousPage } = query;
  const zone = useTimeZone();
  const items = useMemo(
    () => (data === undefined ? [] : feedItems(data.pages, ACTIVITY_PAGE_SIZE, (iso) => formatIsoDay(iso, zone), formatDayHeading)),
    [data, zone],
  );
  // While another view loads (the previous answer dimmed) or all pages refresh, nothing more is read:
  // asking for a page then would cancel that fetch.
  const idle = !busy && (!isFetching || isFetchingNextPage || isFetchingPreviousPage);
  const paging: FeedPaging = {
    hasOlder: hasNextPage,
    hasNewer: hasPreviousPage,
    loadingOlder: isFetchingNextPage || (hasNextPage && !idle),
    loadingNewer: isFetchingPreviousPage || (hasPreviousPage && !idle),
    olderError: isFetchNextPageError ? error : null,
    newerError: isFetchPreviousPageError ? error : null,
    // Never `cancelRefetch`: asking again while a page is on its way must not start it over.
    loadOlder: () => void fetchNextPage({ cancelRefetch: false }),
    loadNewer: () => void fetchPreviousPage({ cancelRefetch: false }),
  };

  if (data === undefined) {
    if (!query.isError) {
      return (
        <Stack gap="xs" role="status" aria-label="Loading events">
          <Skeleton height={14} width={220} />
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} height={40} />
          ))}
        </Stack>
      );
    }
    if (isStaleCursorError(error)) {
      // The saved position's cursor does not fit this view (edited, or from another answer): start over.
      return <StalePageLinkNotice view="list of events" onFirstPage={onStartOver} />;
    }
    return <ErrorState error={error} onRetry={() => void query.refetch()} title={refusedTitle(error)} />;
  }
  if (items.length === 0 && !busy) {
    const wider = widerPreset(selection);
    return (
      <NoEvents
        windowPhrase={windowPhrase(selection, zone)}
        filtered={filtered}
        widerPreset={wider}
        onWiden={() => wider && void onSearchChange((previous) => withWindow(previous, { range: wider }))}
        onClearFilters={onClearFilters}
      />
    );
  }
  return <EventFeed {...feed} items={items} setSize={total ?? -1} busy={busy} paging={paging} />;
}

/** A 422 is about the view asked for (filters, window, reading position), not a failure to retry blindly. */
function refusedTitle(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 ? 'The API refused this view' : undefined;
}
