import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from './app-config';
import type { ConcurrencyLimit } from './concurrency-limit';
import { testQueryKey } from './query-keys';

/**
 * A test's details (operation 2), one entry per test whichever page asks: the test page, and test
 * search's row figures (which send it through their concurrency limit, `send`).
 */
export const testDetailsQuery = (
  api: ApiClient,
  repository: RepositoryRef,
  testId: string,
  send: ConcurrencyLimit = (request) => request(),
) =>
  queryOptions({
    queryKey: [...testQueryKey(repository, testId), 'details'] as const,
    queryFn: ({ signal }) =>
      send(() => api.getTestDetails({ path: { ...repositoryPath(repository), test_id: testId } }, { signal }), signal),
  });
