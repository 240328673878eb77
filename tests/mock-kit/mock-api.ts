// Component and page tests talk to the real mock backend (the demo's own handlers over a seeded store
// at a pinned clock) through the real client, rather than to fakes that re-implement its rules.
import { createApiClient, type ApiClient } from '@/api/client';
import { DEMO_CREDENTIALS } from '../../mocks/core/demo-credentials';
import { setUpMockServer } from './mock-server';
import type { MockServer } from '../../mocks/node';

/** Where the mock answers in Node tests (MSW intercepts any origin; this one is the convention). */
export const MOCK_API_BASE = 'http://localhost/v1';

export function mockApiClient(token: string = DEMO_CREDENTIALS.adminKey): ApiClient {
  return createApiClient({ baseUrl: MOCK_API_BASE, token });
}

/** One MSW server per test file over the seeded store (strict about unhandled requests), and a client signed in as the demo admin. */
export function setUpMockApi(options: { fresh?: boolean } = {}): { mock: MockServer; api: ApiClient } {
  return { mock: setUpMockServer(options), api: mockApiClient() };
}
