// The mock for Vitest and any Node code: an MSW `setupServer` over a fresh store (options default to MOCK_NOW /
// MOCK_SEED); `reset()` gives each test a fresh store.
import { setupServer, type SetupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './mock-backend';

export interface MockServer {
  server: SetupServer;
  backend: MockBackend;
  /** Replaces the store with a fresh one (same seed and clock start). */
  reset(): void;
}

export function mockOptionsFromEnv(env: Record<string, string | undefined> = process.env): MockBackendOptions {
  return { now: env.MOCK_NOW, seed: env.MOCK_SEED };
}

export function createMockServer(options: MockBackendOptions = {}): MockServer {
  const env = mockOptionsFromEnv();
  const backend = createMockBackend({ ...options, now: options.now ?? env.now, seed: options.seed ?? env.seed });
  const server = setupServer(...backend.handlers);
  return { server, backend, reset: () => backend.reset() };
}
