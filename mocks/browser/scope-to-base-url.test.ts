import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../core/demo-credentials';
import { FIXTURE_NOW } from '../fixtures';
import { createMockBackend } from '../mock-backend';
import { isUnderBaseUrl, onlyUnderBaseUrl } from './scope-to-base-url';

describe('isUnderBaseUrl', () => {
  it('takes the base URL and what is below it, on its origin only', () => {
    const base = 'http://localhost:5173/v1';
    expect(isUnderBaseUrl('http://localhost:5173/v1/ci/acme/repositories/checkout/quarantines', base)).toBe(true);
    expect(isUnderBaseUrl('http://localhost:5173/v1', `${base}/`)).toBe(true);
    expect(isUnderBaseUrl('http://localhost:5173/v10/ci', base)).toBe(false);
    expect(isUnderBaseUrl('http://localhost:5173/assets/app.js', base)).toBe(false);
    expect(isUnderBaseUrl('http://localhost:4010/v1/ci/acme/repositories/checkout/quarantines', base)).toBe(false);
    expect(isUnderBaseUrl('https://api.example.com/v1/ci/acme/repositories/checkout/quarantines', base)).toBe(false);
  });
});

describe('a worker scoped to its base URL', () => {
  // Port 9 (discard) refuses connections: what a wrong base URL gets in production too.
  const ELSEWHERE = 'http://127.0.0.1:9/v1';
  const server = setupServer(onlyUnderBaseUrl('http://localhost/v1'), ...createMockBackend({ now: FIXTURE_NOW }).handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  const headers = { Authorization: `Bearer ${DEMO_CREDENTIALS.adminKey}` };

  it('answers its own base URL', async () => {
    const response = await fetch('http://localhost/v1/ci/acme/repositories/checkout/quarantines', { headers });
    expect(response.status).toBe(200);
  });

  it('lets another base URL reach the network, so it fails as in production', async () => {
    await expect(fetch(`${ELSEWHERE}/ci/acme/repositories/checkout/quarantines`, { headers })).rejects.toThrow(TypeError);
  });
});
