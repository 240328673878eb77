import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

export const failureQueries = {
  list: (api: ApiClient, repo: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'failures'] as const,
      queryFn: ({ signal }) => api.listTestFailures({ path: { ...repositoryPath(repo), test_id: testId } }, { signal }),
    }),
  detail: (api: ApiClient, repo: RepositoryRef, { testId, failureId }: { testId: string; failureId: string }) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'failures', failureId] as const,
      queryFn: ({ signal }) =>
        api.getTestFailure({ path: { ...repositoryPath(repo), test_id: testId, failure_id: failureId } }, { signal }),
    }),
};
