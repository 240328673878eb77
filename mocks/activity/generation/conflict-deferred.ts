// `action.queue.conflict_deferred`: a queued pull request conflicts with one ahead of it and waits.
import { QUEUE_INTERNAL_TRIGGER } from './generation-context';
import type { GenerationContext } from './generation-context';
import type { QueueMember } from './queue-session';

/** `action.queue.conflict_deferred`: the member waits for a conflicting pull request ahead of it. */
export function writeConflictDeferred(ctx: GenerationContext, member: QueueMember, at: number): number[] {
  const ahead = ctx.ledger.queuedAt(member.plan.baseRef, member.queueName, at, member.plan.number).slice(0, 2);
  const blocking = ahead.length > 0 ? ahead : [Math.max(1, member.plan.number - ctx.random.int(1, 30))];
  ctx.sink.emit(at, 'action.queue.conflict_deferred', QUEUE_INTERNAL_TRIGGER, member.plan.number, member.plan.baseRef, {
    branch: member.plan.baseRef,
    priority_rule_name: member.priorityRule,
    queue_name: member.queueName,
    queued_at: new Date(member.enterAt).toISOString(),
    reason: `Conflicts with ${blocking.map((number) => `#${number}`).join(', ')} ahead in the queue; waiting for ${blocking.length > 1 ? 'them' : 'it'} to merge`,
    session_id: member.sessionId,
    blocking_pull_request_numbers: blocking,
  });
  return blocking;
}
