import type { EventOutcome, EventType } from '@/api/types';

/*
 * What the dashboard knows about the event vocabulary: the 46 types in the API document's groups, a
 * short human name per type (the facet's labels), and the outcomes in the order they are listed.
 * Anything the service sends beyond this (a type added later) still shows, under its raw name.
 */

export const EVENT_CATEGORIES = [
  'Pull request actions',
  'Queue actions',
  'CI insights',
  'Commands',
  'Product',
  'Queue pause',
  'Scheduled freeze',
  'Test quarantine',
] as const;

export type EventCategory = (typeof EVENT_CATEGORIES)[number] | 'Other';

/** The API document's table ("Events"), with a human name for each type. */
export const EVENT_TYPE_INFO = {
  'action.assign': { category: 'Pull request actions', label: 'Assignees changed' },
  'action.backport': { category: 'Pull request actions', label: 'Backport' },
  'action.close': { category: 'Pull request actions', label: 'Closed' },
  'action.comment': { category: 'Pull request actions', label: 'Comment' },
  'action.copy': { category: 'Pull request actions', label: 'Copy' },
  'action.delete_head_branch': { category: 'Pull request actions', label: 'Head branch deleted' },
  'action.dequeue': { category: 'Pull request actions', label: 'Dequeued' },
  'action.dismiss_reviews': { category: 'Pull request actions', label: 'Reviews dismissed' },
  'action.edit': { category: 'Pull request actions', label: 'Draft state changed' },
  'action.github_actions': { category: 'Pull request actions', label: 'Workflow dispatched' },
  'action.label': { category: 'Pull request actions', label: 'Labels changed' },
  'action.merge': { category: 'Pull request actions', label: 'Merged' },
  'action.post_check': { category: 'Pull request actions', label: 'Check posted' },
  'action.rebase': { category: 'Pull request actions', label: 'Rebased' },
  'action.refresh': { category: 'Pull request actions', label: 'Refreshed' },
  'action.request_reviews': { category: 'Pull request actions', label: 'Reviews requested' },
  'action.review': { category: 'Pull request actions', label: 'Review' },
  'action.squash': { category: 'Pull request actions', label: 'Squashed' },
  'action.update': { category: 'Pull request actions', label: 'Updated from base' },
  'action.queue.batch_bisection_end': { category: 'Queue actions', label: 'Bisection ended' },
  'action.queue.batch_bisection_start': { category: 'Queue actions', label: 'Bisection started' },
  'action.queue.change': { category: 'Queue actions', label: 'Queue changed' },
  'action.queue.checks.change': { category: 'Queue actions', label: 'Queue checks changed' },
  'action.queue.checks_end': { category: 'Queue actions', label: 'Queue checks ended' },
  'action.queue.checks_not_started': { category: 'Queue actions', label: 'Queue checks not started' },
  'action.queue.checks_start': { category: 'Queue actions', label: 'Queue checks started' },
  'action.queue.conflict_deferred': { category: 'Queue actions', label: 'Deferred by a conflict' },
  'action.queue.enter': { category: 'Queue actions', label: 'Entered the queue' },
  'action.queue.leave': { category: 'Queue actions', label: 'Left the queue' },
  'action.queue.merged': { category: 'Queue actions', label: 'Merged by the queue' },
  'ci_insights.auto_quarantine.disabled': { category: 'CI insights', label: 'Auto-quarantine disabled' },
  'ci_insights.auto_quarantine.enabled': { category: 'CI insights', label: 'Auto-quarantine enabled' },
  'ci_insights.auto_quarantine.modified': { category: 'CI insights', label: 'Auto-quarantine modified' },
  'ci_insights.job_retried': { category: 'CI insights', label: 'Job retried' },
  'command.dequeue': { category: 'Commands', label: 'Dequeue command' },
  'command.queue': { category: 'Commands', label: 'Queue command' },
  'product.disabled': { category: 'Product', label: 'Product disabled' },
  'product.enabled': { category: 'Product', label: 'Product enabled' },
  'queue.pause.create': { category: 'Queue pause', label: 'Queue paused' },
  'queue.pause.delete': { category: 'Queue pause', label: 'Queue resumed' },
  'queue.pause.update': { category: 'Queue pause', label: 'Queue pause updated' },
  'scheduled_freeze.create': { category: 'Scheduled freeze', label: 'Freeze scheduled' },
  'scheduled_freeze.delete': { category: 'Scheduled freeze', label: 'Freeze deleted' },
  'scheduled_freeze.update': { category: 'Scheduled freeze', label: 'Freeze updated' },
  'test.dequarantined': { category: 'Test quarantine', label: 'Test released' },
  'test.quarantined': { category: 'Test quarantine', label: 'Test quarantined' },
} as const satisfies Record<EventType, { category: (typeof EVENT_CATEGORIES)[number]; label: string }>;

export const EVENT_TYPES = Object.keys(EVENT_TYPE_INFO) as EventType[];

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(EVENT_TYPE_INFO, type);
}

export function eventCategory(type: string): EventCategory {
  return isKnownEventType(type) ? EVENT_TYPE_INFO[type].category : 'Other';
}

/** "Queue checks ended"; an unknown (newer) type reads as its raw name. */
export function eventTypeLabel(type: string): string {
  return isKnownEventType(type) ? EVENT_TYPE_INFO[type].label : type;
}

export const OUTCOMES = ['success', 'failure', 'pending', 'neutral'] as const satisfies readonly EventOutcome[];

export const OUTCOME_LABELS: Record<EventOutcome, string> = {
  success: 'Success',
  failure: 'Failure',
  pending: 'Pending',
  neutral: 'Neutral',
};

export function isOutcome(value: string): value is EventOutcome {
  return (OUTCOMES as readonly string[]).includes(value);
}

export function outcomeLabel(outcome: string): string {
  return isOutcome(outcome) ? OUTCOME_LABELS[outcome] : outcome;
}
