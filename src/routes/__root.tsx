import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';

/** What every loader can use. Provided by the app instance (see src/app/insights-runtime.ts). */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  defaultRepository: RepositoryRef;
}

// The shell (with the keyboard shortcuts the root composes into it) is loaded on demand and preloaded beside the entry (see
// vite.config.ts), so the router, which imports this file, can start the page's requests before the UI library has been evaluated.
export const Route = createRootRouteWithContext<RouterContext>()({
  component: lazyRouteComponent(() => import('./-components/root-layout'), 'RootLayout'),
});
