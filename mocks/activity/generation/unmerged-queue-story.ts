// Merge-queue stories of pull requests that do not merge (at least not in this session): checks that
// fail, a `dequeue` command, or a conflict that keeps checks from starting.
import { formatDateTime } from '../../core/date-time';
import {
  between,
  commander,
  MINUTE,
  SECOND,
  userTrigger,
  RULES,
  type GenerationContext,
  type PullRequestPlan,
  gitHubAccount,
} from './generation-context';
import { checksDuration, enterQueue, failedCheckNames, leaveQueue, newBatch, runAttempt, writeConflictDeferred } from './queue-session';

export type UnmergedQueueFate = 'solo-failure' | 'dequeue' | 'conflict';

/** Writes one queue session starting at `enterAt`; returns when the pull request left the queue. */
export function writeUnmergedQueueStory(ctx: GenerationContext, plan: PullRequestPlan, fate: UnmergedQueueFate, enterAt: number): number {
  const { random } = ctx;
  const member = enterQueue(ctx, plan, enterAt, plan.queuedByCommand);
  const batch = newBatch(ctx, [member], null);
  const startAt = enterAt + between(random, 5 * SECOND, 3 * MINUTE);
  const duration = checksDuration(ctx);
  const base = { inPlace: random.chance(0.5) };

  switch (fate) {
    case 'solo-failure': {
      const failedChecks = failedCheckNames(ctx);
      const retried = random.chance(0.3);
      let endAt = runAttempt(ctx, batch, {
        ...base,
        startAt,
        durationMs: duration,
        end: { kind: 'failure', failedChecks },
        retryAttempt: retried ? 0 : null,
        maxRetries: retried ? 1 : null,
      });
      if (retried) {
        endAt = runAttempt(ctx, batch, {
          ...base,
          startAt: endAt + 15 * SECOND,
          durationMs: checksDuration(ctx),
          end: { kind: 'failure', failedChecks },
          startReason: 'Retry after failed checks',
          retryAttempt: 1,
          maxRetries: 1,
        });
      }
      const leftAt = endAt + 3 * SECOND;
      leaveQueue(ctx, member, leftAt, {
        merged: false,
        reason: `Checks failed: ${failedChecks.join(', ')}`,
        dequeueCode: 'CHECKS_FAILED',
        failedChecks,
        batch,
      });
      return leftAt;
    }
    case 'dequeue': {
      const dequeuedAt = startAt + Math.floor(duration / 2);
      const author = commander(ctx, plan.author);
      const commentId = random.int(1_500_000_000, 2_900_000_000);
      ctx.emit(dequeuedAt - 3 * SECOND, 'command.dequeue', userTrigger(author.login), plan.number, plan.baseRef, {
        author: gitHubAccount(author),
        comment_id: commentId,
        session_id: member.sessionId,
        command_trigger: 'comment',
        trigger_comment_url: `https://github.com/${ctx.owner}/${ctx.name}/pull/${plan.number}#issuecomment-${commentId}`,
      });
      ctx.emit(dequeuedAt - 2 * SECOND, 'action.dequeue', userTrigger(author.login), plan.number, plan.baseRef, {});
      runAttempt(ctx, batch, {
        ...base,
        startAt,
        durationMs: dequeuedAt - startAt,
        end: { kind: 'aborted', code: 'PR_DEQUEUED', reason: 'The pull request was dequeued by a command', status: 'DEFINITIVE' },
      });
      leaveQueue(ctx, member, dequeuedAt + SECOND, {
        merged: false,
        reason: `Pull request #${plan.number} has been dequeued by a \`dequeue\` command`,
        dequeueCode: 'PR_DEQUEUED',
        failedChecks: [],
        failedState: 'cancelled',
        batch,
      });
      return dequeuedAt + SECOND;
    }
    case 'conflict': {
      const blocking = writeConflictDeferred(ctx, member, enterAt + 5 * SECOND);
      const notStartedAt = enterAt + between(random, 2 * MINUTE, 15 * MINUTE);
      ctx.emit(notStartedAt, 'action.queue.checks_not_started', 'merge queue internal', plan.number, plan.baseRef, {
        branch: plan.baseRef,
        priority_rule_name: member.priorityRule,
        queue_name: member.queueName,
        queued_at: formatDateTime(enterAt),
        reason: `The pull request conflicts with the base branch after #${blocking[0] ?? '?'} merged`,
        session_id: member.sessionId,
      });
      ctx.emit(notStartedAt + 2 * SECOND, 'action.comment', `Rule: ${RULES.warnOnConflict}`, plan.number, plan.baseRef, {
        message: `@${plan.author.login} this pull request has conflicts with \`${plan.baseRef}\`; please resolve them and queue it again.`,
      });
      leaveQueue(ctx, member, notStartedAt + 4 * SECOND, {
        merged: false,
        reason: 'The pull request conflicts with the base branch',
        dequeueCode: 'CONFLICT_WITH_BASE_BRANCH',
        batch: null,
      });
      return notStartedAt + 4 * SECOND;
    }
  }
}
