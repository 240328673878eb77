// Merge-queue stories of merged pull requests: batched by merge time, each batch's scenario planned first so
// its checks turn green before the earliest merge.
import type { Random } from '../../core/seeded-random';
import { writeBisection } from './bisection-story';
import { between, MINUTE, SECOND, type GenerationContext, type PullRequestPlan } from './generation-context';
import { checksDuration, enterQueue, failedCheckNames, mergeMember, newBatch, runAttempt, writeConflictDeferred } from './queue-session';
import type { AttemptEnd, QueueBatch } from './queue-session';

type ScenarioKind = 'clean' | 'flaky-retry' | 'reembark' | 'timeout' | 'bisect-culprit' | 'bisect-flaky' | 'max-failure';

interface Scenario {
  kind: ScenarioKind;
  /** Durations of the successive check runs. */
  durations: number[];
  /** From the first checks start to green checks for the merged members. */
  readyOffset: number;
}

const GAP = 15 * SECOND;

function pickKind(random: Random, size: number): ScenarioKind {
  const roll = random.next();
  if (size >= 2) {
    if (roll < 0.1) return 'bisect-culprit';
    if (roll < 0.14) return 'bisect-flaky';
    if (roll < 0.155) return 'max-failure';
  }
  if (roll > 0.9) return 'flaky-retry';
  if (roll > 0.84) return 'reembark';
  if (roll > 0.82) return 'timeout';
  return 'clean';
}

function planScenario(ctx: GenerationContext, size: number): Scenario {
  const kind = pickKind(ctx.random, size);
  const durations = Array.from({ length: 5 }, () => checksDuration(ctx));
  // A re-embarked first run is cut short; a timed-out one runs to the limit.
  if (kind === 'reembark') durations[0] = Math.floor(durations[0]! / 3);
  if (kind === 'timeout') durations[0] = 45 * MINUTE;
  const [d0 = 0, d1 = 0, d2 = 0, d3 = 0, d4 = 0] = durations;
  const retried = d0 + GAP + d1;
  const readyOffset = {
    clean: d0,
    'flaky-retry': retried,
    reembark: retried,
    timeout: retried,
    // Each bisection level's failing half may run up to a minute longer than its twin; up to 3 levels for a
    // batch of up to 6 (5 merged + the culprit).
    'bisect-culprit': retried + GAP + d2 + GAP + d3 + GAP + 3 * MINUTE,
    'bisect-flaky': retried + GAP + MINUTE,
    // Gives up, then every member is queued again and passes alone.
    'max-failure': retried + GAP + MINUTE + 10 * MINUTE + GAP + d4,
  }[kind];
  return { kind, durations, readyOffset };
}

function firstRunEnd(ctx: GenerationContext, kind: ScenarioKind): AttemptEnd {
  if (kind === 'clean') return { kind: 'success' };
  if (kind === 'timeout') return { kind: 'timeout' };
  if (kind !== 'reembark') return { kind: 'failure', failedChecks: failedCheckNames(ctx) };
  return {
    kind: 'aborted',
    code: ctx.random.pick(['BATCH_AHEAD_FAILED', 'PR_AHEAD_DEQUEUED', 'PR_WITH_HIGHER_PRIORITY_QUEUED']),
    reason: 'A pull request ahead in the queue left it; checks restart on the new base',
    status: 'REEMBARKED',
  };
}

/** 1 to 5 pull requests, smaller batches likelier. */
function batchSize(random: Random): number {
  const roll = random.next();
  return 1 + [0.45, 0.7, 0.85, 0.95].filter((threshold) => roll >= threshold).length;
}

/** Groups merged pull requests (sorted by merge time) into batches: same branch and queue, merged within 10 min. */
export function groupIntoBatches(random: Random, merged: PullRequestPlan[]): PullRequestPlan[][] {
  const sorted = [...merged].sort((a, b) => (a.mergedAt ?? 0) - (b.mergedAt ?? 0));
  const used = new Set<PullRequestPlan>();
  const groups: PullRequestPlan[][] = [];
  sorted.forEach((first, index) => {
    if (used.has(first)) return;
    used.add(first);
    const group = [first];
    const size = batchSize(random);
    for (let next = index + 1; next < sorted.length && group.length < size; next++) {
      const candidate = sorted[next];
      if (!candidate || used.has(candidate)) continue;
      if ((candidate.mergedAt ?? 0) - (first.mergedAt ?? 0) > 10 * MINUTE) break;
      if (candidate.baseRef !== first.baseRef || candidate.hotfix !== first.hotfix) continue;
      used.add(candidate);
      group.push(candidate);
    }
    groups.push(group);
  });
  return groups;
}

// One batch of merged pull requests; `makeCulprit` supplies the culprit of a bisected batch. Returns the pull
// requests left out (too young to join in time), queued alone afterwards.
export function writeMergedBatchStory(
  ctx: GenerationContext,
  group: PullRequestPlan[],
  makeCulprit: (createdBefore: number, like: PullRequestPlan) => PullRequestPlan,
  previousBatch: { current: QueueBatch | null; endsAt: number },
): { leftOut: PullRequestPlan[] } {
  const { random } = ctx;
  const scenario = planScenario(ctx, group.length);
  const firstMerge = Math.min(...group.map((plan) => plan.mergedAt ?? ctx.storiesEnd));
  let start = firstMerge - scenario.readyOffset - between(random, 5 * SECOND, 2 * MINUTE);
  const waits = group.map((_, index) =>
    index === 0 ? between(random, 30 * SECOND, 15 * MINUTE) : between(random, 10 * SECOND, 5 * MINUTE),
  );

  // Members must have existed for a while before queueing; leave out the ones that did not.
  const fits = (plan: PullRequestPlan, wait: number): boolean => start - wait >= plan.createdAt + 10 * MINUTE;
  const members = group.filter((plan, index) => fits(plan, waits[index] ?? 0));
  const leftOut = group.filter((plan) => !members.includes(plan));
  if (members.length === 0) {
    // Too quick to be batched: a single pass squeezed between creation and merge.
    const [only] = group;
    if (!only || only.mergedAt === null) return { leftOut: [] };
    const room = only.mergedAt - only.createdAt;
    if (room < 2 * MINUTE) return { leftOut: group.slice(1) };
    const duration = Math.floor(room * 0.4);
    const enterAt = only.createdAt + Math.floor(room * 0.3);
    const member = enterQueue(ctx, only, enterAt, only.queuedByCommand);
    const batch = newBatch(ctx, [member], null);
    const endAt = runAttempt(ctx, batch, {
      startAt: enterAt + 5 * SECOND,
      durationMs: duration,
      end: { kind: 'success' },
      inPlace: true,
    });
    mergeMember(ctx, member, endAt, batch);
    return { leftOut: group.slice(1) };
  }

  start = Math.max(start, ...members.map((plan) => plan.createdAt + 10 * MINUTE + (waits[group.indexOf(plan)] ?? 0)));
  const queueMembers = members.map((plan) => enterQueue(ctx, plan, start - (waits[group.indexOf(plan)] ?? 0), plan.queuedByCommand));
  if (random.chance(0.05) && queueMembers.length > 0) {
    // Briefly held back by a conflicting pull request ahead, then tested normally.
    const member = queueMembers[queueMembers.length - 1];
    if (member) writeConflictDeferred(ctx, member, start - 5 * SECOND);
  }

  const anchor = members[0] ?? group[0];
  const culprit =
    scenario.kind === 'bisect-culprit' && anchor
      ? enterQueue(ctx, makeCulprit(start - 20 * MINUTE, anchor), start - between(random, 20 * SECOND, 4 * MINUTE), random.chance(0.5))
      : null;
  const everyone = culprit ? [...queueMembers, culprit] : queueMembers;
  const batch = newBatch(ctx, everyone, null);
  const previous = previousBatch.endsAt > start ? previousBatch.current : null;
  const inPlace = everyone.length === 1 && random.chance(0.4);
  const withRetries = random.chance(0.5);
  const [d0 = 0, d1 = 0, d2 = 0, d3 = 0, d4 = 0] = scenario.durations;
  const base = {
    inPlace,
    retryAttempt: withRetries ? 0 : null,
    maxRetries: withRetries ? 1 : null,
    previous,
  };

  // The first run passes, or ends in a way the scenario recovers from: a retry, or a bisection.
  const { kind } = scenario;
  const retried = kind === 'flaky-retry' || kind === 'reembark' || kind === 'timeout';
  const end = firstRunEnd(ctx, kind);
  const retries = retried ? { retryAttempt: 0, maxRetries: 1 } : {};
  let readyAt = runAttempt(ctx, batch, { ...base, startAt: start, durationMs: d0, end, ...retries });
  if (retried) {
    readyAt = runAttempt(ctx, batch, {
      ...base,
      startAt: readyAt + GAP,
      durationMs: d1,
      end: { kind: 'success' },
      startReason: kind === 'reembark' ? 'Re-embarked after a change ahead in the queue' : 'Retry after failed checks',
      retryAttempt: 1,
      maxRetries: 1,
      previous: null,
    });
  } else if (kind !== 'clean' && end.kind === 'failure') {
    readyAt = writeBisection(ctx, batch, culprit, kind, readyAt, [d1, d2, d3], end.failedChecks);
    if (kind === 'max-failure') {
      // Every member was dropped; each is queued again and passes alone.
      for (const member of queueMembers) {
        const again = enterQueue(ctx, member.plan, readyAt + between(random, 2 * MINUTE, 10 * MINUTE), true);
        const soloBatch = newBatch(ctx, [again], null);
        const endAt = runAttempt(ctx, soloBatch, {
          ...base,
          inPlace: random.chance(0.5),
          startAt: readyAt + 10 * MINUTE + GAP,
          durationMs: d4,
          end: { kind: 'success' },
          previous: null,
        });
        mergeMember(ctx, again, endAt, soloBatch);
      }
      previousBatch.current = batch;
      previousBatch.endsAt = readyAt;
      return { leftOut };
    }
  }

  for (const member of queueMembers) mergeMember(ctx, member, readyAt, batch);
  previousBatch.current = batch;
  previousBatch.endsAt = readyAt;
  return { leftOut };
}
