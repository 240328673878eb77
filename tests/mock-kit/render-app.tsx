// The one kit unit tests render with: a whole page of the app (`renderAppPage`), or one component inside
// the providers the app gives it (`renderInApp`); both over the mock backend of `setUpMockApi()`.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import { ApiClientProvider } from '@/lib/api-client-context';
import { render } from '@testing-library/react';
import { createQueryClient } from '@/app/create-query-client';
import { InsightsApp } from '@/app/insights-app';
import { MOCK_API_BASE } from './mock-api';
import { routeOf } from './route-of';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';

/** The whole app at `url` as a user opens it (route schema, loader, components), signed in as the demo admin or with `token`. */
export function renderAppPage(url: string, { token = DEMO_CREDENTIALS.adminKey }: { token?: string } = {}) {
  const history = createMemoryHistory({ initialEntries: [url] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const view = render(<InsightsApp history={history} api={{ baseUrl: MOCK_API_BASE, token }} queryClient={queryClient} />);
  return { ...view, history, queryClient, route: () => routeOf(history.location.href) };
}

/** A component inside what the app gives it: Mantine, React Query with the given API client, and a router for its links. */
export async function renderInApp(ui: ReactNode, api: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  const result = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider value={api}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...result, queryClient, router };
}
