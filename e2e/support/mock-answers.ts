// The mock the journeys run against, asked directly in the test process: the same handlers over the
// same seeded store at the same pinned clock as the page's, answered in memory (no server, no network).
// A spec takes every figure, name and id it asserts from these answers instead of writing them down.
import { getResponse } from 'msw';
import { createApiClient, type ApiClient } from '@/api/client';
import { DEMO_CREDENTIALS, REPOSITORIES } from '../../mocks/fixtures';
import { createMockBackend } from '../../mocks/mock-backend';
import { E2E_NOW } from './app-test';

let client: ApiClient | undefined;

/** A client of the seeded mock at E2E_NOW, signed in as the demo admin; built once per worker. */
export function mockAnswers(): ApiClient {
  client ??= mockAnswersAt(E2E_NOW);
  return client;
}

/**
 * A client of the same seeded history (anchored at E2E_NOW) with its clock at a later moment: what the
 * page's mock has revealed once a journey moves the page's clock on (its history only grows with time).
 */
export function mockAnswersAt(now: string): ApiClient {
  const backend = createMockBackend({ now, anchor: Date.parse(E2E_NOW) });
  return createApiClient({
    baseUrl: 'http://mock-answers.test/v1',
    token: DEMO_CREDENTIALS.adminKey,
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const response = await getResponse(backend.handlers, request);
      if (response === undefined) throw new Error(`The mock has no handler for ${request.method} ${request.url}`);
      return response;
    },
  });
}

/** acme/checkout, the repository every journey opens, as operation path parameters. */
export const CHECKOUT_PATH = { owner: REPOSITORIES.checkout.owner, repository: REPOSITORIES.checkout.name };
