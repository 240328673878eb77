// The bisection of a failed batch, level by level until the culprit is alone; without a culprit one split
// whose halves pass (flaky) or fail again (the queue gives up).
import { between, MINUTE, QUEUE_INTERNAL_TRIGGER, SECOND, type GenerationContext } from './generation-context';
import { leaveQueue, newBatch, runAttempt } from './queue-session';
import type { QueueBatch, QueueMember } from './queue-session';

const GAP = 15 * SECOND;

/** Writes the bisection of a failed batch; returns when it ended. */
export function writeBisection(
  ctx: GenerationContext,
  batch: QueueBatch,
  culprit: QueueMember | null,
  kind: 'bisect-culprit' | 'bisect-flaky' | 'max-failure',
  failedAt: number,
  durations: number[],
  failedChecks: string[],
): number {
  const { random } = ctx;
  const original = batch.members;
  const originalNumbers = original.map((member) => member.plan.number);
  // Without a culprit there is one split; the halves pass (flaky) or fail again (gives up).
  const levels =
    culprit !== null
      ? bisectionLevels(original, culprit)
      : [
          {
            group: original,
            failingHalf: original.slice(Math.ceil(original.length / 2)),
            passingHalf: original.slice(0, Math.ceil(original.length / 2)),
          },
        ];
  let at = failedAt + GAP;
  let parent = batch;
  const bisected: QueueBatch[] = [];
  levels.forEach((level, depth) => {
    for (const member of level.group) {
      ctx.emit(at - 5 * SECOND, 'action.queue.batch_bisection_start', QUEUE_INTERNAL_TRIGGER, member.plan.number, member.plan.baseRef, {
        queue_name: member.queueName,
        priority_rule_name: member.priorityRule,
        original_batch_pr_numbers: originalNumbers,
        batch_size_before_split: level.group.length,
        number_of_sub_batches: 2,
        bisection_depth: depth + 1,
        is_top_level: depth === 0,
        session_id: member.sessionId,
        batch_id: parent.batchId,
        train_car_id: parent.batchId,
        batch_name: parent.batchName,
      });
    }
    bisected.push(parent);
    const duration = durations[depth] ?? durations[0] ?? 10 * MINUTE;
    const passing = newBatch(ctx, level.passingHalf, parent);
    const failing = newBatch(ctx, level.failingHalf, parent);
    const passingEnd = kind === 'max-failure' ? { kind: 'failure' as const, failedChecks } : { kind: 'success' as const };
    const failingEnd = kind === 'bisect-flaky' ? { kind: 'success' as const } : { kind: 'failure' as const, failedChecks };
    const common = { inPlace: false, startReason: 'Batch bisection' };
    runAttempt(ctx, passing, { ...common, startAt: at, durationMs: duration, end: passingEnd });
    at = runAttempt(ctx, failing, { ...common, startAt: at, durationMs: duration + between(random, 0, MINUTE), end: failingEnd }) + GAP;
    parent = failing;
  });

  const endAt = at;
  const culpritNumbers = culprit ? [culprit.plan.number] : [];
  const gaveUp = kind === 'max-failure';
  // Innermost level first: each bisected group reports its own end.
  for (const group of [...bisected].reverse()) {
    for (const member of group.members) {
      ctx.emit(endAt, 'action.queue.batch_bisection_end', QUEUE_INTERNAL_TRIGGER, member.plan.number, member.plan.baseRef, {
        queue_name: member.queueName,
        priority_rule_name: member.priorityRule,
        original_batch_pr_numbers: originalNumbers,
        culprit_found: culprit !== null,
        culprit_pr_numbers: culpritNumbers,
        confirmed_culprit_pr_numbers: culprit ? (random.chance(0.7) ? culpritNumbers : null) : gaveUp ? [] : null,
        dropped_unverified_pr_numbers: gaveUp ? originalNumbers : random.chance(0.5) ? [] : null,
        remaining_pr_numbers: gaveUp ? [] : group.members.map((m) => m.plan.number).filter((n) => !culpritNumbers.includes(n)),
        max_failure_resolution_reached: gaveUp,
        session_id: member.sessionId,
        batch_id: group.batchId,
        train_car_id: group.batchId,
        batch_name: group.batchName,
      });
    }
  }

  if (culprit) {
    leaveQueue(ctx, culprit, endAt + 3 * SECOND, {
      merged: false,
      reason: `Checks failed: ${failedChecks.join(', ')} (culprit of batch ${batch.batchName})`,
      dequeueCode: 'CHECKS_FAILED',
      failedChecks,
      batch,
    });
  }
  if (gaveUp) {
    for (const member of original) {
      leaveQueue(ctx, member, endAt + 3 * SECOND, {
        merged: false,
        reason: 'The batch failed and the bisection reached its maximum number of attempts',
        dequeueCode: 'BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS',
        failedChecks,
        batch,
      });
    }
  }
  return endAt;
}

// Each level halves the failing group; the half without the culprit passes. Pure, so a story knows its length first.
interface BisectionLevel<T> {
  /** The group that failed and is being split at this level. */
  group: T[];
  failingHalf: T[];
  passingHalf: T[];
}

function bisectionLevels<T>(members: readonly T[], culprit: T): BisectionLevel<T>[] {
  const levels: BisectionLevel<T>[] = [];
  let group = [...members];
  while (group.length > 1) {
    const half = Math.ceil(group.length / 2);
    const first = group.slice(0, half);
    const second = group.slice(half);
    const failingHalf = first.includes(culprit) ? first : second;
    const passingHalf = failingHalf === first ? second : first;
    levels.push({ group, failingHalf, passingHalf });
    group = failingHalf;
  }
  return levels;
}
