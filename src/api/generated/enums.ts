/**
 * generated — do not edit.
 * Source: src/api/openapi.yaml; regenerate with `npm run gen:api`.
 */
import type { components, operations } from './schema';

/** HealthStatus: Health classification of a test. */
export const healthStatusValues = ["healthy", "flaky", "broken"] as const satisfies readonly components['schemas']['HealthStatus'][];
/** HealthConfidence: Confidence of the classification; grows with the amount of data (reruns). */
export const healthConfidenceValues = ["low", "medium", "high"] as const satisfies readonly components['schemas']['HealthConfidence'][];
/** FailedExecutionsImpact: Share of executions that failed, as a level. */
export const failedExecutionsImpactValues = ["low", "medium", "high"] as const satisfies readonly components['schemas']['FailedExecutionsImpact'][];
/** QuarantineSource: `manual` is a user action; `auto` is auto-quarantine. */
export const quarantineSourceValues = ["manual", "auto"] as const satisfies readonly components['schemas']['QuarantineSource'][];
/** EventOutcome: Outcome derived from the event type (a few types refine it from metadata). */
export const eventOutcomeValues = ["success", "failure", "pending", "neutral"] as const satisfies readonly components['schemas']['EventOutcome'][];
/** QueueCheckState: State of one check (not described by the sources; the check states of the repository host). */
export const queueCheckStateValues = ["success", "failure", "error", "cancelled", "skipped", "action_required", "timed_out", "pending", "neutral", "stale"] as const satisfies readonly components['schemas']['QueueCheckState'][];
/** EventType: The 46 activity-log event types. */
export const eventTypeValues = ["action.assign", "action.backport", "action.close", "action.comment", "action.copy", "action.delete_head_branch", "action.dequeue", "action.dismiss_reviews", "action.edit", "action.github_actions", "action.label", "action.merge", "action.post_check", "action.queue.batch_bisection_end", "action.queue.batch_bisection_start", "action.queue.change", "action.queue.checks.change", "action.queue.checks_end", "action.queue.checks_not_started", "action.queue.checks_start", "action.queue.conflict_deferred", "action.queue.enter", "action.queue.leave", "action.queue.merged", "action.rebase", "action.refresh", "action.request_reviews", "action.review", "action.squash", "action.update", "ci_insights.auto_quarantine.disabled", "ci_insights.auto_quarantine.enabled", "ci_insights.auto_quarantine.modified", "ci_insights.job_retried", "command.dequeue", "command.queue", "product.disabled", "product.enabled", "queue.pause.create", "queue.pause.delete", "queue.pause.update", "scheduled_freeze.create", "scheduled_freeze.delete", "scheduled_freeze.update", "test.dequarantined", "test.quarantined"] as const satisfies readonly components['schemas']['EventType'][];
/** searchTests query parameter `sort`. */
export const searchTestsSortValues = ["executions_count", "test_name", "pipeline_name", "job_name", "health_status", "health_confidence", "failed_executions_impact", "failed_executions_ratio"] as const satisfies readonly NonNullable<operations['searchTests']['parameters']['query']>['sort'][];
/** searchTests query parameter `direction`. */
export const searchTestsDirectionValues = ["asc", "desc"] as const satisfies readonly NonNullable<operations['searchTests']['parameters']['query']>['direction'][];
/** getTestStat path parameter `stat`. */
export const getTestStatStatValues = ["success_count", "failure_count", "flaky_count", "mean_duration"] as const satisfies readonly NonNullable<operations['getTestStat']['parameters']['path']>['stat'][];
/** listTestExecutions query parameter `sort`. */
export const listTestExecutionsSortValues = ["executions_count", "pipeline_name", "job_name"] as const satisfies readonly NonNullable<operations['listTestExecutions']['parameters']['query']>['sort'][];
/** listTestExecutions query parameter `direction`. */
export const listTestExecutionsDirectionValues = ["asc", "desc"] as const satisfies readonly NonNullable<operations['listTestExecutions']['parameters']['query']>['direction'][];
/** getRepositoryTestStat path parameter `stat`. */
export const getRepositoryTestStatStatValues = ["total_tests", "healthy_tests", "broken_tests", "flaky_tests", "failed_executions"] as const satisfies readonly NonNullable<operations['getRepositoryTestStat']['parameters']['path']>['stat'][];
/** getCiRunnerStat path parameter `stat`. */
export const getCiRunnerStatStatValues = ["success_rate", "active_runners", "active_jobs", "utilization_rate", "avg_duration", "jobs_per_hour", "avg_jobs_per_hour", "min_duration", "median_duration", "p95_duration", "p99_duration", "max_duration"] as const satisfies readonly NonNullable<operations['getCiRunnerStat']['parameters']['path']>['stat'][];
/** getCiJobQueueStat path parameter `stat`. */
export const getCiJobQueueStatStatValues = ["total_jobs", "avg_wait_time", "min_wait_time", "median_wait_time", "p95_wait_time", "p99_wait_time", "max_wait_time"] as const satisfies readonly NonNullable<operations['getCiJobQueueStat']['parameters']['path']>['stat'][];
