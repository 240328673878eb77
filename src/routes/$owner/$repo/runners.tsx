import type { FetchQueryOptions } from '@tanstack/react-query';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { runnersPageQueries, runnersViewQuery } from '@/queries/ci-runners';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchDefaults, runnersSearchSchema, type RunnersSearch } from '@/features/ci-runners/lib/runners-search';
import { loadQueries } from '@/lib/first-screen';
import { useRepository } from '@/routes/-components/use-repository';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
export const Route = createFileRoute('/$owner/$repo/runners')({
  validateSearch: runnersSearchSchema,
  search: { middlewares: [stripSearchParams(runnersSearchDefaults)] },
  loaderDeps: ({ search: { range, label, page, waitPage } }) => ({ range, label, page, waitPage }),
  // The page's runners and labels are asked alongside the fleet-wide figures, not after them (not on a hover's preload: 48 requests).
  loader: ({ context: { queryClient, api }, params, deps, cause }) =>
    loadQueries(queryClient, cause, {
      first: runnersPageQueries(api, params.owner, deps),
      rest: cause === 'preload' ? [] : [runnersViewQuery(api, params.owner, deps) as FetchQueryOptions],
    }),
  component: RunnersRoute,
});

function RunnersRoute() {
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<RunnersSearch>(Route.useNavigate(), { resetScroll: false });
  const repository = useRepository();
  return (
    <RunnersPage
      repository={repository}
      search={search}
      onChange={(patch) => void updateSearch((previous) => ({ ...previous, ...patch }))}
    />
  );
}
