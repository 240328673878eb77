import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient, DEFAULT_REQUEST_TIMEOUT_MS } from './client';
import { shouldRetry } from './retry-policy';

const BASE = 'https://api.test/v1';
const REPO = { owner: 'acme', repository: 'checkout' };

/** A fetch like a server that accepted the connection and never answered: it ends only when aborted. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      if (init?.signal?.aborted) reject(init.signal.reason);
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError')));
    });
}

/** A fetch whose headers arrive at once and whose body never ends. */
function stalledBodyFetch(): typeof fetch {
  return (_input, init) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
  };
}

async function settle<T>(promise: Promise<T>): Promise<unknown> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => error,
  );
}

describe('request timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up a request that gets no answer after the default limit, with a message that says so', async () => {
    const client = createApiClient({ baseUrl: BASE, token: 't', fetch: hangingFetch() });
    const outcome = settle(client.getActivityLog({ path: REPO }));
    await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'timeout', status: 0, method: 'GET', url: `${BASE}/repos/acme/checkout/logs` });
    expect((error as ApiError).message).toBe(
      'The API at https://api.test did not answer within 30 s. It may be overloaded or unreachable; try again.',
    );
  });

  it('counts the body too: headers in time and a body that never ends still time out', async () => {
    const client = createApiClient({ baseUrl: BASE, token: 't', fetch: stalledBodyFetch(), timeoutMs: 5_000 });
    const outcome = settle(client.listQuarantines({ path: REPO }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: expect.stringContaining('within 5 s') });
  });

  it('a cancellation by the caller stays a cancellation, not a timeout', async () => {
    const client = createApiClient({ baseUrl: BASE, token: 't', fetch: hangingFetch() });
    const controller = new AbortController();
    const outcome = settle(client.getActivityLog({ path: REPO }, { signal: controller.signal }));
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('an answer in time clears the timer', async () => {
    const client = createApiClient({
      baseUrl: BASE,
      token: 't',
      fetch: () => Promise.resolve(Response.json({ quarantined_tests: [] })),
    });
    await expect(client.listQuarantines({ path: REPO })).resolves.toMatchObject({ data: { quarantined_tests: [] } });
    // The start pacer's next turn (0 ms) comes and goes; the deadline's timer must already be gone.
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('is not retried automatically: one wait, then the message and its Retry', () => {
    const error = new ApiError({
      kind: 'timeout',
      status: 0,
      detail: null,
      bodyText: null,
      retryAfterSeconds: null,
      method: 'GET',
      url: BASE,
      message: '',
    });
    expect(shouldRetry(0, error)).toBe(false);
  });
});
