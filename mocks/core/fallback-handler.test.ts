import { describe, expect, it } from 'vitest';
import { setUpMockServer } from '../../tests/mock-kit/mock-server';

setUpMockServer();

describe('paths without an operation', () => {
  it('answer 404 {"detail":"Not Found"} under /v1', async () => {
    const response = await fetch('http://localhost/v1/ci/acme/repositories/checkout/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: 'Not Found' });
  });

  it('answer 405 for a known path with another method', async () => {
    const response = await fetch('http://localhost/v1/ci/acme/repositories/checkout/search/tests', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ detail: 'Method Not Allowed' });
  });
});
