import type { ApiClient } from '@/api/client';
import { getTestStatStatValues } from '@/api/generated/enums';
import type { RepositoryRef } from '@/lib/app-config';
import { executionsRequest, type TestDetailSearch, type TestDetailTab } from '../lib/test-detail-search';
import { selectWindow, type WindowSelection } from '@/domain/periods/time-window';
import { executionQueries, type ExecutionsPageRequest } from '@/queries/executions';
import { failureQueries } from '@/queries/failures';
import { testStatQueries } from '@/queries/test-stats';

/** What the test page's loader depends on: only the selected tab's inputs, so other changes do not reload. */
type TestDetailLoaderDeps =
  | { tab: Extract<TestDetailTab, 'statistics' | 'health' | 'timeline'>; window: WindowSelection }
  | { tab: 'failures' }
  | { tab: 'executions'; executions: ExecutionsPageRequest }
  | { tab: 'quarantine' };

export function testDetailLoaderDeps(search: TestDetailSearch): TestDetailLoaderDeps {
  if (search.tab === 'failures' || search.tab === 'quarantine') return { tab: search.tab };
  if (search.tab === 'executions') return { tab: 'executions', executions: executionsRequest(search, selectWindow(search)) };
  return { tab: search.tab, window: selectWindow(search) };
}

/** What the selected tab reads, with the very options its components use (Statistics, Health and Timeline share theirs). */
export function testDetailTabQueries(api: ApiClient, repository: RepositoryRef, testId: string, deps: TestDetailLoaderDeps) {
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
