import { pageIntro } from '@/lib/page-intros';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { loadQueries } from '@/lib/first-screen';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { PageHeader } from '@/components/layout/page-header';
import { MergeQueuePage } from '@/features/merge-queue/components/merge-queue-page';
import { mergeQueueSearchSchema, type MergeQueueSearch } from '@/features/merge-queue/lib/merge-queue-search';
import { figureViewQuery } from '@/features/merge-queue/api/figure-view-query';
import { mergeQueueQueries, mergeQueueWindows } from '@/queries/merge-queue';
import { useRepository } from '@/routes/-components/use-repository';

export const Route = createFileRoute('/$owner/$repo/merge-queue')({
  codeSplitGroupings: [['loader', 'component']], // its queries come with the page, not in every page's entry (decisions.md)
  ...urlState(mergeQueueSearchSchema),
  // The first screen: the filters' choices and the whole figure view, so the page's first render draws the figures (the
  // comparison and the day table's figure read answers the page asks for itself).
  loaderDeps: ({ search: { figure: _figure, by: _by, ...deps } }) => deps,
  loader: ({ context: { queryClient, api }, params: { owner, repo }, deps: { range, compare, current, baseline, ...filters }, cause }) => {
    const windows = mergeQueueWindows({ range, compare, current, baseline });
    const first = [
      mergeQueueQueries.branches(api, { owner, repo }, windows.window),
      mergeQueueQueries.queueNames(api, { owner, repo }, windows.window),
      figureViewQuery(api, { owner, repo }, windows, filters),
    ];
    return loadQueries(queryClient, cause, { first: first as FetchQueryOptions[], rest: [] });
  },
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
