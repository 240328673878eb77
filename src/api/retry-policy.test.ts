import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { MAX_RETRIES, MAX_SILENT_WAIT_SECONDS, retryDelay, shouldRetry } from './retry-policy';

function httpError(status: number, retryAfterSeconds: number | null = null): ApiError {
  return new ApiError({
    kind: 'http',
    status,
    detail: null,
    bodyText: null,
    retryAfterSeconds,
    method: 'GET',
    url: 'https://api.test/v1/x',
    message: `status ${status}`,
  });
}

const networkFailure = new ApiError({
  kind: 'network',
  status: 0,
  detail: null,
  bodyText: null,
  retryAfterSeconds: null,
  method: 'GET',
  url: 'https://api.test/v1/x',
  message: 'unreachable',
});

const abort = new DOMException('The operation was aborted.', 'AbortError');

describe('shouldRetry (queries)', () => {
  it.each([
    ['network failure', networkFailure, true],
    ['500', httpError(500), true],
    ['502', httpError(502), true],
    ['503', httpError(503), true],
    ['429', httpError(429), true],
    ['400', httpError(400), false],
    ['401', httpError(401), false],
    ['403', httpError(403), false],
    ['404', httpError(404), false],
    ['409', httpError(409), false],
    ['422', httpError(422), false],
    ['non-JSON 200', httpError(200), false],
    ['abort', abort, false],
    ['plain TypeError (a bug)', new TypeError('x is undefined'), false],
  ])('%s → %s on the first failure', (_name, error, expected) => {
    expect(shouldRetry(0, error)).toBe(expected);
  });

  it('stops after MAX_RETRIES retries', () => {
    expect(MAX_RETRIES).toBe(3);
    expect([0, 1, 2, 3, 4].map((count) => shouldRetry(count, httpError(503)))).toEqual([true, true, true, false, false]);
  });
});

describe('a long Retry-After', () => {
  it('is shown at once instead of waited out behind a spinner', () => {
    expect(shouldRetry(0, httpError(429, MAX_SILENT_WAIT_SECONDS))).toBe(true);
    expect(shouldRetry(0, httpError(429, MAX_SILENT_WAIT_SECONDS + 1))).toBe(false);
    expect(shouldRetry(0, httpError(503, 120))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((count) => retryDelay(count, httpError(500)))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('honours Retry-After seconds, capped at 30 s', () => {
    expect(retryDelay(0, httpError(429, 5))).toBe(5000);
    expect(retryDelay(2, httpError(429, 0))).toBe(0);
    expect(retryDelay(0, httpError(429, 3600))).toBe(30000);
  });
});
