import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { urlState, useSearchUpdater } from '@/lib/url-state';
import { runnersPageQueries } from '@/queries/ci-runners';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchSchema, runnersView, type RunnersSearch } from '@/features/ci-runners/lib/runners-search';
import { loadQueries } from '@/lib/first-screen';
import { useRepository } from '@/routes/-components/use-repository';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
export const Route = createFileRoute('/$owner/$repo/runners')({
  codeSplitGroupings: [['loader', 'component']], // its queries come with the page, not in every page's entry (decisions.md)
  ...urlState(runnersSearchSchema),
  loaderDeps: ({ search: { range, start, end, label, page, waitPage } }) => ({ range, start, end, label, page, waitPage }),
  loader: ({ context: { queryClient, api }, params, deps, cause }) =>
    loadQueries(queryClient, cause, runnersPageQueries(api, params.owner, runnersView(deps, Date.now()), cause)),
  component: RunnersRoute,
});

function RunnersRoute() {
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<RunnersSearch>(Route.useNavigate(), { resetScroll: false });
  const repository = useRepository();
  // "Now" fixed for the visit, as the loader's: a window does not turn refused under a reader.
  const [now] = useState(() => Date.now());
  return (
    <RunnersPage
      repository={repository}
      search={runnersView(search, now)}
      onChange={(patch) => void updateSearch((previous) => ({ ...previous, ...patch }))}
    />
  );
}
