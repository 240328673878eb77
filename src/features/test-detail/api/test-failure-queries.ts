import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

export const testFailureQueries = {
  all: (repository: RepositoryRef, testId: string) => [...testQueryKey(repository, testId), 'failures'] as const,
  list: (api: ApiClient, repository: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...testFailureQueries.all(repository, testId), 'list'] as const,
      queryFn: ({ signal }) => api.listTestFailures({ path: { ...repositoryPath(repository), test_id: testId } }, { signal }),
    }),
  detail: (api: ApiClient, repository: RepositoryRef, testId: string, failureId: string) =>
    queryOptions({
      queryKey: [...testFailureQueries.all(repository, testId), 'detail', failureId] as const,
      queryFn: ({ signal }) =>
        api.getTestFailure({ path: { ...repositoryPath(repository), test_id: testId, failure_id: failureId } }, { signal }),
    }),
};
