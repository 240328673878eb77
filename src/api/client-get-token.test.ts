// A host's `getToken` (the embedded tab): asked for every request, asked again once after a 401.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';

const BASE = 'https://api.test/v1';
const QUARANTINES = `${BASE}/ci/:owner/repositories/:repository/quarantines`;
const REPO = { owner: 'acme', repository: 'checkout' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Accepts only `fresh`; records the Authorization header of every request. */
function acceptOnly(valid: string): string[] {
  const seen: string[] = [];
  server.use(
    http.get(QUARANTINES, ({ request }) => {
      const authorization = request.headers.get('Authorization') ?? '';
      seen.push(authorization);
      return authorization === `Bearer ${valid}`
        ? HttpResponse.json([])
        : HttpResponse.json({ detail: 'Invalid credential' }, { status: 401 });
    }),
  );
  return seen;
}

describe('createApiClient with getToken', () => {
  it('sends what getToken gives (sync or async), superseding token', async () => {
    const seen = acceptOnly('host-token');
    const api = createApiClient({ baseUrl: BASE, token: 'ignored', getToken: () => Promise.resolve('host-token') });
    await expect(api.listQuarantines({ path: REPO })).resolves.toMatchObject({ data: [] });
    expect(seen).toEqual(['Bearer host-token']);
  });

  it('after a 401 asks again and retries once with the renewed token', async () => {
    const seen = acceptOnly('renewed');
    const getToken = vi.fn<() => string>().mockReturnValueOnce('expired').mockReturnValue('renewed');
    const api = createApiClient({ baseUrl: BASE, getToken });
    await expect(api.listQuarantines({ path: REPO })).resolves.toMatchObject({ data: [] });
    expect(seen).toEqual(['Bearer expired', 'Bearer renewed']);
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  it('does not retry when the host hands out the same token again: the 401 reaches the user', async () => {
    const seen = acceptOnly('other');
    const api = createApiClient({ baseUrl: BASE, getToken: () => 'stale' });
    const error = await api.listQuarantines({ path: REPO }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'Invalid credential' });
    expect(seen).toEqual(['Bearer stale']);
  });

  it('a plain token is never retried after a 401', async () => {
    const seen = acceptOnly('other');
    const api = createApiClient({ baseUrl: BASE, token: 'stale' });
    await expect(api.listQuarantines({ path: REPO })).rejects.toMatchObject({ status: 401 });
    expect(seen).toEqual(['Bearer stale']);
  });
});
