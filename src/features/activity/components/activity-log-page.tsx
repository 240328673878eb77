import { Grid, Stack } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetStatus } from '@/components/facets/facet-types';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { activityQueries, type ActivityAggregateRequest, type ActivityPage, type ActivityPageRequest } from '../api/activity-queries';
import { compactFilters, hasAnyFilter, isActivityFacet, withFacetSelection } from '../lib/activity-filters';
import { EMPTY_ACTIVITY_FILTERS, firstPage, withWindow, type ActivitySearch } from '../lib/activity-search-params';
import { isWindowProblem, MAX_WINDOW_MS, selectWindow, toIsoSeconds, type WindowSelection } from '../lib/activity-window';
import { widerPreset, windowPhrase, windowTitle } from '../lib/window-labels';
import { ActivityHistogram } from './activity-histogram';
import { ActivityPagination } from './activity-pagination';
import {
  AccessNotice,
  BadCursorNotice,
  isAccessError,
  isBadCursor,
  NoEvents,
  RefusedViewNotice,
  TimelineSkeleton,
  WindowTooLongNotice,
} from './activity-states';
import { ActivitySummary } from './activity-summary';
import { BaseRefFilter } from './base-ref-filter';
import { EventTimeline } from './event-timeline';
import { activityFacetGroups } from './activity-facet-groups';
import { WindowControls } from './window-controls';

export type UpdateActivitySearch = (update: (previous: ActivitySearch) => ActivitySearch) => void;

/**
 * The activity log: the window on top, facets on the side, then the count, the histogram and the
 * timeline. Every change is a new URL (through `onSearchChange`); a changed filter or window starts
 * again at the first page.
 */
export function ActivityLogPage({
  repo,
  search,
  onSearchChange,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  onSearchChange: UpdateActivitySearch;
}) {
  const selection = selectWindow(search);
  const toPreset = (range: ActivitySearch['range']) => onSearchChange((previous) => withWindow(previous, { range }));
  const toCustom = (window: { start: number; end: number }) =>
    onSearchChange((previous) => withWindow(previous, { from: toIsoSeconds(window.start), to: toIsoSeconds(window.end) }));

  return (
    <Stack gap="md">
      <WindowControls preset={search.range} selection={selection} onPreset={toPreset} onCustom={toCustom} />
      {isWindowProblem(selection) ? (
        <WindowTooLongNotice
          problem={selection}
          preset={search.range}
          onShortenToLimit={() => {
            const end = Date.parse(selection.to);
            toCustom({ start: end - MAX_WINDOW_MS, end });
          }}
          onBackToPreset={() => toPreset(search.range)}
        />
      ) : (
        <ActivityView repo={repo} search={search} selection={selection} onSearchChange={onSearchChange} onZoom={toCustom} />
      )}
    </Stack>
  );
}

function ActivityView({
  repo,
  search,
  selection,
  onSearchChange,
  onZoom,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  selection: WindowSelection;
  onSearchChange: UpdateActivitySearch;
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const api = useApiClient();
  const { perPage, cursor, page, ...filters } = search;
  const aggregateRequest: ActivityAggregateRequest = { filters: compactFilters(filters), window: selection };
  const pageRequest: ActivityPageRequest = { ...aggregateRequest, perPage, cursor, page };
  const aggregate = useQuery(activityQueries.aggregate(api, repo, aggregateRequest));
  const events = useQuery(activityQueries.page(api, repo, pageRequest));

  const retryAll = () => {
    if (aggregate.isError) void aggregate.refetch();
    if (events.isError) void events.refetch();
  };
  // Both operations refuse a credential alike: one notice for the page, not one per section.
  const accessError = [aggregate.error, events.error].find(isAccessError);
  if (accessError) return <AccessNotice error={accessError} onRetry={retryAll} />;

  const filtered = hasAnyFilter(filters);
  const clearFilters = () => onSearchChange((previous) => firstPage({ ...previous, ...EMPTY_ACTIVITY_FILTERS }));
  // Both failed (the API is unreachable, or refuses the view with a 422): one message, one retry.
  if (aggregate.isError && events.isError && !(search.cursor !== undefined && isBadCursor(events.error))) {
    return isApiError(events.error) && events.error.status === 422 ? (
      <RefusedViewNotice error={events.error} onRetry={retryAll} onClearFilters={filtered ? clearFilters : null} />
    ) : (
      <ErrorState error={events.error} onRetry={retryAll} />
    );
  }
  const facetStatus: FacetStatus = aggregate.isError
    ? { state: 'error', error: aggregate.error, retry: () => void aggregate.refetch() }
    : aggregate.isPending
      ? { state: 'loading' }
      : { state: 'ready' };
  const groups = activityFacetGroups(aggregate.data, filters, facetStatus);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <FacetSidebar
          groups={groups}
          onChange={(id, facetSelection) => {
            if (!isActivityFacet(id)) return;
            onSearchChange((previous) => firstPage({ ...previous, ...withFacetSelection(previous, id, facetSelection) }));
          }}
          onClearAll={clearFilters}
          hasActiveFilters={filtered}
        >
          <BaseRefFilter
            value={search.baseRef}
            onChange={(baseRef) => onSearchChange((previous) => firstPage({ ...previous, baseRef }))}
          />
        </FacetSidebar>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
        <Stack gap="md">
          <ActivitySummary total={aggregate.data?.data.total ?? null} windowTitle={windowTitle(selection)} />
          <ActivityHistogram aggregate={aggregate.data} error={aggregate.error} onRetry={() => void aggregate.refetch()} onZoom={onZoom} />
          <TimelineSection
            repo={repo}
            search={search}
            selection={selection}
            query={events}
            total={aggregate.data?.data.total ?? null}
            filtered={filtered}
            onSearchChange={onSearchChange}
            onClearFilters={clearFilters}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function TimelineSection({
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
  total: number | null;
  filtered: boolean;
  onSearchChange: UpdateActivitySearch;
  onClearFilters: () => void;
}) {
  if (query.isPending) return <TimelineSkeleton rows={Math.min(search.perPage, 8)} />;
  if (query.isError) {
    if (search.cursor !== undefined && isBadCursor(query.error)) {
      return <BadCursorNotice onFirstPage={() => onSearchChange((previous) => firstPage(previous))} />;
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
  return (
    <Stack gap="sm">
      <EventTimeline repo={repo} events={events} busy={busy} />
      <ActivityPagination
        repo={repo}
        search={search}
        page={page}
        size={events.length}
        total={total}
        links={links}
        window={window}
        busy={busy}
        onPerPageChange={(perPage) => onSearchChange((previous) => firstPage({ ...previous, perPage }))}
      />
    </Stack>
  );
}

/** A 422 is about the view asked for (filters, window, page link), not a failure to retry blindly. */
function refusedTitle(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 ? 'The API refused this view' : undefined;
}
