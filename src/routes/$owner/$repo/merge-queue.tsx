import { pageIntro } from '@/lib/page-intros';
import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { loadRepositoryPage } from '@/lib/load-repository-page';
import { MergeQueuePage } from '@/features/merge-queue/components/merge-queue-page';
import { mergeQueueSearchDefaults, mergeQueueSearchSchema, type MergeQueueSearch } from '@/features/merge-queue/lib/merge-queue-search';
import { mergeQueuePageQueries } from '@/queries/merge-queue';

export const Route = createFileRoute('/$owner/$repo/merge-queue')({
  validateSearch: mergeQueueSearchSchema,
  search: { middlewares: [stripSearchParams(mergeQueueSearchDefaults)] },
  // The comparison and the day table's figure read answers the page asks for itself.
  loaderDeps: ({ search: { range, baseRef, queue, priorityRule } }) => ({ range, baseRef, queue, priorityRule }),
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    return loadRepositoryPage({
      queryClient,
      repo,
      cause,
      prefetch: () => {
        const { firstScreen, rest } = mergeQueuePageQueries(api, repo, deps);
        for (const options of rest) void queryClient.prefetchQuery(options);
        return Promise.all(firstScreen.map((options) => queryClient.prefetchQuery(options)));
      },
      drawsBeforeAnswers: true,
    });
  },
  // The router catches a not-found thrown while rendering (usePageNotFound) only where the route names
  // the view for it.
  notFoundComponent: RouteNotFound,
  component: MergeQueueRoutePage,
});

function MergeQueueRoutePage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  const onSearchChange = useCallback(
    (update: (previous: MergeQueueSearch) => MergeQueueSearch) => void navigate({ search: update, resetScroll: false }),
    [navigate],
  );
  return (
    <>
      <PageHeader {...pageIntro('merge-queue', repository)} />
      <MergeQueuePage repo={repository} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
