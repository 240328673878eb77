/**
 * generated — do not edit.
 * Source: src/api/openapi.yaml; regenerate with `npm run gen:api`.
 */
import type { operations, paths } from './schema';

/** Each operation's method and path. */
export const operationRoutes = {
  searchTests: { method: 'get', path: '/ci/{owner}/repositories/{repository}/search/tests' },
  getTestDetails: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}' },
  getTestStat: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/stats/{stat}' },
  getTestHealthTransitions: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/health-transitions' },
  listTestFailures: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/failures' },
  getTestFailure: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/failures/{failure_id}' },
  listTestExecutions: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/{test_id}/executions' },
  getRepositoryTestStat: { method: 'get', path: '/ci/{owner}/repositories/{repository}/tests/stats/{stat}' },
  listQuarantines: { method: 'get', path: '/ci/{owner}/repositories/{repository}/quarantines' },
  createQuarantine: { method: 'post', path: '/ci/{owner}/repositories/{repository}/quarantines' },
  checkQuarantines: { method: 'post', path: '/ci/{owner}/repositories/{repository}/quarantines/check' },
  getQuarantine: { method: 'get', path: '/ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}' },
  deleteQuarantine: { method: 'delete', path: '/ci/{owner}/repositories/{repository}/quarantines/{quarantine_id}' },
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
} as const satisfies { [K in keyof operations]: { method: 'get' | 'post' | 'delete'; path: keyof paths } };
