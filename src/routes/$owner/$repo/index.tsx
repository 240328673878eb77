import { Badge, Grid, Stack } from '@mantine/core';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import { PageHeader } from '@/components/layout/page-header';
import { repositoryQueryKey } from '@/lib/query-keys';
import { hurtingTestsQuery } from '@/features/overview/api/hurting-tests-query';
import { prefetchRepositoryStats } from '@/features/overview/api/repository-stat-queries';
import { HurtingTests } from '@/features/overview/components/hurting-tests';
import { OverviewStats } from '@/features/overview/components/overview-stats';
import { prefetchFacetCounts, prefetchFacetValues } from '@/features/test-search/api/test-facet-queries';
import { TestFacetSidebar } from '@/features/test-search/components/test-facet-sidebar';
import { TestNameFilter } from '@/features/test-search/components/test-name-filter';
import { REPOSITORY_STAT_FACET_FIELDS } from '@/features/test-search/lib/test-filters';
import {
  REPOSITORY_STAT_FILTER_DEFAULTS,
  repositoryStatFilterParamsSchema,
} from '@/features/test-search/lib/test-search-params';

// The overview: repository-wide statistics (operation 8) under the filters it accepts, which are test
// search's minus health; the sidebar is test search's, so every figure links there with the same values.
export const Route = createFileRoute('/$owner/$repo/')({
  validateSearch: repositoryStatFilterParamsSchema,
  search: { middlewares: [stripSearchParams(REPOSITORY_STAT_FILTER_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    const firstLook = queryClient.getQueryCache().find({ queryKey: repositoryQueryKey(repo) }) === undefined;
    const main = Promise.all([
      prefetchRepositoryStats(queryClient, api, repo, deps),
      queryClient.prefetchQuery(hurtingTestsQuery(api, repo, deps)),
      prefetchFacetCounts(queryClient, api, repo, deps, REPOSITORY_STAT_FACET_FIELDS),
    ]);
    // The pipeline and job walks take several requests in a row: they fill the sidebar when done.
    void prefetchFacetValues(queryClient, api, repo, deps, REPOSITORY_STAT_FACET_FIELDS);
    // Entering the page, or a repository not seen yet, waits for the figures; a filter change keeps
    // the old ones on screen (dimmed) meanwhile.
    if (cause === 'stay' && !firstLook) return;
    await main;
    // Test search answers for every credential, so its 404 is the one to trust for "no such repository".
    const error = queryClient.getQueryState(hurtingTestsQuery(api, repo, deps).queryKey)?.error;
    if (isApiNotFound(error)) throw notFound({ data: error.message });
  },
  component: OverviewPage,
});


function OverviewPage() {
  const { owner, repo } = Route.useParams();
  const filters = Route.useSearch();
  const navigate = Route.useNavigate();
  const repository = { owner, repo };
  return (
    <>
      <PageHeader
        title="Overview"
        description={`Test health on the default branch of ${owner}/${repo}. Every figure opens the matching tests.`}
        badge={
          <Badge variant="light" color="gray" title="Test insights keep 30 days of history">
            30-day retention
          </Badge>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <TestFacetSidebar
            repo={repository}
            filters={filters}
            fields={REPOSITORY_STAT_FACET_FIELDS}
            onFiltersChange={(next) => void navigate({ search: next })}
            onClearAll={() => void navigate({ search: REPOSITORY_STAT_FILTER_DEFAULTS })}
          >
            <TestNameFilter
              layout="column"
              value={filters}
              onChange={(names) => void navigate({ search: (previous) => ({ ...previous, ...names }) })}
            />
          </TestFacetSidebar>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Stack gap="md">
            <OverviewStats repo={repository} filters={filters} />
            <HurtingTests repo={repository} filters={filters} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
