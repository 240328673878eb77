import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ciRunnerQueries } from '@/features/ci-runners/api/ci-runner-queries';
import { prefetchRunnersPage } from '@/features/ci-runners/api/fleet-queries';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchDefaults, runnersSearchSchema } from '@/features/ci-runners/lib/runners-search';
import { firstScreen } from '@/lib/first-screen';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
// Under the repository so the navigation, the embedded tab and the boot heading keep one URL shape; its
// answers are the owner's (cached under the owner), the same from every repository of it.
export const Route = createFileRoute('/$owner/$repo/runners')({
  validateSearch: runnersSearchSchema,
  search: { middlewares: [stripSearchParams(runnersSearchDefaults)] },
  // Only the window changes what is asked; the runner, the label and the sort pick from the answers.
  loaderDeps: ({ search }) => ({ range: search.range }),
  // The fleet-wide figure answers whenever the owner exists (the listing may be missing on purpose).
  loader: ({ context: { queryClient, api }, params, deps, cause }) => {
    void prefetchRunnersPage(queryClient, api, params.owner, { preset: deps.range });
    return firstScreen(cause, [
      queryClient.ensureQueryData(ciRunnerQueries.stat(api, params.owner, 'success_rate', { preset: deps.range })),
    ]);
  },
  notFoundComponent: RouteNotFound,
  component: RunnersRoute,
});

function RunnersRoute() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  return (
    <RunnersPage
      repository={repository}
      search={search}
      onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), resetScroll: false })}
    />
  );
}
