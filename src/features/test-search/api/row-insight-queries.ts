import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { createConcurrencyLimit, type ConcurrencyLimit } from '@/lib/concurrency-limit';
import { failuresPerDay, failureTrendWindow } from '../lib/row-insight-windows';
import { testQueries } from '@/queries/tests';
import { testSearchQueries } from './test-search-queries';

/** Per-test requests in flight at once, per API client: the rest wait, so a page of rows never floods. */
export const ROW_INSIGHT_CONCURRENCY = 4;

const limits = new WeakMap<ApiClient, ConcurrencyLimit>();

/** The client's calls, each through the client's one limit (the client is the same for every key). */
function limited(api: ApiClient): ApiClient & { limit: ConcurrencyLimit } {
  let limit = limits.get(api);
  if (limit === undefined) {
    limit = createConcurrencyLimit(ROW_INSIGHT_CONCURRENCY);
    limits.set(api, limit);
  }
  return Object.assign(Object.create(api) as ApiClient, { limit });
}

// The figures change on the hour at most (health and runs move with it): a minute of freshness spares
// the same questions when someone pages back and forth.
const STALE_MS = 60_000;

/*
 * The figures a results row shows beyond what search answers, per test (its id, so two rows of one
 * test share them): its details (ratios, last failure; the test page's own entry) and its failures per
 * day over 14 days under the search's prefix (the row's own runs come with search's answer), the
 * window resolved in the queryFn. Asked only for rows on screen (the table enables them), through the shared limit.
 */
export const rowInsightQueries = {
  all: (repo: RepositoryRef, testId: string) => [...testSearchQueries.all(repo), 'row', testId] as const,

  /** The test's own details entry (the test page reads the same), asked through the shared limit. */
  details: (client: ApiClient, repo: RepositoryRef, testId: string) => {
    const api = limited(client);
    return queryOptions({
      ...testQueries.details(client, repo, testId, api.limit),
      staleTime: STALE_MS,
    });
  },

  failureTrend: (client: ApiClient, repo: RepositoryRef, testId: string) => {
    const api = limited(client);
    return queryOptions({
      queryKey: [...rowInsightQueries.all(repo, testId), 'failure-trend'] as const,
      queryFn: async ({ signal }) => {
        const window = failureTrendWindow(Date.now());
        const answer = await api.limit(
          () => api.getTestStat({ path: { ...repositoryPath(repo), test_id: testId, stat: 'failure_count' }, query: window }, { signal }),
          signal,
        );
        return { total: answer.value, days: failuresPerDay(window, answer.value_over_time) };
      },
      staleTime: STALE_MS,
    });
  },
};
