import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { createQueryClient } from '@/app/create-query-client';
import { InsightsApp } from '@/app/insights-app';
import { MOCK_API_BASE } from '@/testing/mock-api';
import { DEMO_CREDENTIALS } from '../../../mocks/fixtures';

/** Path and search state of a URL or href, search values JSON-decoded as the router writes them. */
export function routeOf(url: string): { path: string; search: Record<string, unknown> } {
  const parsed = new URL(url, 'http://app.test');
  const search: Record<string, unknown> = {};
  parsed.searchParams.forEach((value, key) => {
    try {
      search[key] = JSON.parse(value) as unknown;
    } catch {
      search[key] = value;
    }
  });
  return { path: parsed.pathname, search };
}

/**
 * The whole app at `url`, as a user opens it: the real router (route schema, loader, components) over
 * the mock backend of `setUpMockApi()`, signed in as the demo admin (or with `token`). The query client is the app's, except
 * that a failed request is not retried after a back-off: error tests see the failure at once.
 */
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
