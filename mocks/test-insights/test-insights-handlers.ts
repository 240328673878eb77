// Operations 1–8 in matching order: `/tests/stats/{stat}` before `/tests/{test_id}` so the
// repository-wide statistic is never read as a test id.
import type { HttpHandler } from 'msw';
import type { MockContext } from '../core/mock-context';
import { repositoryStatHandler } from './repository-stats-handler';
import { searchTestsHandler } from './search-handler';
import { testDetailsHandler } from './test-details-handler';
import { listExecutionsHandler } from './test-executions-handler';
import { getFailureHandler, listFailuresHandler } from './test-failures-handlers';
import { healthTransitionsHandler, testStatHandler } from './test-series-handlers';

export function createTestInsightsHandlers(ctx: MockContext): HttpHandler[] {
  return [
    searchTestsHandler(ctx),
    repositoryStatHandler(ctx),
    testDetailsHandler(ctx),
    testStatHandler(ctx),
    healthTransitionsHandler(ctx),
    listFailuresHandler(ctx),
    getFailureHandler(ctx),
    listExecutionsHandler(ctx),
  ];
}
