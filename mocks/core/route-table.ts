// The contract's operations' paths and methods, as the router sees them before any handler runs: the fallback
// answers 404/405 from it, and the path-encoding guard names the parameter a bad segment stands for.

interface Route {
  /** Segments after `/v1/`; `{name}` is a path parameter. */
  segments: string[];
  methods: string[];
  /** The contract's operationId of each method. */
  operations: Record<string, string>;
}

const ROUTES: Route[] = (
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
    ['ci/{owner}/runners', { GET: 'listCiRunners' }],
    ['ci/{owner}/runners/stats/{stat}', { GET: 'getCiRunnerStat' }],
    ['ci/{owner}/queue/stats/{stat}', { GET: 'getCiJobQueueStat' }],
  ] as const
).map(([path, operations]) => ({ segments: path.split('/'), methods: Object.keys(operations), operations }));

export interface RouteMatch {
  methods: string[];
  /** The operationId of each method. */
  operations: Record<string, string>;
  /** The path parameter each raw segment stands for (null for literal segments). */
  parameterNames: (string | null)[];
  /** The raw (still percent-encoded) segments after `/v1/`. */
  rawSegments: string[];
}

/** The raw segments after the first `/v1/` of a pathname, or null when it has none. */
export function segmentsAfterVersion(pathname: string): string[] | null {
  const at = pathname.indexOf('/v1/');
  if (at < 0) return null;
  const rest = pathname.slice(at + '/v1/'.length).replace(/\/$/, '');
  return rest === '' ? [] : rest.split('/');
}

/** The route a pathname addresses (literal segments compared as sent), whatever the method. */
export function matchRoute(pathname: string): RouteMatch | null {
  const rawSegments = segmentsAfterVersion(pathname);
  if (rawSegments === null) return null;
  // A literal segment wins over a parameter (…/tests/stats/{stat} before …/tests/{test_id}/…).
  for (const route of ROUTES) {
    if (route.segments.length !== rawSegments.length) continue;
    const fits = route.segments.every((segment, index) => segment.startsWith('{') || segment === rawSegments[index]);
    if (!fits) continue;
    return {
      methods: route.methods,
      operations: route.operations,
      parameterNames: route.segments.map((segment) => (segment.startsWith('{') ? segment.slice(1, -1) : null)),
      rawSegments,
    };
  }
  return null;
}

/** The contract's operationId a request addresses (null when it addresses none). */
export function operationIdOf(method: string, pathname: string): string | null {
  return matchRoute(pathname)?.operations[method] ?? null;
}
