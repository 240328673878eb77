import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestSearchResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { compactFilters, toSearchTestsQuery, type CompactTestFilters, type TestFilters } from './test-filters';

/** The most identities a per-test view reads: ten of the API's largest pages. */
export const IDENTITY_READ_LIMIT = 1000;
const PAGE_SIZE = 100;

/** Identities read for a per-test view; `complete` when they are every one matching. */
export type EveryIdentity = { read: TestSearchResult[]; complete: boolean };

/**
 * Every identity under these filters as one cache entry (key and fetcher), whichever list reads it: test
 * search's ranking and the overview's hurting list, so going from one to the other asks nothing again.
 */
export function everyIdentityQuery(api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) {
  const compact = compactFilters({ ...filters, health: [], notHealth: [] });
  return {
    queryKey: [...repositoryQueryKey(repo), 'tests', 'ranking', compact] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => readEveryIdentity(api, repo, compact, signal),
  };
}

/**
 * Every identity under the filters (health left out: a test's health is its worst identity's, so a per-test view needs all of a
 * test's identities to know it), the service's highest failed share first, page after page up to IDENTITY_READ_LIMIT.
 */
async function readEveryIdentity(
  api: ApiClient,
  repo: RepositoryRef,
  filters: CompactTestFilters,
  signal: AbortSignal,
): Promise<EveryIdentity> {
  const { health: _health, notHealth: _notHealth, ...others } = filters;
  const read: TestSearchResult[] = [];
  let cursor: string | undefined;
  let total: number;
  do {
    const answer = await api.searchTests(
      {
        path: repositoryPath(repo),
        query: {
          ...toSearchTestsQuery(others),
          sort: 'failed_executions_ratio',
          direction: 'desc',
          per_page: PAGE_SIZE,
          ...(cursor === undefined ? {} : { cursor }),
        },
      },
      { signal },
    );
    read.push(...answer.data.tests);
    total = answer.data.total;
    cursor = answer.links.next?.cursor ?? undefined;
  } while (cursor !== undefined && read.length < IDENTITY_READ_LIMIT);
  return { read, complete: read.length >= total };
}
