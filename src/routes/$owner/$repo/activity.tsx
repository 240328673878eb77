import { pageIntro } from '@/lib/page-intros';
import { Badge } from '@mantine/core';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { loadRepositoryPage } from '@/lib/load-repository-page';
import { activityViewQueries, prefetchActivityView } from '@/features/activity/api/activity-queries';
import { activityRequests } from '@/features/activity/api/activity-requests';
import { ActivityLogPage } from '@/features/activity/components/activity-log-page';
import { ACTIVITY_SEARCH_DEFAULTS, activitySearchSchema, type UpdateActivitySearch } from '@/features/activity/lib/activity-search-params';
import { isWindowProblem } from '@/features/activity/lib/activity-window';

export const Route = createFileRoute('/$owner/$repo/activity')({
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(ACTIVITY_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, api }, params, deps, cause }) => {
    const requests = activityRequests(deps);
    // A window the API would refuse is explained on the page; nothing is sent.
    if (isWindowProblem(requests)) return;
    const repo = { owner: params.owner, repo: params.repo };
    const view = activityViewQueries(api, repo, requests);
    await loadRepositoryPage({
      queryClient,
      repo,
      cause,
      // Waits for the first page of events only; the aggregate fills in after.
      prefetch: () => prefetchActivityView(queryClient, view),
      notFoundFrom: [view.events.queryKey],
    });
  },
  component: ActivityRoutePage,
});

function ActivityRoutePage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  // Stable props: the page's parts are memoized, and scrolling rewrites the URL (the reading position).
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  const requests = useMemo(() => activityRequests(search), [search]);
  const onSearchChange: UpdateActivitySearch = useCallback(
    (update, options) => navigate({ search: update, resetScroll: false, replace: options?.replace ?? false }),
    [navigate],
  );
  return (
    <>
      <PageHeader
        {...pageIntro('activity', repository)}
        badge={
          <Badge variant="light" color="gray" title="The activity log keeps 90 days of events">
            90-day retention
          </Badge>
        }
      />
      <ActivityLogPage repo={repository} search={search} requests={requests} onSearchChange={onSearchChange} />
    </>
  );
}
