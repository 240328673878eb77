import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  describeValidationIssue,
  fieldErrors,
  isApiError,
  isApiNotFound,
  networkError,
  notJsonError,
  parseRetryAfter,
} from './api-error';

const GET = { method: 'GET', url: 'https://api.test/v1/ci/acme/repositories/checkout/search/tests?per_page=0' };
const POST = { method: 'POST', url: 'https://api.test/v1/ci/acme/repositories/checkout/quarantines' };

function answer(status: number, headers: Record<string, string> = {}) {
  return { status, headers: new Headers({ 'Content-Type': 'application/json', ...headers }) };
}

describe('apiErrorFromResponse', () => {
  it('401 asks for a token whatever the body says', () => {
    const error = apiErrorFromResponse(GET, answer(401), '{"detail":"Not authenticated"}');
    expect(error.message).toBe('Your API token is missing or invalid. Open Settings to set one.');
    expect(error.detail).toBe('Not authenticated');
    expect(error.status).toBe(401);
    expect(error.kind).toBe('http');
  });

  it('403 names the action and keeps the detail', () => {
    const body = '{"detail":"CI Application Key not accepted"}';
    expect(apiErrorFromResponse(GET, answer(403), body).message).toBe(
      'Your credential may not read this (CI Application Key not accepted).',
    );
    expect(apiErrorFromResponse(POST, answer(403), body).message).toBe(
      'Your credential may not do this (CI Application Key not accepted).',
    );
  });

  it('404 and 409 show the detail', () => {
    const notFound = '{"detail":"Repository not found"}';
    expect(apiErrorFromResponse(GET, answer(404), notFound).message).toBe('Repository not found');
    const conflict = '{"detail":"This test is already quarantined on this branch"}';
    expect(apiErrorFromResponse(POST, answer(409), conflict).message).toBe('This test is already quarantined on this branch');
  });

  it('422 list form names each location', () => {
    const body = JSON.stringify({
      detail: [
        { loc: ['query', 'per_page'], msg: 'Input should be less than or equal to 100', type: 'less_than_equal' },
        { loc: ['body', 'reason'], msg: 'Field required', type: 'missing' },
      ],
    });
    const error = apiErrorFromResponse(GET, answer(422), body);
    expect(error.message).toBe(
      'Invalid query parameter `per_page`: Input should be less than or equal to 100; Invalid field `reason`: Field required',
    );
    expect(Array.isArray(error.detail)).toBe(true);
    expect(fieldErrors(error)).toEqual({ per_page: 'Input should be less than or equal to 100', reason: 'Field required' });
  });

  it('422 string form shows the string', () => {
    const body = '{"detail":"received_from and received_to may not span more than 93 days"}';
    const error = apiErrorFromResponse(GET, answer(422), body);
    expect(error.message).toBe('received_from and received_to may not span more than 93 days');
    expect(fieldErrors(error)).toEqual({});
  });

  it('429 carries Retry-After', () => {
    const error = apiErrorFromResponse(GET, answer(429, { 'Retry-After': '7' }), '');
    expect(error.retryAfterSeconds).toBe(7);
    expect(error.message).toBe('Too many requests: the API is rate-limiting this dashboard. Try again in 7 s.');
  });

  it('5xx says the server failed', () => {
    expect(apiErrorFromResponse(GET, answer(500), '').message).toBe('The server failed (500). Try again in a moment.');
    const plain = { status: 502, headers: new Headers({ 'Content-Type': 'text/plain' }) };
    expect(apiErrorFromResponse(GET, plain, 'Bad Gateway').message).toBe('The server failed (502: Bad Gateway). Try again in a moment.');
  });

  it('never puts an HTML body in the message', () => {
    const html = '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>';
    const error = apiErrorFromResponse(GET, { status: 502, headers: new Headers({ 'Content-Type': 'text/html' }) }, html);
    expect(error.detail).toBeNull();
    expect(error.message).toBe('The server failed (502). Try again in a moment.');
    expect(error.message).not.toContain('<');
    expect(error.bodyText).toBe(html);
  });

  it('ignores a malformed detail', () => {
    const body = '{"detail":{"unexpected":true}}';
    const error = apiErrorFromResponse(GET, answer(400), body);
    expect(error.detail).toBeNull();
    expect(error.message).toBe('The request failed (400).');
  });

  it('keeps the query out of the recorded URL', () => {
    expect(apiErrorFromResponse(GET, answer(500), '').url).toBe('https://api.test/v1/ci/acme/repositories/checkout/search/tests');
  });
});

describe('a 404 without an API error body', () => {
  it('points at the base URL instead of claiming the item is missing', () => {
    const fromStaticServer = apiErrorFromResponse(GET, { status: 404, headers: new Headers({ 'Content-Type': 'text/plain' }) }, '');
    expect(fromStaticServer.message).toBe(
      'Nothing at https://api.test answered as the API (404 without an API error body). Check the API base URL in Settings.',
    );
    expect(isApiNotFound(fromStaticServer)).toBe(false);
  });

  it('only an API 404 (with a detail) counts as "not found"', () => {
    expect(isApiNotFound(apiErrorFromResponse(GET, answer(404), '{"detail":"Test not found"}'))).toBe(true);
    expect(isApiNotFound(apiErrorFromResponse(GET, answer(403), '{"detail":"Forbidden"}'))).toBe(false);
    expect(isApiNotFound(new Error('404'))).toBe(false);
  });
});

describe('networkError and notJsonError', () => {
  it('networkError names the origin and has status 0', () => {
    const error = networkError(GET, new TypeError('fetch failed'));
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(error.message).toBe('Could not reach the API at https://api.test. Check your connection and the API base URL in Settings.');
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('notJsonError recognises a web page', () => {
    const page = { status: 200, headers: new Headers({ 'Content-Type': 'text/html' }) };
    expect(notJsonError(GET, page, '<!doctype html><html></html>').message).toBe(
      'The API answered with a web page instead of JSON — is the base URL right?',
    );
    const other = { status: 200, headers: new Headers({ 'Content-Type': 'text/plain' }) };
    expect(notJsonError(GET, other, 'hello').message).toBe('The API answered with something other than JSON — is the base URL right?');
  });
});

describe('helpers', () => {
  it('describeValidationIssue handles short and unknown locations', () => {
    expect(describeValidationIssue({ loc: ['body'], msg: 'JSON decode error', type: 'json_invalid' })).toBe(
      'Invalid field: JSON decode error',
    );
    expect(describeValidationIssue({ loc: ['path', 'owner'], msg: 'bad', type: 't' })).toBe('Invalid path parameter `owner`: bad');
    expect(describeValidationIssue({ loc: ['query', 'test_name', 3], msg: 'too long', type: 't' })).toBe(
      'Invalid query parameter `test_name.3`: too long',
    );
    expect(describeValidationIssue({ loc: ['weird', 'x'], msg: 'bad', type: 't' })).toBe('Invalid `weird.x`: bad');
    expect(describeValidationIssue({ loc: [], msg: 'bad', type: 't' })).toBe('bad');
  });

  it('fieldErrors joins several issues on one field and ignores non-API errors', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      detail: [
        { loc: ['body', 'reason'], msg: 'too long', type: 'a' },
        { loc: ['body', 'reason'], msg: 'bad characters', type: 'b' },
      ],
      bodyText: null,
      retryAfterSeconds: null,
      method: 'POST',
      url: POST.url,
      message: 'x',
    });
    expect(fieldErrors(error)).toEqual({ reason: 'too long; bad characters' });
    expect(fieldErrors(new Error('x'))).toEqual({});
    expect(isApiError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
  });

  it('parseRetryAfter reads seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Tue, 31 Dec 2024 00:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });
});
