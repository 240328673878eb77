// The derived `outcome` of each event type: fixed, or read from its metadata. The full table is in
// docs/decisions.md ("Activity log (mock)"); keep both in step.
import type { EventOutcomeName, EventTypeName, EventMetadataOf } from './event-types';

const FAILED_CHECK_CONCLUSIONS = new Set(['failure', 'timed_out', 'error', 'action_required', 'startup_failure']);

/** Dequeue codes that mean "the queue's checks failed" (a leave after them is a failure). */
const CHECK_FAILURE_DEQUEUE_CODES = new Set(['CHECKS_FAILED', 'CHECKS_TIMEOUT', 'BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS']);

function fromCheckConclusion(conclusion: string | null): EventOutcomeName {
  if (conclusion === null || conclusion === 'pending') return 'pending';
  if (conclusion === 'success') return 'success';
  // neutral, cancelled, skipped, stale and anything new: neutral.
  return FAILED_CHECK_CONCLUSIONS.has(conclusion) ? 'failure' : 'neutral';
}

// The copy exists either way; with conflicts somebody has to finish it by hand.
const byConflicts = (metadata: { conflicts: boolean }): EventOutcomeName => (metadata.conflicts ? 'failure' : 'success');

/** Every type, exactly once. */
export const OUTCOMES: { [T in EventTypeName]: EventOutcomeName | ((metadata: EventMetadataOf<T>) => EventOutcomeName) } = {
  'action.assign': 'neutral',
  'action.backport': byConflicts,
  'action.close': 'neutral',
  'action.comment': 'neutral',
  'action.copy': byConflicts,
  'action.delete_head_branch': 'neutral',
  'action.dequeue': 'neutral',
  'action.dismiss_reviews': 'neutral',
  'action.edit': 'neutral',
  'action.github_actions': 'success',
  'action.label': 'neutral',
  'action.merge': 'success',
  'action.post_check': (metadata) => fromCheckConclusion(metadata.conclusion),
  'action.rebase': 'success',
  'action.refresh': 'neutral',
  'action.request_reviews': 'neutral',
  'action.review': (metadata) =>
    metadata.review_type === 'APPROVE' ? 'success' : metadata.review_type === 'REQUEST_CHANGES' ? 'failure' : 'neutral',
  'action.squash': 'success',
  'action.update': 'success',
  'action.queue.batch_bisection_end': (metadata) =>
    metadata.max_failure_resolution_reached ? 'failure' : metadata.culprit_found ? 'success' : 'neutral',
  'action.queue.batch_bisection_start': 'pending',
  'action.queue.change': 'neutral',
  'action.queue.checks.change': 'neutral',
  'action.queue.checks_end': (metadata) =>
    metadata.aborted ? 'failure' : fromCheckConclusion(metadata.speculative_check_pull_request.checks_conclusion),
  'action.queue.checks_not_started': 'failure',
  'action.queue.checks_start': 'pending',
  'action.queue.conflict_deferred': 'pending',
  'action.queue.enter': 'pending',
  'action.queue.leave': (metadata) => {
    if (metadata.merged) return 'success';
    const checksFailed =
      metadata.unsuccessful_checks.length > 0 || (metadata.dequeue_code !== null && CHECK_FAILURE_DEQUEUE_CODES.has(metadata.dequeue_code));
    return checksFailed ? 'failure' : 'neutral';
  },
  'action.queue.merged': 'success',
  'ci_insights.auto_quarantine.disabled': 'neutral',
  'ci_insights.auto_quarantine.enabled': 'success',
  'ci_insights.auto_quarantine.modified': 'neutral',
  'ci_insights.job_retried': (metadata) => (metadata.outcome === 'retried' ? 'success' : 'failure'),
  'command.dequeue': 'success',
  'command.queue': 'success',
  'product.disabled': 'neutral',
  'product.enabled': 'success',
  'queue.pause.create': 'neutral',
  'queue.pause.delete': 'neutral',
  'queue.pause.update': 'neutral',
  'scheduled_freeze.create': 'neutral',
  'scheduled_freeze.delete': 'neutral',
  'scheduled_freeze.update': 'neutral',
  'test.dequarantined': 'success',
  'test.quarantined': 'neutral',
};

/** Pure: the outcome served for an event of `type` carrying `metadata`. */
export function deriveOutcome<T extends EventTypeName>(type: T, metadata: EventMetadataOf<T>): EventOutcomeName {
  const outcome = OUTCOMES[type] as EventOutcomeName | ((metadata: EventMetadataOf<T>) => EventOutcomeName);
  return typeof outcome === 'function' ? outcome(metadata) : outcome;
}
