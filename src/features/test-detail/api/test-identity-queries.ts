import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import { MAX_SEARCHABLE_NAME, testQueries } from '@/queries/tests';
import { testIdentities, type TestIdentity } from '../lib/test-identities';

// Every identity the API still knows: the retained 30 days, as the tabs' presets cut them.
const RETAINED_EXECUTIONS: ExecutionsPageRequest = { window: { preset: '30d' }, sort: 'executions_count', direction: 'desc', perPage: 100 };

// The identities (pipeline and job) a test ran under: its executions and its health there (search by the exact name; its rows
// are identities), each read through its resource's factory so the answers are shared, joined here.
export const testIdentityQueries = {
  identities: (queryClient: QueryClient, api: ApiClient, repository: RepositoryRef, testId: string, testName: string) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'identities', testName] as const,
      queryFn: async (): Promise<TestIdentity[]> => {
        const [executions, search] = await Promise.all([
          queryClient.ensureQueryData(executionQueries.page(api, repository, { testId, request: RETAINED_EXECUTIONS })),
          testName.length <= MAX_SEARCHABLE_NAME
            ? queryClient.ensureQueryData(
                testQueries.search(api, repository, { filters: { name: [testName] }, perPage: 100, cursor: undefined, page: 1 }),
              )
            : null,
        ]);
        // A name with `*` or `?` globs: keep the exact test's rows only.
        const rows = (search?.data.tests ?? []).filter((row) => row.test_id === testId);
        return testIdentities(executions.data.executions, rows);
      },
    }),
};
