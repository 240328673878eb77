import type { QueryFunctionContext } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { createConcurrencyLimit, type ConcurrencyLimit } from '@/lib/concurrency-limit';
import { testQueries } from '@/queries/tests';
import { testStatQueries } from '@/queries/test-stats';
import { failuresPerDay, failureTrendWindow } from '../lib/row-insight-windows';

/** Per-test requests in flight at once, per API client: the rest wait, so a page of rows never floods. */
export const ROW_INSIGHT_CONCURRENCY = 4;
// The figures move with the hour at most: a minute of freshness spares asking again when paging back and forth.
const STALE_MS = 60_000;

const limits = new WeakMap<ApiClient, ConcurrencyLimit>();

function limited<T extends { queryFn?: unknown }>(api: ApiClient, options: T): T {
  let limit = limits.get(api);
  if (limit === undefined) limits.set(api, (limit = createConcurrencyLimit(ROW_INSIGHT_CONCURRENCY)));
  const send = limit;
  const queryFn = options.queryFn as (context: QueryFunctionContext) => Promise<unknown>;
  return { ...options, queryFn: (context: QueryFunctionContext) => send(() => queryFn(context), context.signal), staleTime: STALE_MS };
}

/** A results row's figures beyond search's answer: the test's details and its failures per day over 14 days. */
export const rowInsightQueries = {
  details: (api: ApiClient, repo: RepositoryRef, testId: string) => limited(api, testQueries.details(api, repo, testId)),

  failureTrend: (api: ApiClient, repo: RepositoryRef, testId: string) => {
    const window = failureTrendWindow(Date.now());
    return {
      ...limited(api, testStatQueries.stat(api, repo, { testId, stat: 'failure_count', window })),
      select: (answer: { data: { value_over_time: { start: string; value: number }[] } }) =>
        failuresPerDay(window, answer.data.value_over_time),
    };
  },
};
