// Writes the stories of a set of pull requests: each one's own story, the merge-queue batches of the
// merged ones (in merge order), and the queue sessions of some unmerged ones.
import { HOUR, MINUTE, OPEN_STORY_MS, ruleTrigger, RULES, type GenerationContext, type PullRequestPlan } from './generation-context';
import { groupIntoBatches, writeMergedBatchStory } from './merged-batch-story';
import { writePullRequestStory } from './pull-request-story';
import type { QueueBatch } from './queue-session';
import { culpritPullRequest } from './synthetic-pull-requests';
import { writeUnmergedQueueStory } from './unmerged-queue-story';
import type { UnmergedQueueFate } from './unmerged-queue-story';

// No fate leaves checks running on purpose: sessions whose checks straddle the clock are in flight
// for as long as it takes the clock to reach their end, as on a real queue.
function pickFate(ctx: GenerationContext): UnmergedQueueFate | null {
  const roll = ctx.random.next();
  if (roll < 0.25) return 'solo-failure';
  if (roll < 0.35) return 'dequeue';
  if (roll < 0.47) return 'conflict';
  return null;
}

export function writeStories(ctx: GenerationContext, plans: readonly PullRequestPlan[]): void {
  const { random } = ctx;
  const makeCulprit = (createdBefore: number, like: PullRequestPlan): PullRequestPlan => {
    const culprit = culpritPullRequest(ctx, createdBefore, like);
    writePullRequestStory(ctx, culprit);
    return culprit;
  };

  for (const plan of plans) writePullRequestStory(ctx, plan);
  if (!ctx.mergeQueue) {
    for (const plan of plans) {
      if (plan.mergedAt !== null) {
        ctx.emit(plan.mergedAt, 'action.merge', ruleTrigger(RULES.automaticMerge), plan.number, plan.baseRef, {
          branch: plan.baseRef,
        });
      }
    }
    return;
  }

  // Earlier sessions that did not merge: unmerged pull requests, and some merged ones that failed first.
  for (const plan of plans) {
    if (plan.mergedAt === null) {
      const fate = pickFate(ctx);
      if (fate === null) continue;
      const end = plan.closedAt ?? plan.createdAt + OPEN_STORY_MS;
      const life = end - plan.createdAt;
      if (life < 2 * HOUR) continue;
      writeUnmergedQueueStory(ctx, plan, fate, plan.createdAt + 30 * MINUTE + Math.floor(random.next() * (life - 2 * HOUR)));
    } else if (plan.mergedAt - plan.createdAt > 6 * HOUR && random.chance(0.1)) {
      const latest = plan.mergedAt - 5 * HOUR;
      const enterAt = plan.createdAt + 30 * MINUTE + Math.floor(random.next() * (latest - plan.createdAt - 30 * MINUTE));
      writeUnmergedQueueStory(ctx, plan, random.pick(['solo-failure', 'dequeue', 'conflict'] as const), enterAt);
    }
  }

  const previous: { current: QueueBatch | null; endsAt: number } = { current: null, endsAt: 0 };
  let pending = groupIntoBatches(
    random,
    plans.filter((plan) => plan.mergedAt !== null),
  );
  // Pull requests left out of their batch (too young to have waited) are queued alone afterwards.
  for (let round = 0; round < 3 && pending.length > 0; round++) {
    const leftOut: PullRequestPlan[] = [];
    for (const group of pending) leftOut.push(...writeMergedBatchStory(ctx, group, makeCulprit, previous).leftOut);
    pending = leftOut.map((plan) => [plan]);
  }
}
