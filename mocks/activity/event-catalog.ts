// The closed vocabularies of the activity log: the 46 event types and the 4 outcomes, in a fixed order.
// The order doubles as the compact code stored in the event index (Uint8Array columns), so never reorder.
import type { components } from '@/api/generated/schema';

export const EVENT_TYPES = [
  'action.assign',
  'action.backport',
  'action.close',
  'action.comment',
  'action.copy',
  'action.delete_head_branch',
  'action.dequeue',
  'action.dismiss_reviews',
  'action.edit',
  'action.github_actions',
  'action.label',
  'action.merge',
  'action.post_check',
  'action.rebase',
  'action.refresh',
  'action.request_reviews',
  'action.review',
  'action.squash',
  'action.update',
  'action.queue.batch_bisection_end',
  'action.queue.batch_bisection_start',
  'action.queue.change',
  'action.queue.checks.change',
  'action.queue.checks_end',
  'action.queue.checks_not_started',
  'action.queue.checks_start',
  'action.queue.conflict_deferred',
  'action.queue.enter',
  'action.queue.leave',
  'action.queue.merged',
  'ci_insights.auto_quarantine.disabled',
  'ci_insights.auto_quarantine.enabled',
  'ci_insights.auto_quarantine.modified',
  'ci_insights.job_retried',
  'command.dequeue',
  'command.queue',
  'product.disabled',
  'product.enabled',
  'queue.pause.create',
  'queue.pause.delete',
  'queue.pause.update',
  'scheduled_freeze.create',
  'scheduled_freeze.delete',
  'scheduled_freeze.update',
  'test.dequarantined',
  'test.quarantined',
] as const;

export const EVENT_OUTCOMES = ['success', 'failure', 'pending', 'neutral'] as const;

export type EventTypeName = (typeof EVENT_TYPES)[number];
export type EventOutcomeName = (typeof EVENT_OUTCOMES)[number];

// Compile-time proof that the lists above are exactly the contract's enums (no more, no less).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const typesMatchContract: Same<EventTypeName, components['schemas']['EventType']> = true;
const outcomesMatchContract: Same<EventOutcomeName, components['schemas']['EventOutcome']> = true;
void typesMatchContract;
void outcomesMatchContract;

const TYPE_CODES = new Map<string, number>(EVENT_TYPES.map((type, code) => [type, code]));
const OUTCOME_CODES = new Map<string, number>(EVENT_OUTCOMES.map((outcome, code) => [outcome, code]));

export function isEventType(value: string): value is EventTypeName {
  return TYPE_CODES.has(value);
}

export function isEventOutcome(value: string): value is EventOutcomeName {
  return OUTCOME_CODES.has(value);
}

export function eventTypeCode(type: EventTypeName): number {
  return TYPE_CODES.get(type) ?? -1;
}

export function outcomeCode(outcome: EventOutcomeName): number {
  return OUTCOME_CODES.get(outcome) ?? -1;
}
