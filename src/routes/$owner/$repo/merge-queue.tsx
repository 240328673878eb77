import { pageIntro } from '@/lib/page-intros';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { firstScreen } from '@/lib/first-screen';
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
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    const { first, rest } = mergeQueuePageQueries(api, { owner: params.owner, repo: params.repo }, deps);
    for (const options of rest) void queryClient.prefetchQuery(options);
    return firstScreen(
      cause,
      first.map((options) => queryClient.ensureQueryData(options)),
    );
  },
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
