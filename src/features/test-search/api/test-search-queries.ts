import type { TestSearchResult } from '@/api/types';
import { allowedHealths } from '@/domain/tests/test-cost';
import { compactFilters, type TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import type { ApiClient } from '@/api/client';
import { anyHealth, testQueries, type EveryIdentity } from '@/queries/tests';
import { apiSort, withQuickSearch, type TestSearchQueryParams } from '../lib/test-search-params';

/** Test search's two views of the URL: a page of identities, or the per-test ranking over every identity. */
export const testSearchQueries = {
  results: (api: ApiClient, repo: RepositoryRef, search: TestSearchQueryParams) =>
    testQueries.search(api, repo, {
      filters: compactFilters(withQuickSearch(search)),
      sort: apiSort(search.sort),
      direction: search.dir,
      perPage: search.perPage,
      cursor: search.cursor,
      page: search.page,
    }),
  // Health is left out: a tab keeps the tests whose own health it names, so switching tabs asks for nothing.
  ranking: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) =>
    testQueries.every(api, repo, anyHealth(filters), { bothEnds: true }),
};

/** The identities a search with these filters (health included) would answer, when the ranking read them all. */
export function wholeSet(answer: EveryIdentity | undefined, filters: Partial<TestFilters>): TestSearchResult[] | undefined {
  if (answer === undefined || !answer.complete) return undefined;
  const allowed = allowedHealths(filters);
  return answer.read.filter((identity) => allowed.includes(identity.metrics.health_status));
}
