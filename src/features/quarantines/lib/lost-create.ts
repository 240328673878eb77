import { isApiError } from '@/api/api-error';
import type { CreateQuarantineRequest } from '@/api/types';

/*
 * A create whose answer was lost. POST is not idempotent and is never retried blindly; but when the
 * connection drops (or the gateway gives up) after the request left, the server may well have created
 * the quarantine. The user then sends it again, and the API refuses the duplicate with a 409. That 409
 * is the answer the first attempt never got: the quarantine exists, so it is reported as created.
 */

/** No usable answer came back, yet the request may have reached the server and been carried out. */
export function isAnswerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  // A gateway that lost the upstream's answer (502) or gave up waiting for it (504).
  return error.status === 502 || error.status === 504;
}

/** Same quarantine scope: the same test on the same branch (or on all branches); the reason may differ. */
export function sameQuarantineScope(a: CreateQuarantineRequest, b: CreateQuarantineRequest): boolean {
  return a.test_name === b.test_name && (a.branch ?? null) === (b.branch ?? null);
}

/**
 * True when `error`, the answer to `body`, says the earlier attempt whose answer was lost (`lost`) did
 * create the quarantine: a 409 for the same scope.
 */
export function createdByLostAttempt(lost: CreateQuarantineRequest | null, body: CreateQuarantineRequest, error: unknown): boolean {
  return lost !== null && isApiError(error) && error.status === 409 && sameQuarantineScope(lost, body);
}
