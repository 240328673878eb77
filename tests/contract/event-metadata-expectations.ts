// What the contract must say about activity-log event metadata, copied from the public API facts
// (../shared/reference/event-metadata.txt, per-type part) so CI needs nothing outside the repository.
// Notation: '*' marks a required field; 'T|null' may be null.
export const EVENT_METADATA_SPEC = `
== action.assign
  *added: array<string>
  *removed: array<string>
== action.backport
  *to: string
  *pull_request_number: integer
  *conflicts: boolean
== action.close
  *message: string
== action.comment
  *message: string
== action.copy
  *to: string
  *pull_request_number: integer
  *conflicts: boolean
== action.delete_head_branch
  *branch: string
== action.dequeue
== action.dismiss_reviews
  *users: array<string>
== action.edit
  *draft: boolean
== action.github_actions
  *workflow: string
  *inputs: object
== action.label
  *added: array<string>
  *removed: array<string>
== action.merge
  *branch: string
== action.post_check
  *conclusion: string enum["success", "failure", "neutral", "cancelled", "skipped", "timed_out", "action_required", "stale", "startup_failure"]|null
  *title: string
  *summary: string
== action.queue.batch_bisection_end
  *queue_name: string
  *priority_rule_name: string|null
  *original_batch_pr_numbers: array<integer>
  *culprit_found: boolean
  *culprit_pr_numbers: array<integer>
  *confirmed_culprit_pr_numbers: array<integer>|null
  *dropped_unverified_pr_numbers: array<integer>|null
  *remaining_pr_numbers: array<integer>
  *max_failure_resolution_reached: boolean
  *session_id: string(uuid)
  *batch_id: string(uuid)|null
  *train_car_id: string(uuid)|null
  *batch_name: string|null
== action.queue.batch_bisection_start
  *queue_name: string
  *priority_rule_name: string|null
  *original_batch_pr_numbers: array<integer>
  *batch_size_before_split: integer
  *number_of_sub_batches: integer
  *bisection_depth: integer
  *is_top_level: boolean
  *session_id: string(uuid)
  *batch_id: string(uuid)|null
  *train_car_id: string(uuid)|null
  *batch_name: string|null
== action.queue.change
  *queue_name: string
  *priority_rule_name: string|null
  *size: integer
== action.queue.checks.change
  *queue_name: string
  *running_checks: integer
== action.queue.checks_end
  *aborted: boolean
  *abort_code: string enum[39 values]|null
  *abort_reason: string|null
  *abort_status: string enum["DEFINITIVE", "REEMBARKED"]
  *branch: string
  *priority_rule_name: string|null
  *queue_name: string
  *queued_at: string(date-time)
  *retry_attempt: integer|null
  *max_retries: integer|null
  *speculative_check_pull_request: Signals_SpeculativeCheckPullRequest
  *batch_id: string(uuid)|null
  *train_car_id: string(uuid)|null
  *batch_name: string|null
  *scopes: array<string>|null
  *parent_batch_ids: array<string(uuid)>|null
  *session_id: string(uuid)
   all_scopes: boolean|null
== action.queue.checks_not_started
  *branch: string
  *priority_rule_name: string|null
  *queue_name: string
  *queued_at: string(date-time)
  *reason: string
  *session_id: string(uuid)
== action.queue.checks_start
  *branch: string
  *priority_rule_name: string|null
  *queue_name: string
  *queued_at: string(date-time)
  *start_reason: string
  *speculative_check_pull_request: Signals_SpeculativeCheckPullRequest
  *batch_id: string(uuid)|null
  *train_car_id: string(uuid)|null
  *batch_name: string|null
  *scopes: array<string>|null
  *parent_batch_ids: array<string(uuid)>|null
  *previous_batch_id: string(uuid)|null
  *previous_batch_name: string|null
  *session_id: string(uuid)
   all_scopes: boolean|null
== action.queue.conflict_deferred
  *branch: string
  *priority_rule_name: string|null
  *queue_name: string
  *queued_at: string(date-time)
  *reason: string
  *session_id: string(uuid)
  *blocking_pull_request_numbers: array<integer>
== action.queue.enter
  *queue_name: string
  *branch: string
  *queued_at: string(date-time)
  *priority_rule_name: string|null
  *session_id: string(uuid)
== action.queue.leave
  *reason: string
  *merged: boolean
  *queue_name: string
  *branch: string
  *queued_at: string(date-time)
  *seconds_waiting_for_schedule: integer
  *seconds_waiting_for_freeze: integer
  *priority_rule_name: string|null
  *conditions_evaluation: QueueConditionEvaluationResult_Serialized|null
  *checks: array<QueueCheck_Serialized>
  *unsuccessful_checks: array<QueueCheck_Serialized>
  *pull_request_head_sha: string
  *session_id: string(uuid)|null
  *dequeue_code: string enum["PR_MERGED", "PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED"]|string enum[39 values]|null
  *batch_id: string(uuid)|null
  *scopes: array<string>|null
  *all_scopes: boolean|null
== action.queue.merged
  *branch: string
  *queue_name: string
  *queued_at: string(date-time)
  *priority_rule_name: string|null
  *session_id: string(uuid)
  *merge_commit_sha: string|null
== action.rebase
== action.refresh
== action.request_reviews
  *reviewers: array<string>
  *team_reviewers: array<string>
== action.review
  *review_type: string enum["APPROVE", "REQUEST_CHANGES", "COMMENT"]
  *reviewer: string|null
  *message: string|null
== action.squash
== action.update
== ci_insights.auto_quarantine.disabled
  *disabled_by: Actor
  *disabled_at: string(date-time)
  *auto_quarantine_config_attributes: AutoQuarantineConfigEventLogAttributes
  *disabled_by_staff: boolean
== ci_insights.auto_quarantine.enabled
  *enabled_by: Actor
  *enabled_at: string(date-time)
  *auto_quarantine_config_attributes: AutoQuarantineConfigEventLogAttributes
  *enabled_by_staff: boolean
== ci_insights.auto_quarantine.modified
  *updated_by: Actor
  *updated_at: string(date-time)
  *auto_quarantine_config_attributes_before: AutoQuarantineConfigEventLogAttributes
  *auto_quarantine_config_attributes_after: AutoQuarantineConfigEventLogAttributes
  *updated_by_staff: boolean
== ci_insights.job_retried
  *rule_id: string(uuid)
  *rule_name: string
  *max_retry: integer
  *retry_mode: string enum["job", "pipeline"]
  *retry_attempt: integer
  *condition_matches: array<SimpleConditionMatchSerialized|LogPatternAnnotationConditionMatchSerialized|LogPatternJobLogConditionMatchSerialized>
  *outcome: string enum["retried", "skipped_quota_exceeded"]
  *workflow_run_id: integer|null
  *job_url: string|null
== command.dequeue
  *author: GitHubAccount
  *comment_id: integer
  *session_id: string(uuid)|null
  *command_trigger: string enum["comment", "checkbox"]|null
  *trigger_comment_url: string|null
== command.queue
  *author: GitHubAccount
  *comment_id: integer
  *session_id: string(uuid)|null
  *command_trigger: string enum["comment", "checkbox"]|null
  *trigger_comment_url: string|null
== product.disabled
  *product: string enum["ci_insights", "merge_protections", "workflow_automation", "merge_queue"]
  *disabled_by: Actor
  *disabled_at: string(date-time)
  *disabled_by_staff: boolean
== product.enabled
  *product: string enum["ci_insights", "merge_protections", "workflow_automation", "merge_queue"]
  *enabled_by: Actor
  *enabled_at: string(date-time)
  *enabled_by_staff: boolean
== queue.pause.create
  *reason: string
  *created_by: Actor
  *created_by_staff: boolean
== queue.pause.delete
  *deleted_by: Actor
  *deleted_by_staff: boolean
== queue.pause.update
  *reason: string
  *updated_by: Actor
  *updated_by_staff: boolean
== scheduled_freeze.create
  *scheduled_freeze_attributes: ScheduledFreezeEventLogAttributes
  *created_by: Actor
  *created_at: string(date-time)
  *created_by_staff: boolean
== scheduled_freeze.delete
  *scheduled_freeze_attributes: ScheduledFreezeEventLogAttributes
  *reason: string
  *deleted_by: Actor
  *deleted_at: string(date-time)
  *deleted_by_staff: boolean
== scheduled_freeze.update
  *scheduled_freeze_attributes_before: ScheduledFreezeEventLogAttributes
  *scheduled_freeze_attributes_after: ScheduledFreezeEventLogAttributes
  *updated_by: Actor
  *updated_at: string(date-time)
  *updated_by_staff: boolean
== test.dequarantined
  *quarantine_id: string(uuid)
   test_id: string(uuid)
  *test_name: string
  *source: QuarantineSource
  *original_quarantine: TestQuarantineSnapshot
  *health_status_at_event: HealthStatus
  *dequarantined_at: string(date-time)
  *dequarantined_by: Actor|null
  *dequarantined_by_staff: boolean
== test.quarantined
  *quarantine_id: string(uuid)
   test_id: string(uuid)
  *test_name: string
  *source: QuarantineSource
  *reason: string
  *branch: string|null
  *quarantined_at: string(date-time)
  *health_status_at_event: HealthStatus
  *quarantined_by: Actor|null
  *quarantined_by_staff: boolean

`;

/** Required and optional fields of the shared shapes (event-metadata.txt, "Shared shapes", and the published document). */
export const SHARED_SHAPES: Record<string, { required: string[]; optional: string[] }> = {
  Actor: { required: ['type', 'id', 'name'], optional: [] },
  GitHubAccount: { required: ['login', 'id', 'type'], optional: ['avatar_url'] },
  AutoQuarantineConfigEventLogAttributes: { required: ['ignore_broken_on_default_branch'], optional: [] },
  TestQuarantineSnapshot: { required: ['source', 'reason', 'branch', 'created_at'], optional: [] },
  Signals_SpeculativeCheckPullRequest: {
    required: [
      'number',
      'in_place',
      'checks_timed_out',
      'checks_conclusion',
      'checks_started_at',
      'checks_ended_at',
      'unsuccessful_checks',
      'pull_request_numbers',
    ],
    optional: [],
  },
  QueueCheck_Serialized: { required: ['name', 'description', 'url', 'state', 'avatar_url'], optional: ['details_url'] },
  // Named by event-metadata.txt without fields; these follow the vendor's published OpenAPI document
  // (Mergifyio/docs, public/api-schemas.json), see docs/decisions.md.
  QueueConditionEvaluationResult_Serialized: {
    required: [
      'match',
      'label',
      'is_label_user_input',
      'description',
      'attribute_name',
      'operator',
      'schedule',
      'subconditions',
      'evaluations',
    ],
    optional: [],
  },
  QueueConditionEvaluationResult_Evaluation_Serialized: {
    required: ['pull_request', 'match', 'evaluation_error', 'related_checks', 'next_evaluation_at'],
    optional: [],
  },
  ScheduledFreezeEventLogAttributes: {
    required: ['reason', 'start', 'end', 'timezone', 'matching_conditions', 'exclude_conditions'],
    optional: [],
  },
};

export interface ExpectedField {
  name: string;
  required: boolean;
  nullable: boolean;
  /** The type expression without `|null`, e.g. `array<integer>`, `string(uuid)`, `Actor`. */
  base: string;
}

/** Parses EVENT_METADATA_SPEC into type → fields. */
export function expectedEventMetadata(): Map<string, ExpectedField[]> {
  const byType = new Map<string, ExpectedField[]>();
  let current: ExpectedField[] | undefined;
  for (const line of EVENT_METADATA_SPEC.split('\n')) {
    const header = /^== (\S+)$/.exec(line);
    if (header) {
      current = [];
      byType.set(header[1]!, current);
      continue;
    }
    const field = /^ {2}([* ])(\w+): (.+)$/.exec(line);
    if (field && current) {
      const expression = field[3]!.trim();
      const nullable = expression.endsWith('|null');
      current.push({
        name: field[2]!,
        required: field[1] === '*',
        nullable,
        base: nullable ? expression.slice(0, -'|null'.length) : expression,
      });
    }
  }
  return byType;
}
