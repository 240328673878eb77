import { pageIntro } from '@/lib/page-intros';
import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { PageHeader } from '@/components/layout/page-header';
import { MergeQueuePage } from '@/features/merge-queue/components/merge-queue-page';
import { mergeQueueSearchDefaults, mergeQueueSearchSchema, type MergeQueueSearch } from '@/features/merge-queue/lib/merge-queue-search';
import { mergeQueuePageQueries } from '@/queries/merge-queue';

export const Route = createFileRoute('/$owner/$repo/merge-queue')({
  validateSearch: mergeQueueSearchSchema,
  search: { middlewares: [stripSearchParams(mergeQueueSearchDefaults)] },
  // The comparison and the day table's figure read answers the page asks for itself.
  loaderDeps: ({ search: { range, baseRef, queue, priorityRule } }) => ({ range, baseRef, queue, priorityRule }),
  // Drawn before its answers (its first screen is its own words): the loader starts them and does not wait.
  loader: ({ context: { queryClient, api }, params, deps }) => {
    const { firstScreen, rest } = mergeQueuePageQueries(api, { owner: params.owner, repo: params.repo }, deps);
    for (const options of [...firstScreen, ...rest]) void queryClient.prefetchQuery(options);
  },
  // The router catches a not-found thrown while rendering (usePageNotFound) only where the route names
  // the view for it.
  notFoundComponent: RouteNotFound,
  component: MergeQueueRoutePage,
});

function MergeQueueRoutePage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  const onSearchChange = useSearchUpdater<MergeQueueSearch>(Route.useNavigate(), { resetScroll: false });
  return (
    <>
      <PageHeader {...pageIntro('merge-queue', repository)} />
      <MergeQueuePage repo={repository} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
