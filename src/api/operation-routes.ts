import type { operations, paths } from './generated/schema';

/**
 * The contract's operations, seen from the client: their request arguments and success data derived from
 * the generated `operations`, and the method + path of each, checked against the generated `paths` so a
 * typo or a contract change fails the type-check instead of a request.
 */

export type OperationId = keyof operations;

type Parameters_<K extends OperationId> = operations[K]['parameters'];

export type PathParams<K extends OperationId> = Parameters_<K>['path'];

/** `never` when the operation takes no query. */
export type QueryParams<K extends OperationId> = NonNullable<Parameters_<K>['query']>;

/** `never` when the operation takes no body. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** What a call takes: `{ path, query?, body }`, each present only when the operation has it. */
export type OperationArgs<K extends OperationId> = { path: PathParams<K> } & ([QueryParams<K>] extends [never]
  ? { query?: never }
  : { query?: QueryParams<K> }) &
  ([RequestBody<K>] extends [never] ? { body?: never } : { body: RequestBody<K> });

type JsonContent<Response> = Response extends { content: { 'application/json': infer Data } } ? Data : never;

/** The JSON body of the operation's success answer (200, else 201); `undefined` when it has none. */
export type SuccessData<K extends OperationId> = operations[K]['responses'] extends { 200: infer Ok }
  ? JsonContent<Ok>
  : operations[K]['responses'] extends { 201: infer Created }
    ? JsonContent<Created>
    : undefined;

type HttpMethod = 'get' | 'post' | 'delete';

/** The `{ method, path }` pairs under which `paths` holds exactly operation K. */
type RouteOf<K extends OperationId> = {
  [P in keyof paths]: {
    [M in HttpMethod]: paths[P][M] extends operations[K] ? (operations[K] extends paths[P][M] ? { method: M; path: P } : never) : never;
  }[HttpMethod];
}[keyof paths];

export const OPERATION_ROUTES = {
  searchTests: { method: 'get', path: '/ci/{owner}/repositories/{repository}/search/tests' },
  getTestDetails: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}' },
  getTestStat: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/stats/{stat}' },
  getTestHealthTransitions: {
    method: 'get',
    path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/health-transitions',
  },
  listTestFailures: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/failures' },
  getTestFailure: {
    method: 'get',
    path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/failures/{failure_id}',
  },
  listTestExecutions: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/executions' },
  getRepositoryTestStat: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/stats/{stat}' },
  listQuarantines: { method: 'get', path: '/ci/{owner}/repositories/{repository}/quarantines' },
  createQuarantine: { method: 'post', path: '/ci/{owner}/repositories/{repository}/quarantines' },
  getQuarantine: { method: 'get', path: '/ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}' },
  deleteQuarantine: { method: 'delete', path: '/ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}' },
  checkQuarantines: { method: 'post', path: '/ci/{owner}/repositories/{repository}/quarantines/check' },
  getActivityLog: { method: 'get', path: '/repos/{owner}/{repository}/logs' },
  getActivityLogAggregate: { method: 'get', path: '/repos/{owner}/{repository}/logs/aggregate' },
  getCiRunnerStat: { method: 'get', path: '/ci/{owner}/runners/stats/{stat}' },
  getCiJobQueueStat: { method: 'get', path: '/ci/{owner}/queue/stats/{stat}' },
  listCiRunners: { method: 'get', path: '/ci/{owner}/runners' },
} as const satisfies { [K in OperationId]: RouteOf<K> };
