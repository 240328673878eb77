import { pageIntro } from '@/lib/page-intros';
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { PageHeader } from '@/components/layout/page-header';
import { RetentionBadge } from '@/components/layout/retention-badge';
import { ACTIVITY_RETENTION_DAYS } from '@/queries/activity';
import { firstScreen } from '@/lib/first-screen';
import { activityRequests, activityViewQueries } from '@/features/activity/api/activity-requests';
import { ActivityLogPage } from '@/features/activity/components/activity-log-page';
import { activitySearchSchema, type ActivitySearch } from '@/features/activity/lib/activity-search-params';
import { isWindowProblem } from '@/features/activity/lib/activity-window';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/activity')({
  ...urlState(activitySearchSchema),
  staticData: { ownScroll: true }, // the feed restores the reading position (`at`)
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const requests = activityRequests(deps);
    // A window the API would refuse is explained on the page; nothing is sent.
    if (isWindowProblem(requests)) return;
    const view = activityViewQueries(api, { owner: params.owner, repo: params.repo }, requests);
    const events = queryClient.ensureInfiniteQueryData(view.events); // asked first, answered first: a click's rows before its counts
    void queryClient.prefetchQuery(view.aggregate);
    return firstScreen(cause, [events]);
  },
  component: ActivityRoutePage,
});

function ActivityRoutePage() {
  const search = Route.useSearch();
  const onSearchChange = useSearchUpdater<ActivitySearch>(Route.useNavigate(), { resetScroll: false });
  // Stable props: the page's parts are memoized, and scrolling rewrites the URL (the reading position).
  const repository = useRepository();
  const requests = useMemo(() => activityRequests(search), [search]);
  return (
    <>
      <PageHeader
        {...pageIntro('activity', repository)}
        badge={<RetentionBadge days={ACTIVITY_RETENTION_DAYS} kept="The activity log keeps its events" />}
      />
      <ActivityLogPage repo={repository} search={search} requests={requests} onSearchChange={onSearchChange} />
    </>
  );
}
