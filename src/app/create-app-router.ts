import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from '@/routes/__root';

// Loaded on demand (and preloaded beside the entry, see vite.config.ts): the router and the loaders it
// runs must not wait for the UI library, so nothing the router imports draws anything.
const RouteError = lazyRouteComponent(() => import('@/components/feedback/route-error'), 'RouteError');
const RoutePending = lazyRouteComponent(() => import('@/components/feedback/route-pending'), 'RoutePending');
const NotFound = lazyRouteComponent(() => import('@/components/feedback/not-found-page'), 'NotFoundPage');

export function createAppRouter({
  history,
  basepath,
  context,
  scrollRestoration = true,
}: {
  history: RouterHistory;
  basepath: string;
  context: RouterContext;
  scrollRestoration?: boolean;
}) {
  return createRouter({
    routeTree,
    history,
    basepath,
    context,
    defaultPreload: 'intent',
    // React Query owns caching and freshness; the router always asks it (ensureQueryData is cheap).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // No spinner for a load that answers within 300 ms, and once one shows it goes the moment the data
    // is there: the library's default minimum (500 ms) would hold data back that has already arrived.
    defaultPendingMs: 300,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: NotFound,
    scrollRestoration,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
