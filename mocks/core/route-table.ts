// The contract's operations, as the router sees them before any handler runs: the fallback answers 404/405 from
// them and the path-encoding guard names a bad segment's parameter (RegExp paths: MSW would decode, and throw).
import { getResponse, http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { ALL_CREDENTIAL_KINDS, authenticate } from './auth';
import { errorResponse, validationErrorResponse } from './http-responses';
import { decodeComponentStrictly } from './unicode-input';
import { issue } from './validation-issue';

/** Every operation of the contract, in matching order: a literal segment before a parameter in its place. */
const OPERATIONS = {
  searchTests: ['GET', 'ci/{owner}/repositories/{repository}/search/tests'],
  getRepositoryTestStat: ['GET', 'ci/{owner}/repositories/{repository}/tests/stats/{stat}'],
  getTestDetails: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}'],
  getTestStat: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}/stats/{stat}'],
  getTestHealthTransitions: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}/health-transitions'],
  listTestFailures: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}/failures'],
  getTestFailure: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}/failures/{failure_id}'],
  listTestExecutions: ['GET', 'ci/{owner}/repositories/{repository}/tests/{test_id}/executions'],
  listQuarantines: ['GET', 'ci/{owner}/repositories/{repository}/quarantines'],
  createQuarantine: ['POST', 'ci/{owner}/repositories/{repository}/quarantines'],
  checkQuarantines: ['POST', 'ci/{owner}/repositories/{repository}/quarantines/check'],
  getQuarantine: ['GET', 'ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}'],
  deleteQuarantine: ['DELETE', 'ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}'],
  getActivityLog: ['GET', 'repos/{owner}/{repository}/logs'],
  getActivityLogAggregate: ['GET', 'repos/{owner}/{repository}/logs/aggregate'],
  getQueueTimeToMerge: ['GET', 'repos/{owner}/{repository}/stats/time_to_merge'],
  getQueueChecksOutcome: ['GET', 'repos/{owner}/{repository}/stats/merge_queue_checks_outcome'],
  getQueueChecksOutcomeCount: ['GET', 'repos/{owner}/{repository}/stats/queues_checks_outcome_count'],
  getQueueEnteredCount: ['GET', 'repos/{owner}/{repository}/stats/queues_entered_count'],
  getQueueMergedCount: ['GET', 'repos/{owner}/{repository}/stats/queues_merged_count'],
  getQueueAverageCiRuntime: ['GET', 'repos/{owner}/{repository}/stats/average_ci_runtime'],
  getQueueIdleTime: ['GET', 'repos/{owner}/{repository}/stats/idle_queue_time'],
  getQueueTotalTime: ['GET', 'repos/{owner}/{repository}/stats/total_queue_time'],
  getQueueSize: ['GET', 'repos/{owner}/{repository}/stats/queue_size'],
  getQueueRunningSpeculativeChecks: ['GET', 'repos/{owner}/{repository}/stats/running_speculative_checks'],
  getQueueBatchSize: ['GET', 'repos/{owner}/{repository}/stats/batch_size'],
  getQueueBatchBisection: ['GET', 'repos/{owner}/{repository}/stats/batch_bisection'],
  getQueueBranches: ['GET', 'repos/{owner}/{repository}/stats/branches'],
  getQueueChecksRetries: ['GET', 'repos/{owner}/{repository}/stats/checks_retries'],
  getQueueFailureRate: ['GET', 'repos/{owner}/{repository}/stats/failure_rate'],
  getQueueSkipIntermediateResults: ['GET', 'repos/{owner}/{repository}/stats/skip_intermediate_results'],
  getQueueExitReasons: ['GET', 'repos/{owner}/{repository}/stats/queues_pr_exit_reasons'],
  getQueueNames: ['GET', 'repos/{owner}/{repository}/stats/queues'],
  listCiRunners: ['GET', 'ci/{owner}/runners'],
  getCiRunnerStat: ['GET', 'ci/{owner}/runners/stats/{stat}'],
  getCiJobQueueStat: ['GET', 'ci/{owner}/queue/stats/{stat}'],
} as const;
export type OperationId = keyof typeof OPERATIONS;

/** Path → method → operationId, in the table's order. */
const ROUTES = new Map<string, Record<string, string>>();
for (const [operationId, [method, path]] of Object.entries(OPERATIONS)) ROUTES.set(path, { ...ROUTES.get(path), [method]: operationId });

/** The operation's MSW handler, its method and path read from the table. */
export function operationHandler(operationId: OperationId, resolver: HttpResponseResolver): HttpHandler {
  const [method, path] = OPERATIONS[operationId];
  return http[method.toLowerCase() as 'get' | 'post' | 'delete'](`*/v1/${path.replace(/\{(\w+)\}/g, ':$1')}`, resolver);
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

/**
 * Path segments MSW's router cannot decode (it would throw): bytes not UTF-8 are a 422 `string_unicode` naming
 * the parameter; a `%` that starts no escape is a literal percent sign, as the real service reads it.
 */
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
