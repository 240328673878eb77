import { RouteNotFound } from '@/components/feedback/not-found-page';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ciRunnerQueries, runnersPageQueries } from '@/queries/ci-runners';
import { RunnersPage } from '@/features/ci-runners/components/runners-page';
import { runnersSearchDefaults, runnersSearchSchema } from '@/features/ci-runners/lib/runners-search';
import { loadRepositoryPage, usePageNotFound } from '@/lib/load-repository-page';
import { useApiClient } from '@/lib/api-client-context';
import { ownerQueryKey } from '@/lib/query-keys';

// The CI runners of the repository's owner: the fleet, a runner's trend and the job waits by label.
// Under the repository so the navigation, the embedded tab and the boot heading keep one URL shape; its
// answers are the owner's (cached under the owner), the same from every repository of it.
export const Route = createFileRoute('/$owner/$repo/runners')({
  validateSearch: runnersSearchSchema,
  search: { middlewares: [stripSearchParams(runnersSearchDefaults)] },
  // Only the window changes what is asked; the runner, the label and the sort pick from the answers.
  loaderDeps: ({ search }) => ({ range: search.range }),
  loader: ({ context: { queryClient, api }, params, deps, cause }) =>
    loadRepositoryPage({
      queryClient,
      repo: { owner: params.owner, repo: params.repo },
      cause,
      scope: ownerQueryKey(params.owner),
      prefetch: () => {
        const { firstScreen, rest } = runnersPageQueries(api, params.owner, deps);
        for (const options of rest) void queryClient.prefetchQuery(options);
        return Promise.all(firstScreen.map((options) => queryClient.prefetchQuery(options)));
      },
      drawsBeforeAnswers: true,
    }),
  // The router catches a not-found thrown while rendering (usePageNotFound) only where the route names
  // the view for it.
  notFoundComponent: RouteNotFound,
  component: RunnersRoute,
});

function RunnersRoute() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const repository = useMemo(() => ({ owner, repo }), [owner, repo]);
  // The fleet-wide figure answers whenever the owner exists (the listing may be missing on purpose).
  usePageNotFound(ciRunnerQueries.stat(useApiClient(), owner, 'success_rate', { preset: search.range }));
  return (
    <RunnersPage
      repository={repository}
      search={search}
      onChange={(patch) => void navigate({ search: (previous) => ({ ...previous, ...patch }), resetScroll: false })}
    />
  );
}
