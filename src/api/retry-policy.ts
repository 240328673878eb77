import { isApiError } from './api-error';

// When React Query may retry a read; mutations never retry (create-query-client.ts).

/** Retries after the first failure (so at most 4 requests), the same count React Query uses by default. */
export const MAX_RETRIES = 3;
const BASE_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/** The longest `Retry-After` waited out behind a spinner. */
export const MAX_SILENT_WAIT_SECONDS = 10;

/** React Query `retry` for reads. `failureCount` is the number of failures before this one (0 first). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES || !isApiError(error)) return false; // programming errors and aborts: retrying cannot help
  if (error.kind === 'network') return true;
  if (error.retryAfterSeconds !== null && error.retryAfterSeconds > MAX_SILENT_WAIT_SECONDS) return false;
  return error.status === 429 || error.status >= 500;
}

/** Exponential back-off capped at 30 s, or the server's `Retry-After` (also capped, so a hostile header cannot freeze the page). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (isApiError(error) && error.retryAfterSeconds !== null) {
    return Math.min(error.retryAfterSeconds * 1000, MAX_DELAY_MS);
  }
  return Math.min(BASE_DELAY_MS * 2 ** failureCount, MAX_DELAY_MS);
}

export const queryRetryDefaults = { retry: shouldRetry, retryDelay } as const;
