import { Badge } from '@mantine/core';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import { PageHeader } from '@/components/layout/page-header';
import { repositoryQueryKey } from '@/lib/query-keys';
import { activityQueries, prefetchActivityView, toActivityRequests } from '@/features/activity/api/activity-queries';
import { ActivityLogPage } from '@/features/activity/components/activity-log-page';
import { ACTIVITY_SEARCH_DEFAULTS, activitySearchSchema } from '@/features/activity/lib/activity-search-params';

export const Route = createFileRoute('/$owner/$repo/activity')({
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(ACTIVITY_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    const firstLook = queryClient.getQueryCache().find({ queryKey: repositoryQueryKey(repo) }) === undefined;
    // The aggregate and the page, both at once.
    const both = prefetchActivityView(queryClient, api, repo, deps);
    // Entering the page, or a repository not seen yet, waits for the data. A change of filter, window or
    // page does not: the previous answer stays on screen, dimmed, until the new one arrives.
    if (cause === 'stay' && !firstLook) return;
    await both;
    const requests = toActivityRequests(deps);
    if (requests === null) return;
    for (const options of [activityQueries.page(api, repo, requests.page), activityQueries.aggregate(api, repo, requests.aggregate)]) {
      const error = queryClient.getQueryState(options.queryKey)?.error;
      if (isApiNotFound(error)) throw notFound({ data: error.message });
    }
  },
  component: ActivityRoutePage,
});


function ActivityRoutePage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        title="Activity log"
        description={`What happened in ${owner}/${repo}: pull request actions, the merge queue, commands, freezes and quarantines, newest first.`}
        badge={
          <Badge variant="light" color="gray" title="The activity log keeps 90 days of events">
            90-day retention
          </Badge>
        }
      />
      <ActivityLogPage
        repo={{ owner, repo }}
        search={search}
        onSearchChange={(update) => void navigate({ search: update, resetScroll: false })}
      />
    </>
  );
}
