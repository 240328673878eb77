import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, TestStatData } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestStat } from '@/api/types';
import { spanWindow, type Span } from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { testQueryKey } from '@/lib/query-keys';

/*
 * A statistic over one span of the comparison (comparedSpans: equal spans, cut at the hour, so every
 * visit within the hour asks, and caches, the very same windows).
 */
export const testPeriodQueries = {
  stat: <S extends TestStat>(api: ApiClient, repository: RepositoryRef, testId: string, stat: S, span: Span) => {
    const window = spanWindow(span);
    return queryOptions({
      queryKey: [...testQueryKey(repository, testId), 'period-stats', stat, window] as const,
      queryFn: ({ signal }): Promise<TestStatData<S>> =>
        api.getTestStat({ path: { ...repositoryPath(repository), test_id: testId, stat }, query: window }, { signal }),
    });
  },
};
