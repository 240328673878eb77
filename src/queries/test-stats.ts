import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, TestStatData } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { HealthTransitionsResponse, TestStat } from '@/api/types';
import { resolveWindow, type Windowed, type WindowSelection } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

export const testStatQueries = {
  stat: <S extends TestStat>(
    api: ApiClient,
    repo: RepositoryRef,
    { testId, stat, window }: { testId: string; stat: S; window: WindowSelection },
  ) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'stats', stat, window] as const,
      queryFn: async ({ signal }): Promise<Windowed<TestStatData<S>>> => {
        const resolved = resolveWindow(window, Date.now());
        const data = await api.getTestStat({ path: { ...repositoryPath(repo), test_id: testId, stat }, query: resolved }, { signal });
        return { window: resolved, data };
      },
    }),

  healthTransitions: (api: ApiClient, repo: RepositoryRef, { testId, window }: { testId: string; window: WindowSelection }) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'health-transitions', window] as const,
      queryFn: async ({ signal }): Promise<Windowed<HealthTransitionsResponse>> => {
        const resolved = resolveWindow(window, Date.now());
        const path = { ...repositoryPath(repo), test_id: testId };
        return { window: resolved, data: await api.getTestHealthTransitions({ path, query: resolved }, { signal }) };
      },
    }),
};
