// The building blocks of merge-queue stories: entering, one run of a batch's checks, merging, leaving.
// A "member" is one pull request's queue session (its session_id ties the events together).
import type { components } from '@/api/generated/schema';
import { formatDateTime } from '../../core/date-time';
import {
  between,
  isBot,
  MINUTE,
  QUEUE_INTERNAL_TRIGGER,
  ruleTrigger,
  SECOND,
  userTrigger,
  uuid,
  RULES,
  type GenerationContext,
  type PullRequestPlan,
  type QueueSession,
  gitHubAccount,
} from './generation-context';
import { conditionsEvaluation, FLAKY_CHECK_NAMES, QUEUE_CHECK_NAMES, queueCheck, queueChecks } from './queue-checks';
import type { QueueCheck, QueueCheckState } from './queue-checks';

export interface QueueMember {
  plan: PullRequestPlan;
  sessionId: string;
  enterAt: number;
  queueName: string;
  priorityRule: string | null;
  /** Who put it in the queue: `@author` (command) or the automatic-merge rule. */
  trigger: string;
  headSha: string;
}

/** One batch: the pull requests tested together, under one batch_id across its retries. */
export interface QueueBatch {
  members: QueueMember[];
  batchId: string;
  batchName: string;
  parentBatchIds: string[] | null;
  scopes: string[] | null;
}

export type AttemptEnd =
  | { kind: 'success' }
  | { kind: 'failure'; failedChecks: string[] }
  | { kind: 'timeout' }
  | { kind: 'aborted'; code: string; reason: string; status: 'DEFINITIVE' | 'REEMBARKED' };

export interface AttemptOptions {
  startAt: number;
  durationMs: number;
  end: AttemptEnd;
  /** Test on the pull request itself (batches of one only). */
  inPlace: boolean;
  startReason?: string;
  retryAttempt?: number | null;
  maxRetries?: number | null;
  /** The batch ahead whose result this one speculates on. */
  previous?: QueueBatch | null;
}

type SpeculativeCheckPullRequest = components['schemas']['Signals_SpeculativeCheckPullRequest'];

const SCOPES = [['backend'], ['frontend'], ['backend', 'frontend'], ['payments']];

export function newBatch(ctx: GenerationContext, members: QueueMember[], parent: QueueBatch | null): QueueBatch {
  const batchId = uuid(ctx.random);
  const useScopes = ctx.random.chance(0.3);
  return {
    members,
    batchId,
    batchName: `${members[0]?.plan.baseRef ?? ctx.defaultBranch}/batch-${batchId.slice(0, 8)}`,
    parentBatchIds: parent ? [...(parent.parentBatchIds ?? []), parent.batchId] : null,
    scopes: useScopes ? ctx.random.pick(SCOPES) : null,
  };
}

/** The sessions of the member's branch and queue. */
function sessionsOf(ctx: GenerationContext, member: QueueMember): QueueSession[] {
  const key = `${member.plan.baseRef}\n${member.queueName}`;
  const sessions = ctx.queues.get(key) ?? [];
  ctx.queues.set(key, sessions);
  return sessions;
}

function queueChange(ctx: GenerationContext, member: QueueMember, at: number): void {
  const metadata = ctx.emit(at, 'action.queue.change', QUEUE_INTERNAL_TRIGGER, member.plan.number, member.plan.baseRef, {
    queue_name: member.queueName,
    priority_rule_name: member.priorityRule,
    size: 0,
  });
  const sessions = sessionsOf(ctx, member);
  // In the queue just after `at`: entered at or before it, not yet left (a leave at `at` counts as gone).
  ctx.atReveal(at, () => (metadata.size = sessions.filter((session) => session.enterAt <= at && session.leaveAt > at).length));
}

/** `command.queue` (when queued by comment) then `action.queue.enter` and the queue size change. */
export function enterQueue(ctx: GenerationContext, plan: PullRequestPlan, enterAt: number, byCommandWanted: boolean): QueueMember {
  const { random } = ctx;
  // Bots do not type commands: their pull requests are queued by the rule.
  const byCommand = byCommandWanted && !isBot(plan.author);
  const sessionId = uuid(random);
  const trigger = byCommand ? userTrigger(plan.author.login) : ruleTrigger(RULES.automaticMerge);
  const member: QueueMember = {
    plan,
    sessionId,
    enterAt,
    queueName: plan.hotfix ? 'hotfix' : 'default',
    priorityRule: plan.hotfix ? RULES.hotfixPriority : null,
    trigger,
    headSha: random.hex(40),
  };
  if (byCommand) {
    const viaCheckbox = random.chance(0.2);
    const commentId = random.int(1_500_000_000, 2_900_000_000);
    ctx.emit(enterAt - between(random, 2 * SECOND, 20 * SECOND), 'command.queue', trigger, plan.number, plan.baseRef, {
      author: gitHubAccount(plan.author),
      comment_id: commentId,
      session_id: sessionId,
      command_trigger: viaCheckbox ? 'checkbox' : random.chance(0.9) ? 'comment' : null,
      trigger_comment_url: viaCheckbox ? null : `https://github.com/${ctx.owner}/${ctx.name}/pull/${plan.number}#issuecomment-${commentId}`,
    });
  }
  ctx.emit(enterAt, 'action.queue.enter', trigger, plan.number, plan.baseRef, {
    queue_name: member.queueName,
    branch: plan.baseRef,
    queued_at: formatDateTime(enterAt),
    priority_rule_name: member.priorityRule,
    session_id: sessionId,
  });
  queueChange(ctx, member, enterAt + SECOND);
  return member;
}

const END_CONCLUSIONS = { success: 'success', failure: 'failure', timeout: 'timed_out', aborted: 'cancelled' } as const;

/** checks_start, a few checks.change, then checks_end, for every member of the batch; returns when it ended. */
export function runAttempt(ctx: GenerationContext, batch: QueueBatch, options: AttemptOptions): number {
  const { random } = ctx;
  const { startAt, durationMs, end } = options;
  const endAt = startAt + durationMs;
  const firstMember = batch.members[0];
  const inPlaceNumber = options.inPlace && batch.members.length === 1 && firstMember ? firstMember.plan.number : null;
  // A draft pull request's number is handed out at reveal, in order of checks start; in place keeps the user's.
  const snapshots: SpeculativeCheckPullRequest[] = [];
  const snapshot = (fields: Omit<SpeculativeCheckPullRequest, 'number' | 'in_place'>) => {
    snapshots.push({ number: inPlaceNumber ?? 0, in_place: inPlaceNumber !== null, ...fields });
    return snapshots[snapshots.length - 1]!;
  };
  if (inPlaceNumber === null) {
    ctx.atReveal(startAt, () => {
      const number = ctx.draftNumber();
      for (const each of snapshots) each.number = number;
    });
  }
  const pullRequestNumbers = batch.members.map((member) => member.plan.number);
  const allScopes = batch.scopes === null ? null : random.chance(0.5) ? false : null;

  let unsuccessfulChecks: QueueCheck[] = [];
  if (end.kind === 'failure')
    unsuccessfulChecks = end.failedChecks.map((name) => queueCheck(random, `${ctx.owner}/${ctx.name}`, name, 'failure'));
  if (end.kind === 'timeout') unsuccessfulChecks = [queueCheck(random, `${ctx.owner}/${ctx.name}`, 'ci/e2e (chromium)', 'timed_out')];

  for (const member of batch.members) {
    const { plan } = member;
    const shared = {
      branch: plan.baseRef,
      priority_rule_name: member.priorityRule,
      queue_name: member.queueName,
      queued_at: formatDateTime(member.enterAt),
      batch_id: batch.batchId,
      // The deprecated alias of batch_id carries the same value (the vendor's August 2026 document).
      train_car_id: batch.batchId,
      batch_name: batch.batchName,
      scopes: batch.scopes,
      parent_batch_ids: batch.parentBatchIds,
      session_id: member.sessionId,
    };
    ctx.emit(startAt, 'action.queue.checks_start', QUEUE_INTERNAL_TRIGGER, plan.number, plan.baseRef, {
      ...shared,
      start_reason: options.startReason ?? 'First time checks',
      speculative_check_pull_request: snapshot({
        checks_timed_out: false,
        checks_conclusion: 'pending',
        checks_started_at: formatDateTime(startAt),
        checks_ended_at: null,
        unsuccessful_checks: [],
        pull_request_numbers: pullRequestNumbers,
      }),
      previous_batch_id: options.previous?.batchId ?? null,
      previous_batch_name: options.previous?.batchName ?? null,
      ...(allScopes === null ? {} : { all_scopes: allScopes }),
    });

    // Checks report in as they finish; the queue notes how many are still running.
    const changes = random.int(2, 4);
    for (let step = 1; step <= changes; step++) {
      const at = startAt + Math.floor((durationMs * step) / (changes + 1)) + between(random, 0, 20 * SECOND);
      ctx.emit(at, 'action.queue.checks.change', QUEUE_INTERNAL_TRIGGER, plan.number, plan.baseRef, {
        queue_name: member.queueName,
        running_checks: Math.max(1, QUEUE_CHECK_NAMES.length - Math.round((step * QUEUE_CHECK_NAMES.length) / (changes + 1))),
      });
    }

    const aborted = end.kind === 'aborted' || end.kind === 'timeout';
    ctx.emit(endAt, 'action.queue.checks_end', QUEUE_INTERNAL_TRIGGER, plan.number, plan.baseRef, {
      ...shared,
      aborted,
      abort_code: end.kind === 'aborted' ? end.code : end.kind === 'timeout' ? 'CHECKS_TIMEOUT' : null,
      abort_reason: end.kind === 'aborted' ? end.reason : end.kind === 'timeout' ? 'Checks did not finish within 45 minutes' : null,
      abort_status: end.kind === 'aborted' ? end.status : 'DEFINITIVE',
      retry_attempt: options.retryAttempt ?? null,
      max_retries: options.maxRetries ?? null,
      speculative_check_pull_request: snapshot({
        checks_timed_out: end.kind === 'timeout',
        checks_conclusion: END_CONCLUSIONS[end.kind],
        checks_started_at: formatDateTime(startAt),
        checks_ended_at: formatDateTime(endAt),
        unsuccessful_checks: unsuccessfulChecks,
        pull_request_numbers: pullRequestNumbers,
      }),
      ...(allScopes === null ? {} : { all_scopes: allScopes }),
    });
  }
  return endAt;
}

/** Seconds of [from, to] spent inside a scheduled freeze. */
function secondsInFreeze(ctx: GenerationContext, from: number, to: number): number {
  let total = 0;
  for (const freeze of ctx.freezes) total += Math.max(0, Math.min(to, freeze.end) - Math.max(from, freeze.start));
  return Math.floor(total / 1000);
}

export interface LeaveOptions {
  merged: boolean;
  reason: string;
  dequeueCode: string | null;
  failedChecks?: string[];
  failedState?: QueueCheckState;
  /** Seconds the pull request waited for the merge schedule before merging. */
  waitingForSchedule?: number;
  batch?: QueueBatch | null;
}

/** `action.queue.leave` and the queue size change; records the session. */
export function leaveQueue(ctx: GenerationContext, member: QueueMember, at: number, options: LeaveOptions): void {
  const { random } = ctx;
  const { plan } = member;
  const repository = `${ctx.owner}/${ctx.name}`;
  const failed = options.failedChecks ?? [];
  const checks = queueChecks(random, repository, failed, options.failedState ?? 'failure');
  ctx.emit(at, 'action.queue.leave', member.trigger, plan.number, plan.baseRef, {
    reason: options.reason,
    merged: options.merged,
    queue_name: member.queueName,
    branch: plan.baseRef,
    queued_at: formatDateTime(member.enterAt),
    seconds_waiting_for_schedule: options.waitingForSchedule ?? 0,
    seconds_waiting_for_freeze: secondsInFreeze(ctx, member.enterAt, at),
    priority_rule_name: member.priorityRule,
    conditions_evaluation: random.chance(0.1) ? null : conditionsEvaluation(plan.baseRef, failed, true, plan.number),
    checks: options.dequeueCode === 'CONFLICT_WITH_BASE_BRANCH' ? [] : checks,
    unsuccessful_checks: checks.filter((check) => check.state !== 'success'),
    pull_request_head_sha: member.headSha,
    session_id: member.sessionId,
    dequeue_code: options.dequeueCode,
    batch_id: options.batch?.batchId ?? null,
    scopes: options.batch?.scopes ?? null,
    all_scopes: options.batch?.scopes ? false : null,
  });
  queueChange(ctx, member, at + SECOND);
  sessionsOf(ctx, member).push({ pullRequest: plan.number, enterAt: member.enterAt, leaveAt: at });
}

/** A member whose checks passed: merged at the pull request's own merge time, then leaves. */
export function mergeMember(ctx: GenerationContext, member: QueueMember, readyAt: number, batch: QueueBatch): void {
  const { plan, sessionId } = member;
  const mergedAt = plan.mergedAt ?? readyAt;
  const sha = plan.mergeCommitSha ?? ctx.random.hex(40);
  ctx.emit(
    mergedAt - between(ctx.random, 1 * SECOND, 4 * SECOND),
    'action.queue.merged',
    QUEUE_INTERNAL_TRIGGER,
    plan.number,
    plan.baseRef,
    {
      branch: plan.baseRef,
      queue_name: member.queueName,
      queued_at: formatDateTime(member.enterAt),
      priority_rule_name: member.priorityRule,
      session_id: sessionId,
      merge_commit_sha: ctx.random.chance(0.97) ? sha : null,
    },
  );
  ctx.emit(mergedAt, 'action.merge', QUEUE_INTERNAL_TRIGGER, plan.number, plan.baseRef, { branch: plan.baseRef });
  const waited = Math.floor((mergedAt - readyAt) / 1000);
  leaveQueue(ctx, member, mergedAt + between(ctx.random, 1 * SECOND, 3 * SECOND), {
    merged: true,
    reason: `Pull request #${plan.number} has been merged automatically at ${sha}`,
    dequeueCode: ctx.random.chance(0.95) ? 'PR_MERGED' : 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED',
    // A long gap between green checks and the merge is the merge schedule holding it back.
    waitingForSchedule: waited > 15 * 60 ? waited : 0,
    batch,
  });
}

export function failedCheckNames(ctx: GenerationContext): string[] {
  const first = ctx.random.pick(FLAKY_CHECK_NAMES);
  if (ctx.random.chance(0.8)) return [first];
  const second = ctx.random.pick(FLAKY_CHECK_NAMES);
  return second === first ? [first] : [first, second];
}

export function checksDuration(ctx: GenerationContext): number {
  return between(ctx.random, 6 * MINUTE, 22 * MINUTE);
}

/** `action.queue.conflict_deferred`: the member waits for a conflicting pull request ahead of it. */
export function writeConflictDeferred(ctx: GenerationContext, member: QueueMember, at: number): number[] {
  const ahead = sessionsOf(ctx, member)
    .filter((session) => session.enterAt < at && session.leaveAt > at && session.pullRequest !== member.plan.number)
    .sort((a, b) => a.enterAt - b.enterAt)
    .map((session) => session.pullRequest)
    .slice(0, 2);
  const blocking = ahead.length > 0 ? ahead : [Math.max(1, member.plan.number - ctx.random.int(1, 30))];
  ctx.emit(at, 'action.queue.conflict_deferred', QUEUE_INTERNAL_TRIGGER, member.plan.number, member.plan.baseRef, {
    branch: member.plan.baseRef,
    priority_rule_name: member.priorityRule,
    queue_name: member.queueName,
    queued_at: formatDateTime(member.enterAt),
    reason: `Conflicts with ${blocking.map((number) => `#${number}`).join(', ')} ahead in the queue; waiting for ${blocking.length > 1 ? 'them' : 'it'} to merge`,
    session_id: member.sessionId,
    blocking_pull_request_numbers: blocking,
  });
  return blocking;
}
