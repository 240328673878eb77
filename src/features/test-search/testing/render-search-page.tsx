import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useNavigate, useRouterState } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ApiClient } from '@/api/client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { prefetchTestSearchPage } from '../api/prefetch-test-search';
import { TestSearchPage } from '../components/test-search-page';
import { testSearchParamsSchema, type TestSearchParams } from '../lib/test-search-params';

const repo = { owner: 'acme', repo: 'checkout' };

function Page() {
  const search = testSearchParamsSchema.parse(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const onSearchChange = (update: (previous: TestSearchParams) => TestSearchParams) =>
    void navigate({ to: '.', search: update(search) as never });
  return <TestSearchPage repo={repo} search={search} onSearchChange={onSearchChange} />;
}

/**
 * The search page as the route renders it: a router whose one route validates the URL with the real
 * schema and runs the real prefetch, the page reading the same queries, and the given API client.
 */
export async function renderSearchPage(api: ApiClient, url = '/acme/checkout/tests') {
  // As the app's client (src/app/create-query-client.ts): answers stay fresh for 30 s, so a component
  // mounting right after the loader reads them instead of asking again.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const rootRoute = createRootRoute({
    component: Page,
    loader: async ({ location }) => {
      await prefetchTestSearchPage(queryClient, api, repo, testSearchParamsSchema.parse(location.search)).main;
    },
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={api}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, router, queryClient };
}
