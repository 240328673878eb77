// Every operation of the mock, in matching order, for the browser worker, the Vitest server and the
// HTTP server alike.
import type { HttpHandler } from 'msw';
import { createActivityHandlers } from './activity/activity-handlers';
import { fallbackHandler } from './core/fallback-handler';
import type { MockContext } from './core/mock-context';
import { createQuarantineHandlers } from './quarantines/quarantine-handlers';
import { createTestInsightsHandlers } from './test-insights/test-insights-handlers';

export function createHandlers(ctx: MockContext): HttpHandler[] {
  return [
    ...createTestInsightsHandlers(ctx),
    ...createQuarantineHandlers(ctx),
    ...createActivityHandlers(ctx),
    fallbackHandler(),
  ];
}
