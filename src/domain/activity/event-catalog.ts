import { eventTypeValues } from '@/api/generated/enums';
import type { EventType } from '@/api/types';

export const EVENT_TYPES = eventTypeValues;

/** The API document's groups ("Events"): the prefix their type names share (a longer one first, as it is more specific), and
 *  the Mantine palette name a category reads in on every row. */
const CATEGORIES = [
  ['Queue actions', 'action.queue.', 'violet'],
  ['Pull request actions', 'action.', 'blue'],
  ['CI insights', 'ci_insights.', 'cyan'],
  ['Commands', 'command.', 'indigo'],
  ['Product', 'product.', 'grape'],
  ['Queue pause', 'queue.pause.', 'orange'],
  ['Scheduled freeze', 'scheduled_freeze.', 'yellow'],
  ['Test quarantine', 'test.', 'pink'],
] as const;

export type EventCategory = (typeof CATEGORIES)[number][0] | 'Other';

/** A human name for each type of the contract (a type added to it without a label fails `tsc`). */
export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  'action.assign': 'Assignees changed',
  'action.backport': 'Backport',
  'action.close': 'Closed',
  'action.comment': 'Comment',
  'action.copy': 'Copy',
  'action.delete_head_branch': 'Head branch deleted',
  'action.dequeue': 'Dequeued',
  'action.dismiss_reviews': 'Reviews dismissed',
  'action.edit': 'Draft state changed',
  'action.github_actions': 'Workflow dispatched',
  'action.label': 'Labels changed',
  'action.merge': 'Merged',
  'action.post_check': 'Check posted',
  'action.rebase': 'Rebased',
  'action.refresh': 'Refreshed',
  'action.request_reviews': 'Reviews requested',
  'action.review': 'Review',
  'action.squash': 'Squashed',
  'action.update': 'Updated from base',
  'action.queue.batch_bisection_end': 'Bisection ended',
  'action.queue.batch_bisection_start': 'Bisection started',
  'action.queue.change': 'Queue changed',
  'action.queue.checks.change': 'Queue checks changed',
  'action.queue.checks_end': 'Queue checks ended',
  'action.queue.checks_not_started': 'Queue checks not started',
  'action.queue.checks_start': 'Queue checks started',
  'action.queue.conflict_deferred': 'Deferred by a conflict',
  'action.queue.enter': 'Entered the queue',
  'action.queue.leave': 'Left the queue',
  'action.queue.merged': 'Merged by the queue',
  'ci_insights.auto_quarantine.disabled': 'Auto-quarantine disabled',
  'ci_insights.auto_quarantine.enabled': 'Auto-quarantine enabled',
  'ci_insights.auto_quarantine.modified': 'Auto-quarantine modified',
  'ci_insights.job_retried': 'Job retried',
  'command.dequeue': 'Dequeue command',
  'command.queue': 'Queue command',
  'product.disabled': 'Product disabled',
  'product.enabled': 'Product enabled',
  'queue.pause.create': 'Queue paused',
  'queue.pause.delete': 'Queue resumed',
  'queue.pause.update': 'Queue pause updated',
  'scheduled_freeze.create': 'Freeze scheduled',
  'scheduled_freeze.delete': 'Freeze deleted',
  'scheduled_freeze.update': 'Freeze updated',
  'test.dequarantined': 'Test released',
  'test.quarantined': 'Test quarantined',
};

export function isKnownEventType(type: string): type is EventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}

/** The category of a type of the contract; a newer type is "Other" whatever its name. */
export function eventCategory(type: string): EventCategory {
  if (!isKnownEventType(type)) return 'Other';
  return CATEGORIES.find(([, prefix]) => type.startsWith(prefix))?.[0] ?? 'Other';
}

export const categoryColor = (category: EventCategory): string => CATEGORIES.find(([name]) => name === category)?.[2] ?? 'gray';

/** "Queue checks ended"; an unknown (newer) type reads as its raw name. */
export function eventTypeLabel(type: string): string {
  return isKnownEventType(type) ? EVENT_TYPE_LABELS[type] : type;
}
