// The contract's operations, as the router sees them before any handler runs: the fallback answers 404/405 from
// them and the path-encoding guard names a bad segment's parameter (RegExp paths: MSW would decode, and throw).
import { getResponse, http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { operationRoutes } from '@/api/generated/operations';
import { ALL_CREDENTIAL_KINDS, authenticate } from './auth';
import { errorResponse, validationErrorResponse } from './http-responses';
import { compareText } from './statistics';
import { decodeComponentStrictly } from './unicode-input';
import { issue } from './validation-issue';

export type OperationId = keyof typeof operationRoutes;

/** Path → method → operationId; a literal segment before a parameter in its place, so `tests/stats/…` is no test id. */
const ROUTES = new Map<string, Record<string, string>>();
const parameterMask = (path: string) => path.replace(/[^/]+/g, (segment) => (segment.startsWith('{') ? '1' : '0'));
const byMatchingOrder = Object.entries(operationRoutes).sort(([, a], [, b]) => compareText(parameterMask(a.path), parameterMask(b.path)));
for (const [operationId, { method, path }] of byMatchingOrder) {
  ROUTES.set(path.slice(1), { ...ROUTES.get(path.slice(1)), [method.toUpperCase()]: operationId });
}

const mswPath = (path: string) => `*/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** The operation's MSW handler, its method and path from the contract. */
export function operationHandler(operationId: OperationId, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = operationRoutes[operationId];
  return http[method](mswPath(path), resolver);
}

const operationOfHandler = new Map(
  Object.entries(operationRoutes).map(([operationId, { method, path }]) => [`${method.toUpperCase()} ${mswPath(path)}`, operationId]),
);

/**
 * Answers a request with the handlers that can match it, in their order: its operation's and those for every path (the
 * guard, the fallback). MSW alone tries each handler in turn, compiling its path per request: a runner's figure, near
 * the list's end, took 2.5× as long, and a page's burst of requests queued behind it.
 */
export function responder(handlers: readonly HttpHandler[]): (request: Request) => Promise<Response | undefined> {
  const operationOf = (handler: HttpHandler) => operationOfHandler.get(`${String(handler.info.method)} ${String(handler.info.path)}`);
  const byOperation = new Map<string | undefined, HttpHandler[]>();
  for (const operationId of [undefined, ...operationOfHandler.values()]) {
    byOperation.set(
      operationId,
      handlers.filter((handler) => [undefined, operationId].includes(operationOf(handler))),
    );
  }
  return (request) => {
    const operationId = operationIdOf(request.method, new URL(request.url).pathname) ?? undefined;
    return getResponse(byOperation.get(operationId) ?? [...handlers], request);
  };
}

/** The raw (still percent-encoded) segments after the first `/v1/` of a pathname, or null when it has none. */
function segmentsAfterVersion(pathname: string): string[] | null {
  const at = pathname.indexOf('/v1/');
  if (at < 0) return null;
  const rest = pathname.slice(at + '/v1/'.length).replace(/\/$/, '');
  return rest === '' ? [] : rest.split('/');
}

/** The route a pathname addresses (literal segments compared as sent), whatever the method. */
export function matchRoute(pathname: string) {
  const rawSegments = segmentsAfterVersion(pathname);
  if (rawSegments === null) return null;
  for (const [path, operations] of ROUTES) {
    const segments = path.split('/');
    if (segments.length !== rawSegments.length) continue;
    if (!segments.every((segment, index) => segment.startsWith('{') || segment === rawSegments[index])) continue;
    const parameterNames = segments.map((segment) => (segment.startsWith('{') ? segment.slice(1, -1) : null));
    return { methods: Object.keys(operations), operations, parameterNames, rawSegments };
  }
  return null;
}

/** The contract's operationId a request addresses (null when it addresses none). */
export function operationIdOf(method: string, pathname: string): string | null {
  return matchRoute(pathname)?.operations[method] ?? null;
}

/** What FastAPI answers under `/v1/` for a path it has no route for (elsewhere: passed through, the app's own assets). */
export function fallbackHandler(): HttpHandler {
  return http.all(/\/v1\//, ({ request }) => {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith('/v1/')) return undefined;
    return unroutedResponse(pathname, request.method);
  });
}

/** 405 with `Allow` for a known path under another method, else 404. */
export function unroutedResponse(pathname: string, method: string): Response {
  const route = matchRoute(pathname);
  if (route && !route.methods.includes(method)) {
    const response = errorResponse(405, 'Method Not Allowed');
    response.headers.set('Allow', route.methods.join(', '));
    return response;
  }
  return errorResponse(404, 'Not Found');
}

function decodesForRouter(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** Segments MSW cannot decode (it would throw): non-UTF-8 bytes are a 422 naming the parameter; a stray `%` is a percent sign. */
export function pathEncodingGuard(operations: readonly HttpHandler[]): HttpHandler {
  return http.all(/\/v1\//, async ({ request }) => {
    const url = new URL(request.url);
    const segments = segmentsAfterVersion(url.pathname);
    if (segments === null || segments.every(decodesForRouter)) return undefined;
    const route = matchRoute(url.pathname);
    if (!route || !route.methods.includes(request.method)) return unroutedResponse(url.pathname, request.method);
    if (route.rawSegments.every((segment) => decodeComponentStrictly(segment) !== null)) {
      url.pathname = url.pathname.replace(/%(?![0-9a-fA-F]{2})/g, '%25');
      return (await getResponse([...operations], new Request(url, request))) ?? unroutedResponse(url.pathname, request.method);
    }
    // Credentials first, as in every operation's frame (the kind check stays with the operation).
    const auth = authenticate(request, ALL_CREDENTIAL_KINDS);
    if (!auth.ok) return auth.response;
    const issues = route.rawSegments.flatMap((segment, index) => {
      const name = route.parameterNames[index];
      return name && decodeComponentStrictly(segment) === null ? [issue.stringUnicode(['path', name])] : [];
    });
    return validationErrorResponse(issues);
  });
}
