import type { ActivityLogEvent } from '@/api/types';
import { asRecord, flag, integer, nested, numbers, text } from '@/domain/activity/metadata-readers';
import { unsuccessfulChecksOf, type UnsuccessfulCheck } from '@/domain/activity/queue-check-jobs';

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

export const NO_ACTIVITY_LOG = 'This credential may not read the activity log (a CI application key cannot).';

export const isCiOrQueueEvent = (event: Pick<ActivityLogEvent, 'type'>): boolean => CI_AND_QUEUE_TYPES.has(event.type);

/** The target branch of a pull request, as its events name it (the newest one that does). */
export function baseBranchOf(events: readonly Pick<ActivityLogEvent, 'base_ref'>[]): string | null {
  return events.find((event) => event.base_ref !== null)?.base_ref ?? null;
}

// Each `action.queue.checks_end` is one run, numbered in time order; aborted runs left aside.

export type QueueCheckRun = {
  eventId: number;
  /** When the checks ended, as the event says (`checks_ended_at`), else when the event was received. */
  endedAt: string;
  attempt: number;
  /** The queue's own retry counter, when the run was a retry (1 = first retry). */
  retry: number | null;
  checks: UnsuccessfulCheck[];
  /** The other pull requests tested in the same draft (a batch); empty when tested alone or in place. */
  batchedWith: number[];
};

/** The failed checks runs of pull request `number`, oldest first, and how many runs it had in all. */
export function queueCheckHistory(events: readonly ActivityLogEvent[], number: number): { failed: QueueCheckRun[]; attempts: number } {
  const ends = events
    .filter((event) => event.type === 'action.queue.checks_end')
    .sort((a, b) => a.received_at.localeCompare(b.received_at) || a.id - b.id);
  const failed: QueueCheckRun[] = [];
  ends.forEach((event, index) => {
    const metadata = asRecord(event.metadata);
    if (flag(metadata, 'aborted')) return;
    const checks = unsuccessfulChecksOf(event);
    if (event.outcome !== 'failure' && checks.length === 0) return;
    const speculative = nested(metadata, 'speculative_check_pull_request');
    const retry = integer(metadata, 'retry_attempt');
    failed.push({
      eventId: event.id,
      endedAt: text(speculative, 'checks_ended_at') ?? event.received_at,
      attempt: index + 1,
      retry: retry !== null && retry > 0 ? retry : null,
      checks,
      batchedWith: flag(speculative, 'in_place') ? [] : numbers(speculative, 'pull_request_numbers').filter((member) => member !== number),
    });
  });
  return { failed, attempts: ends.length };
}

export function failedCheckNames(runs: readonly QueueCheckRun[]): { name: string; runs: number }[] {
  const counts = new Map<string, number>();
  for (const run of runs) for (const name of new Set(run.checks.map((check) => check.name))) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, runs: count }));
}
