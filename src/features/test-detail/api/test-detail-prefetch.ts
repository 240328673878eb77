import type { ApiClient } from '@/api/client';
import { getTestStatStatValues } from '@/api/generated/enums';
import type { RepositoryRef } from '@/lib/app-config';
import { executionsRequest, type TestDetailSearch } from '../lib/test-detail-search';
import { selectWindow } from '@/domain/periods/time-window';
import { executionQueries } from '@/queries/executions';
import { failureQueries } from '@/queries/failures';
import { testStatQueries } from '@/queries/test-stats';

/** What the test page's loader depends on: only the selected tab's inputs, so other changes do not reload. */
export function testDetailLoaderDeps(search: TestDetailSearch) {
  if (search.tab === 'failures' || search.tab === 'quarantine') return { tab: search.tab };
  if (search.tab === 'executions') return { tab: search.tab, executions: executionsRequest(search, selectWindow(search)) };
  return { tab: search.tab, window: selectWindow(search) };
}
type LoaderDeps = ReturnType<typeof testDetailLoaderDeps>;

/**
 * Where the test's kept history starts (30 days of health transitions): the header reads it to tell whether the
 * first failure is only the first one kept. It loads beside the details rather than after them, so the header
 * does not wait one more round trip; for a test that never failed it goes unused.
 */
export const keptHistoryQuery = (api: ApiClient, repository: RepositoryRef, testId: string) =>
  testStatQueries.healthTransitions(api, repository, { testId, window: { preset: '30d' } });

/** What the selected tab reads, with the very options its components use (Statistics, Health and Timeline share theirs). */
export function testDetailTabQueries(api: ApiClient, repository: RepositoryRef, testId: string, deps: LoaderDeps) {
  switch (deps.tab) {
    case 'failures':
      return [failureQueries.list(api, repository, testId)];
    case 'executions':
      return [executionQueries.page(api, repository, { testId, request: deps.executions })];
    case 'quarantine':
      return []; // the quarantine panel's data belongs to the quarantines feature (the route prefetches it)
    default:
      return [
        ...getTestStatStatValues.map((stat) => testStatQueries.stat(api, repository, { testId, stat, window: deps.window })),
        testStatQueries.healthTransitions(api, repository, { testId, window: deps.window }),
      ];
  }
}
