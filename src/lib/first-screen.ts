import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { isApiNotFound } from '@/api/api-error';

type Cause = 'enter' | 'stay' | 'preload';

/** Waits for the first screen only on entering a page (on `stay` a filter keypress is never held up). The one place an API 404
 * becomes a not-found: an unknown repository or owner is the repository route's, anything else the page's. */
export async function firstScreen(cause: Cause, pending: readonly Promise<unknown>[]): Promise<void> {
  const settled = Promise.allSettled(pending);
  if (cause === 'stay') return;
  for (const result of await settled) {
    if (result.status !== 'rejected' || !isApiNotFound(result.reason)) continue;
    const { message } = result.reason;
    throw notFound({ data: message, ...(/repository|owner/i.test(message) ? { routeId: '/$owner/$repo' as const } : {}) });
  }
}

/** The loader idiom for a page's query list: `ensureQueryData` of the first screen, `prefetchQuery` of the rest. */
export function loadQueries(queryClient: QueryClient, cause: Cause, queries: { first: FetchQueryOptions[]; rest: FetchQueryOptions[] }) {
  for (const options of queries.rest) void queryClient.prefetchQuery(options);
  return firstScreen(
    cause,
    queries.first.map((options) => queryClient.ensureQueryData(options)),
  );
}
