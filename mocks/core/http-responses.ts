// Every response goes through here, so error bodies keep FastAPI's shapes: `{"detail": "..."}`, and a list for 422.
import { HttpResponse } from 'msw';
import type { ValidationIssue } from './validation-issue';

export function jsonResponse(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  return HttpResponse.json(body as Record<string, unknown>, { status: init.status ?? 200, headers: init.headers });
}

export function errorResponse(status: 401 | 403 | 404 | 405 | 409 | 413 | 414, detail: string): Response {
  const headers: HeadersInit = status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {};
  return jsonResponse({ detail }, { status, headers });
}

export function validationErrorResponse(issues: readonly ValidationIssue[]): Response {
  return jsonResponse({ detail: issues }, { status: 422 });
}

export function noContentResponse(): Response {
  return new HttpResponse(null, { status: 204 });
}

export const notFound = {
  repository: (): Response => errorResponse(404, 'Repository not found'),
  owner: (): Response => errorResponse(404, 'Owner not found'),
  test: (): Response => errorResponse(404, 'Test not found'),
  failure: (): Response => errorResponse(404, 'Failure not found'),
  quarantine: (): Response => errorResponse(404, 'Quarantine not found'),
};
