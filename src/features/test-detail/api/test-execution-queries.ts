import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient } from '@/api/client';
import type { SortDirection, TestExecutionsQuery, TestExecutionsSort } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { resolveWindow, type ResolvedWindow, type WindowSelection } from '@/domain/periods/time-window';
import { testQueryKey } from '@/lib/query-keys';

/** What one page of a test's executions is asked for; the last segment of its query key. */
export type ExecutionsPageRequest = {
  window: WindowSelection;
  sort: TestExecutionsSort;
  direction: SortDirection;
  cursor?: string | undefined;
  perPage: number;
};

export function toExecutionsQuery(request: ExecutionsPageRequest, window: ResolvedWindow): TestExecutionsQuery {
  const query: TestExecutionsQuery = {
    ...window,
    sort: request.sort,
    direction: request.direction,
    per_page: request.perPage,
  };
  if (request.cursor !== undefined && request.cursor !== '') query.cursor = request.cursor;
  return query;
}

export const testExecutionQueries = {
  page: (api: ApiClient, repository: RepositoryRef, testId: string, request: ExecutionsPageRequest) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'executions', request] as const,
      queryFn: async ({ signal }) => {
        const window = resolveWindow(request.window, Date.now());
        const query = toExecutionsQuery(request, window);
        const page = await api.listTestExecutions({ path: { ...repositoryPath(repository), test_id: testId }, query }, { signal });
        return { ...page, window };
      },
    }),
};
