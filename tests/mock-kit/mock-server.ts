// One MSW node server per test file, over the store pinned at FIXTURE_NOW, strict about unhandled
// requests. `fresh: true` rebuilds the store before each test (for tests that mutate).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { FIXTURE_NOW } from '../../mocks/fixtures';
import { createMockServer, type MockServer } from '../../mocks/node';

export function setUpMockServer(options: { fresh?: boolean } = {}): MockServer {
  const mock = createMockServer({ now: FIXTURE_NOW, seed: 'ci-insights-demo' });
  beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
  if (options.fresh) beforeEach(() => mock.reset());
  afterAll(() => mock.server.close());
  return mock;
}
