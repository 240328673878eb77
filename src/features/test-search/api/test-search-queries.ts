import { compactFilters, type TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import type { ApiClient } from '@/api/client';
import { anyHealth, testQueries } from '@/queries/tests';
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
