import { useQuery, type FetchQueryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';
import type { RepositoryRef } from './app-config';
import { repositoryQueryKey } from './query-keys';

/**
 * The loader sequence every repository page shares. Entering the page, or a repository not seen yet,
 * waits for the data; a change of filter, sort, window or page (`cause === 'stay'`) does not: the
 * previous answer stays on screen, dimmed, until the new one arrives. A 404 from one of the
 * `notFoundFrom` queries (ones every credential may read) means the repository does not exist.
 *
 * A page whose first screen is mostly its own words (`drawsBeforeAnswers`: the CI runners' rules, the
 * merge queue's window sentence) is drawn at once and its sections show their loading state: waiting
 * held its largest text back behind dozens of requests. Such a page has no loader to throw its
 * not-found, and asks `usePageNotFound` instead.
 */
export async function loadRepositoryPage({
  queryClient,
  repo,
  cause,
  prefetch,
  notFoundFrom = [],
  scope = repositoryQueryKey(repo),
  drawsBeforeAnswers = false,
}: {
  queryClient: QueryClient;
  repo: RepositoryRef;
  cause: 'enter' | 'stay' | 'preload';
  /** Starts the page's requests; resolves when the ones the page waits for have answered. */
  prefetch: () => Promise<unknown>;
  /** Not with `drawsBeforeAnswers`: that page throws its not-found itself (`usePageNotFound`). */
  notFoundFrom?: readonly QueryKey[];
  /**
   * The prefix of the page's answers, whose absence makes a first look: the repository's by default; the
   * owner's for a page about the owner (its CI runners), which every repository of the owner shares.
   */
  scope?: QueryKey;
  drawsBeforeAnswers?: boolean;
}): Promise<void> {
  // Any query under the prefix (`find` alone matches the exact key only, which no query has).
  const firstLook = queryClient.getQueryCache().find({ queryKey: scope, exact: false }) === undefined;
  const pending = prefetch();
  if (drawsBeforeAnswers || (cause === 'stay' && !firstLook)) return;
  await pending;
  for (const queryKey of notFoundFrom) throwIfNotFound(queryClient.getQueryState(queryKey)?.error);
}

/**
 * The loader of a page about one resource (a test, a failure, a quarantine): it waits for that
 * resource, which the page cannot draw without, and the API's 404 is the page's "not found". A cached
 * copy is used while fresh (the query's staleTime); an older one is asked again before the page draws,
 * since the resource may be gone (a released quarantine must say "not found", not show its old copy).
 */
export async function loadResourcePage<T, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<T, Error, T, Key>,
): Promise<void> {
  try {
    await queryClient.fetchQuery(options);
  } catch (error) {
    throwIfNotFound(error);
    throw error;
  }
}

/**
 * The not-found of a page drawn before its answers: a 404 from `options` (a query every credential may
 * read, which the loader has started) replaces the page with the router's not-found, as the loader's
 * `notFoundFrom` does for the other pages.
 */
export function usePageNotFound<T, Key extends QueryKey>(options: UseQueryOptions<T, Error, T, Key>): void {
  throwIfNotFound(useQuery({ ...options, throwOnError: false }).error);
}

/** The one place an API 404 becomes the router's "not found" (its message goes to the not-found page). */
function throwIfNotFound(error: unknown): void {
  if (isApiNotFound(error)) throw notFound({ data: error.message });
}
