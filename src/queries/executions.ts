import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { SortDirection, TestExecutionsQuery, TestExecutionsSort } from '@/api/types';
import { resolveWindow, type ResolvedWindow, type WindowSelection } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

/** One page of a test's executions; the last segment of its key. */
export type ExecutionsPageRequest = {
  window: WindowSelection;
  sort: TestExecutionsSort;
  direction: SortDirection;
  cursor?: string | undefined;
  perPage: number;
};

export function toExecutionsQuery(request: ExecutionsPageRequest, window: ResolvedWindow): TestExecutionsQuery {
  const { sort, direction, perPage, cursor } = request;
  return { ...window, sort, direction, per_page: perPage, cursor: cursor || undefined };
}

export const executionQueries = {
  page: (api: ApiClient, repo: RepositoryRef, { testId, request }: { testId: string; request: ExecutionsPageRequest }) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'executions', request] as const,
      queryFn: async ({ signal }) => {
        const window = resolveWindow(request.window, Date.now());
        const path = { ...repositoryPath(repo), test_id: testId };
        return { ...(await api.listTestExecutions({ path, query: toExecutionsQuery(request, window) }, { signal })), window };
      },
    }),
};
