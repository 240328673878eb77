import { Badge } from '@mantine/core';
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import { PageHeader } from '@/components/layout/page-header';
import { repositoryQueryKey } from '@/lib/query-keys';
import { prefetchTestSearchPage } from '@/features/test-search/api/prefetch-test-search';
import { testSearchQueries, toTestSearchRequest } from '@/features/test-search/api/test-search-queries';
import { TestSearchPage } from '@/features/test-search/components/test-search-page';
import { TEST_SEARCH_DEFAULTS, testSearchParamsSchema } from '@/features/test-search/lib/test-search-params';

export const Route = createFileRoute('/$owner/$repo/tests/')({
  validateSearch: testSearchParamsSchema,
  search: { middlewares: [stripSearchParams(TEST_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient, api }, params, deps, cause }) => {
    const repo = { owner: params.owner, repo: params.repo };
    const firstLook = queryClient.getQueryCache().find({ queryKey: repositoryQueryKey(repo) }) === undefined;
    const { main } = prefetchTestSearchPage(queryClient, api, repo, deps);
    // Entering the page, or a repository not seen yet, waits for the data. A change of filter, sort or
    // page does not: the previous answer stays on screen, dimmed, until the new one arrives.
    if (cause === 'stay' && !firstLook) return;
    await main;
    const error = queryClient.getQueryState(testSearchQueries.results(api, repo, toTestSearchRequest(deps)).queryKey)?.error;
    if (isApiNotFound(error)) throw notFound({ data: error.message });
  },
  component: TestsPage,
});


function TestsPage() {
  const { owner, repo } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <>
      <PageHeader
        title="Tests"
        description={`Tests that ran on the default branch of ${owner}/${repo}: find the flaky and broken ones, narrow them down, open one.`}
        badge={
          <Badge variant="light" color="gray" title="Test insights keep 30 days of history">
            30-day retention
          </Badge>
        }
      />
      <TestSearchPage repo={{ owner, repo }} search={search} onSearchChange={(update) => void navigate({ search: update })} />
    </>
  );
}
