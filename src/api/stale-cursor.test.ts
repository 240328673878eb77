import { describe, expect, it } from 'vitest';
import { ApiError, isStaleCursorError } from './api-error';

const error = (status: number, detail: ApiError['detail']) =>
  new ApiError({ kind: 'http', status, detail, bodyText: null, retryAfterSeconds: null, method: 'GET', url: '/v1', message: 'x' });

describe('isStaleCursorError', () => {
  it('recognises a 422 on the cursor only', () => {
    expect(isStaleCursorError(error(422, [{ loc: ['query', 'cursor'], msg: 'Invalid cursor', type: 'value_error' }]))).toBe(true);
    expect(isStaleCursorError(error(422, [{ loc: ['query', 'start'], msg: 'too long', type: 'value_error' }]))).toBe(false);
    expect(isStaleCursorError(error(404, 'Test not found'))).toBe(false);
    expect(isStaleCursorError(new Error('boom'))).toBe(false);
  });
});
