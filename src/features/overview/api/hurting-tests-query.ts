import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { UNHEALTHY_STATUSES } from '@/domain/tests/health';
import { everyIdentityQuery } from '@/domain/tests/every-identity';
import { compactStatFilters, type RepositoryStatFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';

export const HURTING_TESTS_COUNT = 5;

/** The search the list is the top of; "See all" opens test search on exactly this. */
export const HURTING_TESTS_SEARCH: { health: HealthStatus[]; sort: SearchTestsSort; dir: SortDirection } = {
  health: [...UNHEALTHY_STATUSES],
  sort: 'failed_executions_ratio',
  dir: 'desc',
};

/**
 * Every identity under the overview's filters (readEveryIdentity, as test search's ranking reads them):
 * the list groups them by test, keeps the flaky and broken tests (a test's health is its worst
 * identity's) and ranks them by failed runs, so a test reads the same here and in test search. Uses test
 * search, which every credential may read, so it stays useful when the statistics are refused (403).
 */
export function hurtingTestsQuery(api: ApiClient, repo: RepositoryRef, filters: Partial<RepositoryStatFilters>) {
  // The same entry as test search's ranking over these filters.
  const every = everyIdentityQuery(api, repo, compactStatFilters(filters));
  const queryKey = every.queryKey;
  return queryOptions({
    ...every,
    placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
    retryOnMount: false,
  });
}
