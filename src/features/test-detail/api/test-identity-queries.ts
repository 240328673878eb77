import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { testIdentities, type TestIdentity } from '../lib/test-identities';
import { resolveWindow } from '@/domain/periods/time-window';
import { testQueryKey } from '@/lib/query-keys';

/** The API's limit on one `test_name` value. */
const MAX_SEARCHABLE_NAME = 255;

// The identities (pipeline and job) a test ran under, with each one's executions over the retained 30 days
// (listTestExecutions) and its health there (searchTests by the exact name; its rows are identities).
export const testIdentityQueries = {
  identities: (api: ApiClient, repository: RepositoryRef, testId: string, testName: string) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'identities', testName] as const,
      queryFn: async ({ signal }): Promise<TestIdentity[]> => {
        // The retained history (30 days, to the minute like the tabs' presets): every identity the API still knows.
        const window = resolveWindow({ preset: '30d' }, Date.now());
        const [executions, search] = await Promise.all([
          api.listTestExecutions(
            {
              path: { ...repositoryPath(repository), test_id: testId },
              query: { ...window, per_page: 100 },
            },
            { signal },
          ),
          testName.length <= MAX_SEARCHABLE_NAME
            ? api.searchTests({ path: repositoryPath(repository), query: { test_name: [testName], per_page: 100 } }, { signal })
            : null,
        ]);
        // A name with `*` or `?` globs: keep the exact test's rows only.
        const rows = (search?.data.tests ?? []).filter((row) => row.test_id === testId);
        return testIdentities(executions.data.executions, rows);
      },
    }),
};
