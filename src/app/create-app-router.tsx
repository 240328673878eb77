import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from '@/components/feedback/route-error';
import { RoutePending } from '@/components/feedback/route-pending';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { routeTree } from '@/routeTree.gen';
import type { RouterContext } from '@/routes/__root';

export function createAppRouter({
  history,
  basepath,
  context,
}: {
  history: RouterHistory;
  basepath: string;
  context: RouterContext;
}) {
  return createRouter({
    routeTree,
    history,
    basepath,
    context,
    defaultPreload: 'intent',
    // React Query owns caching and freshness; the router always asks it (ensureQueryData is cheap).
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <RoutePending />,
    // No spinner for a load that answers within 300 ms, and once one shows it goes the moment the data
    // is there: the library's default minimum (500 ms) would hold data back that has already arrived.
    defaultPendingMs: 300,
    defaultPendingMinMs: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundPage />,
    scrollRestoration: true,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
