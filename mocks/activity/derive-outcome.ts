// The derived `outcome` of an event: most types map directly, a few refine it from their metadata.
// The full table is in docs/decisions.md ("Activity log (mock)"); keep both in step.
import type { EventOutcomeName, EventTypeName, EventMetadataOf, TypedMetadata } from './event-types';

/** Types whose outcome never depends on metadata. */
export const DIRECT_OUTCOMES: Partial<Record<EventTypeName, EventOutcomeName>> = {
  'action.assign': 'neutral',
  'action.close': 'neutral',
  'action.comment': 'neutral',
  'action.delete_head_branch': 'neutral',
  'action.dequeue': 'neutral',
  'action.dismiss_reviews': 'neutral',
  'action.edit': 'neutral',
  'action.github_actions': 'success',
  'action.label': 'neutral',
  'action.merge': 'success',
  'action.rebase': 'success',
  'action.refresh': 'neutral',
  'action.request_reviews': 'neutral',
  'action.squash': 'success',
  'action.update': 'success',
  'action.queue.batch_bisection_start': 'pending',
  'action.queue.change': 'neutral',
  'action.queue.checks.change': 'neutral',
  'action.queue.checks_not_started': 'failure',
  'action.queue.checks_start': 'pending',
  'action.queue.conflict_deferred': 'pending',
  'action.queue.enter': 'pending',
  'action.queue.merged': 'success',
  'ci_insights.auto_quarantine.disabled': 'neutral',
  'ci_insights.auto_quarantine.enabled': 'success',
  'ci_insights.auto_quarantine.modified': 'neutral',
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

/** Types whose outcome is read from their metadata (see refinedOutcome). */
export const REFINED_TYPES: readonly EventTypeName[] = [
  'action.backport',
  'action.copy',
  'action.post_check',
  'action.review',
  'action.queue.checks_end',
  'action.queue.leave',
  'action.queue.batch_bisection_end',
  'ci_insights.job_retried',
];

const FAILED_CHECK_CONCLUSIONS = new Set(['failure', 'timed_out', 'error', 'action_required', 'startup_failure']);

/** Dequeue codes that mean "the queue's checks failed" (a leave after them is a failure). */
const CHECK_FAILURE_DEQUEUE_CODES = new Set(['CHECKS_FAILED', 'CHECKS_TIMEOUT', 'BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS']);

function fromCheckConclusion(conclusion: string | null): EventOutcomeName {
  if (conclusion === null || conclusion === 'pending') return 'pending';
  if (conclusion === 'success') return 'success';
  // neutral, cancelled, skipped, stale and anything new: neutral.
  return FAILED_CHECK_CONCLUSIONS.has(conclusion) ? 'failure' : 'neutral';
}

function refinedOutcome(event: TypedMetadata): EventOutcomeName | undefined {
  switch (event.type) {
    case 'action.backport':
    case 'action.copy':
      // The copy exists either way; with conflicts somebody has to finish it by hand.
      return event.metadata.conflicts ? 'failure' : 'success';
    case 'action.post_check':
      return fromCheckConclusion(event.metadata.conclusion);
    case 'action.review':
      if (event.metadata.review_type === 'APPROVE') return 'success';
      if (event.metadata.review_type === 'REQUEST_CHANGES') return 'failure';
      return 'neutral';
    case 'action.queue.checks_end':
      if (event.metadata.aborted) return 'failure';
      return fromCheckConclusion(event.metadata.speculative_check_pull_request.checks_conclusion);
    case 'action.queue.leave': {
      if (event.metadata.merged) return 'success';
      const checksFailed =
        event.metadata.unsuccessful_checks.length > 0 ||
        (event.metadata.dequeue_code !== null && CHECK_FAILURE_DEQUEUE_CODES.has(event.metadata.dequeue_code));
      return checksFailed ? 'failure' : 'neutral';
    }
    case 'action.queue.batch_bisection_end':
      if (event.metadata.max_failure_resolution_reached) return 'failure';
      return event.metadata.culprit_found ? 'success' : 'neutral';
    case 'ci_insights.job_retried':
      return event.metadata.outcome === 'retried' ? 'success' : 'failure';
    default:
      return undefined;
  }
}

/** Pure: the outcome served for an event of `type` carrying `metadata`. */
export function deriveOutcome<T extends EventTypeName>(type: T, metadata: EventMetadataOf<T>): EventOutcomeName {
  // The pair is built from a type and the metadata of that same type, so it is a valid TypedMetadata member.
  const event = { type, metadata } as TypedMetadata;
  return refinedOutcome(event) ?? DIRECT_OUTCOMES[type] ?? 'neutral';
}
