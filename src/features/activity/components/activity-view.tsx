import { Grid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { isApiError, isStaleCursorError } from '@/api/api-error';
import { ErrorState } from '@/components/feedback/error-state';
import { FacetSidebar } from '@/components/facets/facet-sidebar';
import type { FacetStatus } from '@/components/facets/facet-types';
import { isActivityFacet, withFacetSelection } from '@/domain/activity/activity-facets';
import { hasAnyFilter } from '@/domain/activity/activity-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { activityViewQueries } from '../api/activity-queries';
import type { ActivityRequests } from '../api/activity-requests';
import { firstPage, withoutFilters, type ActivitySearch, type UpdateActivitySearch } from '../lib/activity-search-params';
import { windowTitle } from '../lib/window-labels';
import { activityFacetGroups } from './activity-facet-groups';
import { ActivityHistogram } from './activity-histogram';
import { AccessNotice, isAccessError, RefusedViewNotice } from './activity-states';
import { ActivitySummary } from './activity-summary';
import { BaseRefFilter } from './base-ref-filter';
import { TimelineSection } from './timeline-section';

/**
 * A window's view: facets on the side, then the count, the histogram and the timeline, from the two
 * queries the route's loader started. A failure that concerns both (a refused credential, an
 * unreachable API, a refused view) is told once for the page.
 */
export function ActivityView({
  repo,
  search,
  requests,
  onSearchChange,
  onZoom,
}: {
  repo: RepositoryRef;
  search: ActivitySearch;
  requests: ActivityRequests;
  onSearchChange: UpdateActivitySearch;
  onZoom: (window: { start: number; end: number }) => void;
}) {
  const api = useApiClient();
  const view = activityViewQueries(api, repo, requests);
  const aggregate = useQuery(view.aggregate);
  const events = useQuery(view.page);

  const retryAll = () => {
    if (aggregate.isError) void aggregate.refetch();
    if (events.isError) void events.refetch();
  };
  // Both operations refuse a credential alike: one notice for the page, not one per section.
  const accessError = [aggregate.error, events.error].find(isAccessError);
  if (accessError) return <AccessNotice error={accessError} onRetry={retryAll} />;

  const filters = requests.aggregate.filters;
  const filtered = hasAnyFilter(filters);
  const clearFilters = () => onSearchChange(withoutFilters);
  // Both failed (the API is unreachable, or refuses the view with a 422): one message, one retry.
  if (aggregate.isError && events.isError && !(search.cursor !== undefined && isStaleCursorError(events.error))) {
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
  const total = aggregate.data?.data.total ?? null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
        <FacetSidebar
          groups={activityFacetGroups(aggregate.data, filters, facetStatus)}
          onChange={(id, facetSelection) => {
            if (!isActivityFacet(id)) return;
            onSearchChange((previous) => firstPage(withFacetSelection(previous, id, facetSelection)));
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
          <ActivitySummary total={total} windowTitle={windowTitle(requests.aggregate.window)} />
          <ActivityHistogram aggregate={aggregate.data} error={aggregate.error} onRetry={() => void aggregate.refetch()} onZoom={onZoom} />
          <TimelineSection
            repo={repo}
            search={search}
            selection={requests.aggregate.window}
            query={events}
            total={total}
            filtered={filtered}
            onSearchChange={onSearchChange}
            onClearFilters={clearFilters}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
