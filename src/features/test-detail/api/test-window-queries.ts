import { queryOptions } from '@tanstack/react-query';
import { repositoryPath } from '@/api/repository-path';
import type { ApiClient, TestStatData } from '@/api/client';
import type { TestStat } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { resolveWindow, type Windowed, type WindowSelection } from '@/domain/periods/time-window';
import { testQueryKey } from '@/lib/query-keys';
import { testHealthTransitionsQuery } from '@/lib/test-health-transitions-query';

/*
 * Series over a time window: the four statistics and the health transitions (the latter shared with
 * "Is it my change?" through src/lib). The key holds the window
 * *selection* (a preset name or absolute times), never a computed "now", so keys stay stable across
 * renders; the preset becomes absolute times inside the queryFn, and the answer carries them.
 */
export const testWindowQueries = {
  stat: <S extends TestStat>(api: ApiClient, repository: RepositoryRef, testId: string, stat: S, selection: WindowSelection) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'stats', stat, selection] as const,
      queryFn: async ({ signal }): Promise<Windowed<TestStatData<S>>> => {
        const window = resolveWindow(selection, Date.now());
        const data = await api.getTestStat({ path: { ...repositoryPath(repository), test_id: testId, stat }, query: window }, { signal });
        return { window, data };
      },
    }),
  healthTransitions: (api: ApiClient, repository: RepositoryRef, testId: string, selection: WindowSelection) =>
    testHealthTransitionsQuery(api, repository, testId, selection, resolveWindow),
};
