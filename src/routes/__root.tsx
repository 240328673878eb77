import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { NotFoundPage } from '@/components/feedback/not-found-page';
import { AppLayout } from '@/features/shell/app-layout';

/** What every loader can use. Provided by the app instance (see src/app/create-app-router.tsx). */
export interface RouterContext {
  queryClient: QueryClient;
  api: ApiClient;
  defaultRepository: RepositoryRef;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: () => <NotFoundPage />,
});
