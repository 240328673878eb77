import { QueryClient } from '@tanstack/react-query';
import { queryRetryDefaults } from '@/api/retry-policy';

/** One client per app instance; retry rules set once here (network errors, 5xx and 429 only). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryRetryDefaults, staleTime: 30_000, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
