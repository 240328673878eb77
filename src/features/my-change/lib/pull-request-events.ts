import type { ActivityLogEvent } from '@/api/types';

// The events that tell whether CI and the merge queue let a pull request through.
const CI_AND_QUEUE_TYPES = new Set<string>([
  'command.queue',
  'command.dequeue',
  'action.queue.enter',
  'action.queue.leave',
  'action.queue.checks_start',
  'action.queue.checks_end',
  'action.queue.merged',
  'action.queue.conflict_deferred',
  'action.queue.batch_bisection_start',
  'action.queue.batch_bisection_end',
  'action.dequeue',
  'action.post_check',
  'action.merge',
  'ci_insights.job_retried',
]);

export function isCiOrQueueEvent(event: Pick<ActivityLogEvent, 'type'>): boolean {
  return CI_AND_QUEUE_TYPES.has(event.type);
}

/** The target branch of a pull request, as its events name it (the newest one that does). */
export function baseBranchOf(events: readonly Pick<ActivityLogEvent, 'base_ref'>[]): string | null {
  return events.find((event) => event.base_ref !== null)?.base_ref ?? null;
}
