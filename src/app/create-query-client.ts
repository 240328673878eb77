import { QueryClient } from '@tanstack/react-query';
import { queryRetryDefaults } from '@/api/retry-policy';

/**
 * One client per app instance; retry rules set once here (network errors, 5xx and 429 only).
 *
 * `networkMode: 'always'`: React Query's default pauses every request while the browser says it is
 * offline, a spinner with no end. But the browser's flag says nothing about this API: the offline
 * demo's API lives in its service worker, and a deployment may sit on a network the browser does not
 * count. So requests are always sent; one that cannot get through ends in "Could not reach the API"
 * with a Retry.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        ...queryRetryDefaults,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
