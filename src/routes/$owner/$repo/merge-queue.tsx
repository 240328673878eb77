import { pageIntro } from '@/lib/page-intros';
import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { PageHeader } from '@/components/layout/page-header';
import { prefetchMergeQueuePage } from '@/features/merge-queue/api/prefetch-merge-queue-page';
import { MergeQueuePage } from '@/features/merge-queue/components/merge-queue-page';
import {
  filtersOf,
  mergeQueueSearchDefaults,
  mergeQueueSearchSchema,
  type MergeQueueSearch,
} from '@/features/merge-queue/lib/merge-queue-search';
import { rangeDays, statsWindow } from '@/features/merge-queue/lib/merge-queue-window';

export const Route = createFileRoute('/$owner/$repo/merge-queue')({
  validateSearch: mergeQueueSearchSchema,
  search: { middlewares: [stripSearchParams(mergeQueueSearchDefaults)] },
  // The comparison and the day table's figure read answers the page asks for itself.
  loaderDeps: ({ search: { range, baseRef, queue, priorityRule } }) => ({ range, baseRef, queue, priorityRule }),
  // The page draws before its answers (its first screen is its own words); its 404 comes from rendering.
  loader: ({ context: { queryClient, api }, params, deps }) => {
    const repo = { owner: params.owner, repo: params.repo };
    // The one window of this view (to the current UTC hour): the loader resolves it, the page reads it.
    const now = Date.now();
    const window = statsWindow(rangeDays(deps.range, now), now);
    if (window !== null) void prefetchMergeQueuePage(queryClient, api, repo, window, filtersOf(deps));
    // The range goes with its window: the URL's range is ahead of it until this loader has run.
    return { window, range: deps.range };
  },
  // The router catches a not-found thrown while rendering (usePageNotFound) only where the route names
  // the view for it.
  notFoundComponent: RouteNotFound,
  component: MergeQueueRoutePage,
});

function MergeQueueRoutePage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const { window, range } = Route.useLoaderData();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  const onSearchChange = useSearchUpdater<MergeQueueSearch>(Route.useNavigate(), { resetScroll: false });
  return (
    <>
      <PageHeader {...pageIntro('merge-queue', repository)} />
      <MergeQueuePage repo={repository} search={search} window={window} windowRange={range} onSearchChange={onSearchChange} />
    </>
  );
}
