import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError, isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { StalePageLinkNotice } from '@/components/feedback/stale-page-link-notice';
import { CursorPaginationBar } from '@/components/pagination/cursor-pagination-bar';
import { pageRangeSummary } from '@/components/pagination/page-range-summary';
import type { RepositoryRef } from '@/lib/app-config';
import type { ActivityPage } from '../api/activity-queries';
import { firstPage, PAGE_SIZES, pinnedSearch, withWindow, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import type { WindowSelection } from '../lib/activity-window';
import { widerPreset, windowPhrase } from '../lib/window-labels';
import { ACTIVITY_PATH } from './activity-paths';
import { NoEvents, TimelineSkeleton } from './activity-states';
import { EventTimeline } from './event-timeline';

/**
 * The page of events and its pagination. The page links pin the resolved window, so Previous/Next keep
 * showing the same span of time even when the window was relative ("last 7 days").
 */
export function TimelineSection({
  repo,
  search,
  selection,
  query,
  total,
  filtered,
  onSearchChange,
  onClearFilters,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  selection: WindowSelection;
  query: UseQueryResult<ActivityPage>;
  /** From the aggregate; null while it loads or when it failed. */
  total: number | null;
  filtered: boolean;
  onSearchChange: UpdateActivitySearch;
  onClearFilters: () => void;
}) {
  if (query.isPending) return <TimelineSkeleton rows={Math.min(search.perPage, 8)} />;
  if (query.isError) {
    if (search.cursor !== undefined && isStaleCursorError(query.error)) {
      return <StalePageLinkNotice view="list of events" onFirstPage={() => onSearchChange(firstPage)} />;
    }
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} title={refusedTitle(query.error)} />;
  }
  const { events, links, page, window } = query.data;
  const busy = query.isPlaceholderData;
  if (events.length === 0 && page === 1 && !busy) {
    const wider = widerPreset(selection);
    return (
      <NoEvents
        windowPhrase={windowPhrase(selection)}
        filtered={filtered}
        widerPreset={wider}
        onWiden={() => wider && onSearchChange((previous) => withWindow(previous, { range: wider }))}
        onClearFilters={onClearFilters}
      />
    );
  }
  const pinned = pinnedSearch(search, window);
  return (
    <Stack gap="sm">
      <EventTimeline repo={repo} events={events} busy={busy} />
      <CursorPaginationBar
        summary={pageRangeSummary({ page, perPage: search.perPage, size: events.length, total, noun: 'events' })}
        perPageLabel="Events per page"
        pageSizes={PAGE_SIZES}
        perPage={search.perPage}
        page={page}
        links={links}
        busy={busy}
        renderPageLink={(props, target) => <Link {...props} to={ACTIVITY_PATH} params={repo} search={{ ...pinned, ...target }} />}
        onPerPageChange={(perPage) => onSearchChange((previous) => firstPage({ ...previous, perPage }))}
      />
    </Stack>
  );
}

/** A 422 is about the view asked for (filters, window, page link), not a failure to retry blindly. */
function refusedTitle(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 ? 'The API refused this view' : undefined;
}
