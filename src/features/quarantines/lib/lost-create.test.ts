import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '@/api/api-error';
import { createdByLostAttempt, isAnswerLost, sameQuarantineScope } from './quarantine-form';

function apiError(kind: ApiErrorKind, status: number): ApiError {
  return new ApiError({
    kind,
    status,
    detail: null,
    bodyText: null,
    retryAfterSeconds: null,
    method: 'POST',
    url: 'https://api.test/v1',
    message: '',
  });
}

const ON_MAIN = { test_name: 'tests/test_pay.py::test_pay', reason: 'Flaky', branch: 'main' };
const EVERYWHERE = { test_name: 'tests/test_pay.py::test_pay', reason: 'Flaky' };

describe('a create whose answer was lost', () => {
  it('is a dropped connection, a timeout, or a gateway that lost the answer', () => {
    expect(isAnswerLost(apiError('network', 0))).toBe(true);
    expect(isAnswerLost(apiError('timeout', 0))).toBe(true);
    expect(isAnswerLost(apiError('http', 502))).toBe(true);
    expect(isAnswerLost(apiError('http', 504))).toBe(true);
  });

  it('is not an answer the server gave about the request itself', () => {
    for (const status of [400, 401, 403, 409, 422, 429, 500, 503]) expect(isAnswerLost(apiError('http', status))).toBe(false);
    expect(isAnswerLost(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('compares the scope of two requests: test and branch, not the reason', () => {
    expect(sameQuarantineScope(ON_MAIN, { ...ON_MAIN, reason: 'Reworded' })).toBe(true);
    expect(sameQuarantineScope(ON_MAIN, EVERYWHERE)).toBe(false);
    expect(sameQuarantineScope(EVERYWHERE, { ...EVERYWHERE, branch: undefined })).toBe(true);
    expect(sameQuarantineScope(ON_MAIN, { ...ON_MAIN, test_name: 'tests/other.py::test_other' })).toBe(false);
  });

  it('a 409 on the retry of the same scope means the lost attempt created it', () => {
    expect(createdByLostAttempt(ON_MAIN, { ...ON_MAIN, reason: 'Again' }, apiError('http', 409))).toBe(true);
  });

  it('a 409 with no lost attempt before, or for another scope, is a real duplicate', () => {
    expect(createdByLostAttempt(null, ON_MAIN, apiError('http', 409))).toBe(false);
    expect(createdByLostAttempt(EVERYWHERE, ON_MAIN, apiError('http', 409))).toBe(false);
  });

  it('any other failure of the retry stays a failure', () => {
    expect(createdByLostAttempt(ON_MAIN, ON_MAIN, apiError('network', 0))).toBe(false);
    expect(createdByLostAttempt(ON_MAIN, ON_MAIN, apiError('http', 422))).toBe(false);
  });
});
