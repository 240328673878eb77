import type { operations, paths } from './generated/schema';

/** Each operation's arguments, data and method + path, checked against the generated `paths` so a contract change fails the type-check. */

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
  getQueueTimeToMerge: { method: 'get', path: '/repos/{owner}/{repository}/stats/time_to_merge' },
  getQueueChecksOutcome: { method: 'get', path: '/repos/{owner}/{repository}/stats/merge_queue_checks_outcome' },
  getQueueChecksOutcomeCount: { method: 'get', path: '/repos/{owner}/{repository}/stats/queues_checks_outcome_count' },
  getQueueEnteredCount: { method: 'get', path: '/repos/{owner}/{repository}/stats/queues_entered_count' },
  getQueueMergedCount: { method: 'get', path: '/repos/{owner}/{repository}/stats/queues_merged_count' },
  getQueueAverageCiRuntime: { method: 'get', path: '/repos/{owner}/{repository}/stats/average_ci_runtime' },
  getQueueIdleTime: { method: 'get', path: '/repos/{owner}/{repository}/stats/idle_queue_time' },
  getQueueTotalTime: { method: 'get', path: '/repos/{owner}/{repository}/stats/total_queue_time' },
  getQueueSize: { method: 'get', path: '/repos/{owner}/{repository}/stats/queue_size' },
  getQueueRunningSpeculativeChecks: { method: 'get', path: '/repos/{owner}/{repository}/stats/running_speculative_checks' },
  getQueueBatchSize: { method: 'get', path: '/repos/{owner}/{repository}/stats/batch_size' },
  getQueueBatchBisection: { method: 'get', path: '/repos/{owner}/{repository}/stats/batch_bisection' },
  getQueueBranches: { method: 'get', path: '/repos/{owner}/{repository}/stats/branches' },
  getQueueChecksRetries: { method: 'get', path: '/repos/{owner}/{repository}/stats/checks_retries' },
  getQueueFailureRate: { method: 'get', path: '/repos/{owner}/{repository}/stats/failure_rate' },
  getQueueSkipIntermediateResults: { method: 'get', path: '/repos/{owner}/{repository}/stats/skip_intermediate_results' },
  getQueueExitReasons: { method: 'get', path: '/repos/{owner}/{repository}/stats/queues_pr_exit_reasons' },
  getQueueNames: { method: 'get', path: '/repos/{owner}/{repository}/stats/queues' },
  getCiRunnerStat: { method: 'get', path: '/ci/{owner}/runners/stats/{stat}' },
  getCiJobQueueStat: { method: 'get', path: '/ci/{owner}/queue/stats/{stat}' },
  listCiRunners: { method: 'get', path: '/ci/{owner}/runners' },
} as const satisfies { [K in OperationId]: RouteOf<K> };
