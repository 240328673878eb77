import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { runnersPageQueries } from '@/queries/ci-runners';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchDefaults, runnersSearchSchema, type RunnersSearch } from '@/features/ci-runners/lib/runners-search';
import { loadQueries } from '@/lib/first-screen';
import { useRepository } from '@/routes/-components/use-repository';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
export const Route = createFileRoute('/$owner/$repo/runners')({
  validateSearch: runnersSearchSchema,
  search: { middlewares: [stripSearchParams(runnersSearchDefaults)] },
  // The loader asks the fleet-wide answers, which only the window changes; the page of runners and of labels is the sections' to ask.
  loaderDeps: ({ search }) => ({ range: search.range }),
  // The fleet-wide figures' 404 means "no such owner" (the listing's is an answer: the API may not list runners).
  loader: ({ context: { queryClient, api }, params, deps, cause }) =>
    loadQueries(queryClient, cause, runnersPageQueries(api, params.owner, deps)),
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
