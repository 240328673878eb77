import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, fieldErrors } from './api-error';
import { createApiClient } from './client';

const BASE = 'https://api.test/v1';
const REPO = { owner: 'acme', repository: 'checkout' };
const LOGS = `${BASE}/repos/:owner/:repository/logs`;
const QUARANTINES = `${BASE}/ci/:owner/repositories/:repository/quarantines`;

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

function readLog(answer: () => Response) {
  server.use(http.get(LOGS, answer));
  return failureOf(createApiClient({ baseUrl: BASE, token: 'demo-ci-key' }).getActivityLog({ path: REPO }));
}

describe('error mapping through the client', () => {
  it('401 → asks for a token', async () => {
    const error = await readLog(() => HttpResponse.json({ detail: 'Invalid credential' }, { status: 401 }));
    expect(error).toMatchObject({ kind: 'http', status: 401, detail: 'Invalid credential' });
    expect(error.message).toBe('Your API token is missing or invalid. Open Settings to set one.');
  });

  it('403 → names the kinds of credential the operation takes, with the detail', async () => {
    const error = await readLog(() =>
      HttpResponse.json({ detail: 'The CI Application Key may not read the activity log' }, { status: 403 }),
    );
    expect(error.message).toBe(
      'Your credential may not read this: it needs an Admin Application Key or a repository-host token (the CI Application Key is refused here). Change it in Settings. The API said: “The CI Application Key may not read the activity log”.',
    );
  });

  it('403 on an operation every kind may use → about access to the repository', async () => {
    server.use(http.get(QUARANTINES, () => HttpResponse.json({ detail: 'No access to acme/checkout' }, { status: 403 })));
    const error = await failureOf(createApiClient({ baseUrl: BASE, token: 'ghp_x' }).listQuarantines({ path: REPO }));
    expect(error.message).toBe(
      'Your credential may not read this: it has no access to this repository. Use a credential of this repository in Settings. The API said: “No access to acme/checkout”.',
    );
  });

  it('404 → the detail', async () => {
    const error = await readLog(() => HttpResponse.json({ detail: 'Repository not found' }, { status: 404 }));
    expect(error).toMatchObject({ status: 404, detail: 'Repository not found', message: 'Repository not found' });
  });

  it('409 on create → the detail, and no field errors', async () => {
    server.use(
      http.post(QUARANTINES, () => HttpResponse.json({ detail: 'This test is already quarantined on every branch' }, { status: 409 })),
    );
    const error = await failureOf(
      createApiClient({ baseUrl: BASE }).createQuarantine({ path: REPO, body: { test_name: 't', reason: 'r' } }),
    );
    expect(error).toMatchObject({ status: 409, method: 'POST' });
    expect(error.message).toBe('This test is already quarantined on every branch');
    expect(fieldErrors(error)).toEqual({});
  });

  it('422 list form → names the parameter; fieldErrors maps it', async () => {
    const error = await readLog(() =>
      HttpResponse.json(
        {
          detail: [
            {
              loc: ['query', 'per_page'],
              msg: 'Input should be less than or equal to 100',
              type: 'less_than_equal',
            },
          ],
        },
        { status: 422 },
      ),
    );
    expect(error.message).toBe('Invalid query parameter `per_page`: Input should be less than or equal to 100');
    expect(error.detail).toEqual([
      { loc: ['query', 'per_page'], msg: 'Input should be less than or equal to 100', type: 'less_than_equal' },
    ]);
    expect(fieldErrors(error)).toEqual({ per_page: 'Input should be less than or equal to 100' });
  });

  it('422 string form → the string', async () => {
    const error = await readLog(() =>
      HttpResponse.json({ detail: 'received_from and received_to may not span more than 93 days' }, { status: 422 }),
    );
    expect(error.message).toBe('received_from and received_to may not span more than 93 days');
  });

  it('429 → rate-limit message with Retry-After carried', async () => {
    const error = await readLog(() => HttpResponse.json({ detail: 'Rate limited' }, { status: 429, headers: { 'Retry-After': '3' } }));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 3 });
    expect(error.message).toBe('Too many requests: the API is rate-limiting this dashboard. Try again in 3 s.');
  });

  it('500 → the server failed', async () => {
    const error = await readLog(() => HttpResponse.json({ detail: 'Internal Server Error' }, { status: 500 }));
    expect(error.message).toBe('The server failed (500: Internal Server Error). Try again in a moment.');
  });

  it('an HTML error page → message from the status, the page never shown', async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body><center>nginx</center></body></html>';
    const error = await readLog(() => HttpResponse.html(page, { status: 502 }));
    expect(error.detail).toBeNull();
    expect(error.message).toBe('The server failed (502). Try again in a moment.');
    expect(error.bodyText).toBe(page);
  });

  it('a network failure → kind network, status 0, names the origin', async () => {
    const error = await readLog(() => HttpResponse.error());
    expect(error).toMatchObject({ kind: 'network', status: 0, detail: null });
    expect(error.message).toBe('Could not reach the API at https://api.test. Check your connection and the API base URL in Settings.');
  });

  it('a 200 web page (no API behind the base URL) → asks whether the base URL is right', async () => {
    const error = await readLog(() => HttpResponse.html('<!doctype html><html><body><div id="root"></div></body></html>'));
    expect(error).toMatchObject({ kind: 'http', status: 200 });
    expect(error.message).toBe('The API answered with a web page instead of JSON — is the base URL right?');
  });

  it('records the URL without its query', async () => {
    server.use(http.get(LOGS, () => HttpResponse.json({ detail: 'Repository not found' }, { status: 404 })));
    const error = await failureOf(createApiClient({ baseUrl: BASE }).getActivityLog({ path: REPO, query: { trigger: ['@alice'] } }));
    expect(error.url).toBe('https://api.test/v1/repos/acme/checkout/logs');
  });
});
