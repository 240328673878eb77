// The contract's operations' paths and methods, as the router sees them before any handler runs: the
// fallback answers 404/405 from it, and the path-encoding guard names the parameter a bad segment stands for.
// Both match RegExp paths: MSW percent-decodes a string path's parameters, and a segment not UTF-8 throws there.
import { getResponse, http, type HttpHandler } from 'msw';
import { ALL_CREDENTIAL_KINDS, authenticate } from './auth';
import { errorResponse, validationErrorResponse } from './http-responses';
import { decodeComponentStrictly } from './unicode-input';
import { issue } from './validation-issue';

const ROUTES: { segments: string[]; methods: string[]; operations: Record<string, string> }[] = (
  [
    ['ci/{owner}/repositories/{repository}/search/tests', { GET: 'searchTests' }],
    ['ci/{owner}/repositories/{repository}/tests/stats/{stat}', { GET: 'getRepositoryTestStat' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}', { GET: 'getTestDetails' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}/stats/{stat}', { GET: 'getTestStat' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}/health-transitions', { GET: 'getTestHealthTransitions' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}/failures', { GET: 'listTestFailures' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}/failures/{failure_id}', { GET: 'getTestFailure' }],
    ['ci/{owner}/repositories/{repository}/tests/{test_id}/executions', { GET: 'listTestExecutions' }],
    ['ci/{owner}/repositories/{repository}/quarantines', { GET: 'listQuarantines', POST: 'createQuarantine' }],
    // Before …/quarantines/{quarantine_id}: the literal `check` is no quarantine id.
    ['ci/{owner}/repositories/{repository}/quarantines/check', { POST: 'checkQuarantines' }],
    ['ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}', { GET: 'getQuarantine', DELETE: 'deleteQuarantine' }],
    ['repos/{owner}/{repository}/logs', { GET: 'getActivityLog' }],
    ['repos/{owner}/{repository}/logs/aggregate', { GET: 'getActivityLogAggregate' }],
    ['repos/{owner}/{repository}/stats/time_to_merge', { GET: 'getQueueTimeToMerge' }],
    ['repos/{owner}/{repository}/stats/merge_queue_checks_outcome', { GET: 'getQueueChecksOutcome' }],
    ['repos/{owner}/{repository}/stats/queues_checks_outcome_count', { GET: 'getQueueChecksOutcomeCount' }],
    ['repos/{owner}/{repository}/stats/queues_entered_count', { GET: 'getQueueEnteredCount' }],
    ['repos/{owner}/{repository}/stats/queues_merged_count', { GET: 'getQueueMergedCount' }],
    ['repos/{owner}/{repository}/stats/average_ci_runtime', { GET: 'getQueueAverageCiRuntime' }],
    ['repos/{owner}/{repository}/stats/idle_queue_time', { GET: 'getQueueIdleTime' }],
    ['repos/{owner}/{repository}/stats/total_queue_time', { GET: 'getQueueTotalTime' }],
    ['repos/{owner}/{repository}/stats/queue_size', { GET: 'getQueueSize' }],
    ['repos/{owner}/{repository}/stats/running_speculative_checks', { GET: 'getQueueRunningSpeculativeChecks' }],
    ['repos/{owner}/{repository}/stats/batch_size', { GET: 'getQueueBatchSize' }],
    ['repos/{owner}/{repository}/stats/batch_bisection', { GET: 'getQueueBatchBisection' }],
    ['repos/{owner}/{repository}/stats/branches', { GET: 'getQueueBranches' }],
    ['repos/{owner}/{repository}/stats/checks_retries', { GET: 'getQueueChecksRetries' }],
    ['repos/{owner}/{repository}/stats/failure_rate', { GET: 'getQueueFailureRate' }],
    ['repos/{owner}/{repository}/stats/skip_intermediate_results', { GET: 'getQueueSkipIntermediateResults' }],
    ['repos/{owner}/{repository}/stats/queues_pr_exit_reasons', { GET: 'getQueueExitReasons' }],
    ['repos/{owner}/{repository}/stats/queues', { GET: 'getQueueNames' }],
    ['ci/{owner}/runners', { GET: 'listCiRunners' }],
    ['ci/{owner}/runners/stats/{stat}', { GET: 'getCiRunnerStat' }],
    ['ci/{owner}/queue/stats/{stat}', { GET: 'getCiJobQueueStat' }],
  ] as const
).map(([path, operations]) => ({ segments: path.split('/'), methods: Object.keys(operations), operations }));

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
  // A literal segment wins over a parameter (…/tests/stats/{stat} before …/tests/{test_id}/…).
  for (const route of ROUTES) {
    if (route.segments.length !== rawSegments.length) continue;
    const fits = route.segments.every((segment, index) => segment.startsWith('{') || segment === rawSegments[index]);
    if (!fits) continue;
    const parameterNames = route.segments.map((segment) => (segment.startsWith('{') ? segment.slice(1, -1) : null));
    return { methods: route.methods, operations: route.operations, parameterNames, rawSegments };
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
 * Before every operation, for path segments MSW's router cannot decode (it would throw, a 500): bytes that
 * are not UTF-8 are a 422 `string_unicode` naming the path parameter; a `%` that starts no escape is a
 * literal percent sign, as the real service reads it, so the request goes on to `operations` with it escaped.
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
