// Every operation of the mock, in matching order, for the browser worker, the Vitest server and the
// HTTP server alike: the path-encoding guard first, the 404/405 fallback last.
import type { HttpHandler } from 'msw';
import { createActivityHandlers } from './activity/activity-handlers';
import { createCiRunnerHandlers } from './ci-runners/runner-handlers';
import { fallbackHandler, pathEncodingGuard } from './core/route-table';
import type { MockContext } from './core/mock-context';
import { createMergeQueueHandlers } from './merge-queue/merge-queue-handlers';
import { createQuarantineHandlers } from './quarantines/quarantine-handlers';
import { createTestInsightsHandlers } from './test-insights/test-insights-handlers';

export function createHandlers(ctx: MockContext): HttpHandler[] {
  const operations = [
    ...createTestInsightsHandlers(ctx),
    ...createQuarantineHandlers(ctx),
    ...createActivityHandlers(ctx),
    ...createMergeQueueHandlers(ctx),
    ...createCiRunnerHandlers(ctx),
    fallbackHandler(),
  ];
  return [pathEncodingGuard(operations), ...operations];
}
