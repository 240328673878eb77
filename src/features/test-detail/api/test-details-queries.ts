import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from './test-query-keys';

export const testDetailsQueries = {
  detail: (api: ApiClient, repository: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'details'] as const,
      queryFn: ({ signal }) => api.getTestDetails({ path: { ...repositoryPath(repository), test_id: testId } }, { signal }),
    }),
};
