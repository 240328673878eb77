import { pageIntro } from '@/lib/page-intros';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { loadQueries } from '@/lib/first-screen';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { PageHeader } from '@/components/layout/page-header';
import { MergeQueuePage } from '@/features/merge-queue/components/merge-queue-page';
import { mergeQueueSearchDefaults, mergeQueueSearchSchema, type MergeQueueSearch } from '@/features/merge-queue/lib/merge-queue-search';
import { mergeQueuePageQueries } from '@/queries/merge-queue';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/merge-queue')({
  validateSearch: mergeQueueSearchSchema,
  search: { middlewares: [stripSearchParams(mergeQueueSearchDefaults)] },
  // The comparison and the day table's figure read answers the page asks for itself.
  loaderDeps: ({ search: { range, baseRef, queue, priorityRule } }) => ({ range, baseRef, queue, priorityRule }),
  loader: ({ context: { queryClient, api }, params, deps, cause }) =>
    loadQueries(queryClient, cause, mergeQueuePageQueries(api, { owner: params.owner, repo: params.repo }, deps)),
  component: MergeQueueRoutePage,
});

function MergeQueueRoutePage() {
  const search = Route.useSearch();
  const repository = useRepository();
  const onSearchChange = useSearchUpdater<MergeQueueSearch>(Route.useNavigate(), { resetScroll: false });
  return (
    <>
      <PageHeader {...pageIntro('merge-queue', repository)} />
      <MergeQueuePage repo={repository} search={search} onSearchChange={onSearchChange} />
    </>
  );
}
