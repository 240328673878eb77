import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import type { RepositoryRef } from './app-config';
import { repositoryQueryKey } from './query-keys';

/**
 * The loader sequence every repository page shares. Entering the page, or a repository not seen yet,
 * waits for the data; a change of filter, sort, window or page (`cause === 'stay'`) does not: the
 * previous answer stays on screen, dimmed, until the new one arrives. A 404 from one of the
 * `notFoundFrom` queries (ones every credential may read) means the repository does not exist.
 */
export async function loadRepositoryPage({
  queryClient,
  repo,
  cause,
  prefetch,
  notFoundFrom,
}: {
  queryClient: QueryClient;
  repo: RepositoryRef;
  cause: 'enter' | 'stay' | 'preload';
  /** Starts the page's requests; resolves when the ones the page waits for have answered. */
  prefetch: () => Promise<unknown>;
  notFoundFrom: readonly QueryKey[];
}): Promise<void> {
  const firstLook = queryClient.getQueryCache().find({ queryKey: repositoryQueryKey(repo) }) === undefined;
  const pending = prefetch();
  if (cause === 'stay' && !firstLook) return;
  await pending;
  for (const queryKey of notFoundFrom) {
    const error = queryClient.getQueryState(queryKey)?.error;
    if (isApiNotFound(error)) throw notFound({ data: error.message });
  }
}
