import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSearchUpdater } from '@/lib/use-search-updater';
import { ciRunnerQueries, runnersPageQueries } from '@/queries/ci-runners';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchDefaults, runnersSearchSchema, type RunnersSearch } from '@/features/ci-runners/lib/runners-search';
import { usePageNotFound } from '@/lib/use-page-not-found';
import { useApiClient } from '@/lib/api-client-context';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
export const Route = createFileRoute('/$owner/$repo/runners')({
  validateSearch: runnersSearchSchema,
  search: { middlewares: [stripSearchParams(runnersSearchDefaults)] },
  // Only the window changes what is asked; the runner, the label and the sort pick from the answers.
  loaderDeps: ({ search }) => ({ range: search.range }),
  // Drawn before its answers (its first screen is its own words): the loader starts them and does not wait.
  loader: ({ context: { queryClient, api }, params, deps }) => {
    const { firstScreen, rest } = runnersPageQueries(api, params.owner, deps);
    for (const options of [...firstScreen, ...rest]) void queryClient.prefetchQuery(options);
  },
  // The router catches a not-found thrown while rendering (usePageNotFound) only where the route names
  // the view for it.
  notFoundComponent: RouteNotFound,
  component: RunnersRoute,
});

function RunnersRoute() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const updateSearch = useSearchUpdater<RunnersSearch>(Route.useNavigate(), { resetScroll: false });
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  // The fleet-wide figure answers whenever the owner exists (the listing may be missing on purpose).
  usePageNotFound(ciRunnerQueries.stat(useApiClient(), owner, 'success_rate', { preset: search.range }));
  return (
    <RunnersPage
      repository={repository}
      search={search}
      onChange={(patch) => void updateSearch((previous) => ({ ...previous, ...patch }))}
    />
  );
}
