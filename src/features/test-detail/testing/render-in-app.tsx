import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient } from '@/api/client';
import { ApiClientProvider } from '@/lib/api-client-context';

/**
 * Renders a component of this feature the way the app does: Mantine, React Query with the given API
 * client (the mock backend's, from `setUpMockApi`), and a router (its links need one). The router has a
 * single catch-all route, so links build real hrefs without the app's route tree.
 */
export async function renderInApp(ui: ReactNode, api: ApiClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({ component: () => <>{ui}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
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
  return { ...result, queryClient, router };
}
