import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, TestStatData } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestStat } from '@/api/types';
import { rangeWindow, type DayRange } from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

/*
 * A statistic over one period of the comparison (whole UTC days). The key holds the days, never a
 * computed "now"; the window is cut at now in the queryFn. A period that has not begun yet has no
 * figures (null) rather than a request the API would refuse.
 */
export const testPeriodQueries = {
  stat: <S extends TestStat>(api: ApiClient, repository: RepositoryRef, testId: string, stat: S, range: DayRange) =>
    queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'period-stats', stat, range] as const,
      queryFn: async ({ signal }): Promise<TestStatData<S> | null> => {
        const window = rangeWindow(range, Date.now());
        if (window === null) return null;
        return api.getTestStat({ path: { ...repositoryPath(repository), test_id: testId, stat }, query: window }, { signal });
      },
    }),
};
