import { isApiError } from '@/api/api-error';
import type { CreateQuarantineRequest } from '@/api/types';

// A create whose answer was lost may still have been carried out: sent again, the API's 409 for the
// same scope is the answer the first attempt never got, so it is reported as created.

/** No usable answer came back (network, timeout, 502, 504), yet the request may have been carried out. */
export function isAnswerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status === 502 || error.status === 504;
}

export function sameQuarantineScope(a: CreateQuarantineRequest, b: CreateQuarantineRequest): boolean {
  return a.test_name === b.test_name && (a.branch ?? null) === (b.branch ?? null);
}

/** True when `error`, a 409 for the same scope, says the lost attempt did create the quarantine. */
export function createdByLostAttempt(lost: CreateQuarantineRequest | null, body: CreateQuarantineRequest, error: unknown): boolean {
  return lost !== null && isApiError(error) && error.status === 409 && sameQuarantineScope(lost, body);
}
