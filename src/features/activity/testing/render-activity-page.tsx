import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useNavigate, useRouterState } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ApiClient } from '@/api/client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { prefetchActivityView } from '../api/activity-queries';
import { ActivityLogPage } from '../components/activity-log-page';
import { activitySearchSchema, type ActivitySearch } from '../lib/activity-search-params';

const repo = { owner: 'acme', repo: 'checkout' };

function Page() {
  const search = activitySearchSchema.parse(useRouterState({ select: (state) => state.location.search }));
  const navigate = useNavigate();
  const onSearchChange = (update: (previous: ActivitySearch) => ActivitySearch) => void navigate({ to: '.', search: update(search) as never });
  return <ActivityLogPage repo={repo} search={search} onSearchChange={onSearchChange} />;
}

/** The activity page as the route renders it: the real schema and prefetch, the given API client. */
export async function renderActivityPage(api: ApiClient, url = '/acme/checkout/activity') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  const rootRoute = createRootRoute({
    component: Page,
    loader: async ({ location }) => {
      await prefetchActivityView(queryClient, api, repo, activitySearchSchema.parse(location.search));
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
