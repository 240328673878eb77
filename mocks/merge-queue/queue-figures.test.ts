// The derivations over a small queue story told event by event into a real ActivityEventLog (every
// metadata field the contract requires present, the rest plain): every figure written literally.
import { beforeAll, describe, expect, it } from 'vitest';
import { ActivityEventLog } from '../activity/activity-event-log';
import type { NewActivityEvent, EventMetadataOf } from '../activity/event-types';
import {
  averageCiRuntime,
  batchBisection,
  batchSize,
  branches,
  checksOutcome,
  checksOutcomeByInterval,
  checksRetries,
  enteredCount,
  exitReasons,
  failureRate,
  idleQueueTime,
  mergedCount,
  queueNames,
  queueSize,
  runningSpeculativeChecks,
  skipIntermediateResults,
  timeToMerge,
  totalQueueTime,
  type QueueStatsQuery,
} from './queue-figures';
import { NO_GROUP_FILTERS, QueueHistory, queueHistoryOf } from './queue-history';

const T0 = Date.parse('2026-11-10T00:00:00.000Z');
const MINUTE = 60_000;

interface Member {
  pr: number;
  session: string;
  enterAt: number;
  queue?: string;
  priority?: string | null;
  base?: string;
}

const iso = (ms: number) => new Date(ms).toISOString();
const queueOf = (m: Member) => m.queue ?? 'default';
const baseOf = (m: Member) => m.base ?? 'main';
const priorityOf = (m: Member) => (m.priority === undefined ? null : m.priority);

class QueueStory {
  readonly log = new ActivityEventLog({ repository: 'acme/story', clock: { now: () => T0 } });

  private emit(at: number, member: Member, event: Omit<NewActivityEvent, 'trigger' | 'pull_request' | 'base_ref'>): void {
    this.log.appendAt({ trigger: 'Rule: queue', pull_request: member.pr, base_ref: baseOf(member), ...event } as NewActivityEvent, at);
  }

  enter(member: Member): void {
    this.emit(member.enterAt, member, {
      type: 'action.queue.enter',
      metadata: {
        queue_name: queueOf(member),
        branch: baseOf(member),
        queued_at: iso(member.enterAt),
        priority_rule_name: priorityOf(member),
        session_id: member.session,
      },
    });
  }

  private batchFields(member: Member, batchId: string) {
    return {
      branch: baseOf(member),
      priority_rule_name: priorityOf(member),
      queue_name: queueOf(member),
      queued_at: iso(member.enterAt),
      batch_id: batchId,
      train_car_id: batchId,
      batch_name: `main/batch-${batchId.slice(0, 8)}`,
      scopes: null,
      parent_batch_ids: null,
      session_id: member.session,
    };
  }

  private check(members: Member[], startAt: number, endAt: number | null, conclusion: 'pending' | 'success' | 'failure') {
    return {
      number: 20_001,
      in_place: false,
      checks_timed_out: false,
      checks_conclusion: conclusion,
      checks_started_at: iso(startAt),
      checks_ended_at: endAt === null ? null : iso(endAt),
      unsuccessful_checks: [],
      pull_request_numbers: members.map((m) => m.pr),
    };
  }

  /** A run of the batch's checks; `endAt` null leaves it running. */
  run(
    members: Member[],
    batchId: string,
    startAt: number,
    endAt: number | null,
    options: { failed?: boolean; retryAttempt?: number | null } = {},
  ): void {
    for (const member of members) {
      this.emit(startAt, member, {
        type: 'action.queue.checks_start',
        metadata: {
          ...this.batchFields(member, batchId),
          start_reason: 'First time checks',
          speculative_check_pull_request: this.check(members, startAt, null, 'pending'),
          previous_batch_id: null,
          previous_batch_name: null,
        },
      });
    }
    if (endAt === null) return;
    for (const member of members) {
      this.emit(endAt, member, {
        type: 'action.queue.checks_end',
        metadata: {
          ...this.batchFields(member, batchId),
          aborted: false,
          abort_code: null,
          abort_reason: null,
          abort_status: 'DEFINITIVE',
          retry_attempt: options.retryAttempt ?? null,
          max_retries: options.retryAttempt === undefined ? null : 1,
          speculative_check_pull_request: this.check(members, startAt, endAt, options.failed ? 'failure' : 'success'),
        },
      } as Omit<NewActivityEvent, 'trigger' | 'pull_request' | 'base_ref'>);
    }
  }

  merged(member: Member, at: number): void {
    this.emit(at, member, {
      type: 'action.queue.merged',
      metadata: {
        branch: baseOf(member),
        queue_name: queueOf(member),
        queued_at: iso(member.enterAt),
        priority_rule_name: priorityOf(member),
        session_id: member.session,
        merge_commit_sha: null,
      },
    });
  }

  leave(
    member: Member,
    at: number,
    leave: { merged: boolean; code: string | null; batchId?: string; schedule?: number; freeze?: number },
  ): void {
    const metadata: EventMetadataOf<'action.queue.leave'> = {
      reason: leave.merged ? 'merged' : 'dequeued',
      merged: leave.merged,
      queue_name: queueOf(member),
      branch: baseOf(member),
      queued_at: iso(member.enterAt),
      seconds_waiting_for_schedule: leave.schedule ?? 0,
      seconds_waiting_for_freeze: leave.freeze ?? 0,
      priority_rule_name: priorityOf(member),
      conditions_evaluation: null,
      checks: [],
      unsuccessful_checks: [],
      pull_request_head_sha: 'a'.repeat(40),
      session_id: member.session,
      dequeue_code: leave.code,
      batch_id: leave.batchId ?? null,
      scopes: null,
      all_scopes: null,
    };
    this.emit(at, member, { type: 'action.queue.leave', metadata });
  }

  bisection(members: Member[], batchId: string, startAt: number, endAt: number, depth: number, culprit: Member | null): void {
    const common = (member: Member) => ({
      queue_name: queueOf(member),
      priority_rule_name: priorityOf(member),
      original_batch_pr_numbers: members.map((m) => m.pr),
      session_id: member.session,
      batch_id: batchId,
      train_car_id: batchId,
      batch_name: 'main/batch',
    });
    for (const member of members) {
      this.emit(startAt, member, {
        type: 'action.queue.batch_bisection_start',
        metadata: {
          ...common(member),
          batch_size_before_split: members.length,
          number_of_sub_batches: 2,
          bisection_depth: depth,
          is_top_level: depth === 1,
        },
      });
    }
    for (const member of members) {
      this.emit(endAt, member, {
        type: 'action.queue.batch_bisection_end',
        metadata: {
          ...common(member),
          culprit_found: culprit !== null,
          culprit_pr_numbers: culprit ? [culprit.pr] : [],
          confirmed_culprit_pr_numbers: null,
          dropped_unverified_pr_numbers: null,
          remaining_pr_numbers: members.filter((m) => m !== culprit).map((m) => m.pr),
          max_failure_resolution_reached: culprit === null,
        },
      });
    }
  }
}

const DAY = 86_400_000;
const HOUR = 60 * MINUTE;
const SECOND = 1000;
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const A: Member = { pr: 1, session: id(1), enterAt: T0 };
const B: Member = { pr: 2, session: id(2), enterAt: T0 + MINUTE };
const C: Member = { pr: 3, session: id(3), enterAt: T0 + 30 * MINUTE, queue: 'hotfix', priority: 'urgent' };
/** Entered before the retained log: only its leave is told. */
const G: Member = { pr: 7, session: id(7), enterAt: T0 - 2 * DAY, base: 'release' };
const D: Member = { pr: 4, session: id(4), enterAt: T0 + DAY };
const E: Member = { pr: 5, session: id(5), enterAt: T0 + DAY + MINUTE };
const F: Member = { pr: 6, session: id(6), enterAt: T0 + DAY + 2 * MINUTE };
const NOW = T0 + DAY + 60 * MINUTE;

let history: QueueHistory;
beforeAll(() => {
  const story = new QueueStory();
  story.enter(A);
  story.enter(B);
  // A first try fails, the retry passes; B rides along in the same batch.
  story.run([A, B], id(100), T0 + 2 * MINUTE, T0 + 12 * MINUTE, { failed: true, retryAttempt: 0 });
  story.run([A, B], id(100), T0 + 13 * MINUTE, T0 + 23 * MINUTE, { retryAttempt: 1 });
  story.merged(A, T0 + 24 * MINUTE);
  story.leave(A, T0 + 24 * MINUTE + SECOND, { merged: true, code: 'PR_MERGED', batchId: id(100), schedule: 30 });
  story.merged(B, T0 + 25 * MINUTE);
  story.leave(B, T0 + 25 * MINUTE + SECOND, { merged: true, code: 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED', batchId: id(100) });
  story.enter(C);
  story.leave(C, T0 + 40 * MINUTE, { merged: false, code: 'CHECKS_FAILED' });
  story.leave(G, T0 + 50 * MINUTE, { merged: false, code: null });
  story.enter(D);
  story.enter(E);
  story.enter(F);
  story.run([D], id(101), T0 + DAY + 3 * MINUTE, null);
  story.bisection([E, F], id(102), T0 + DAY + 10 * MINUTE, T0 + DAY + 30 * MINUTE, 1, F);
  story.leave(F, T0 + DAY + 31 * MINUTE, { merged: false, code: 'CHECKS_FAILED', batchId: id(102) });
  history = new QueueHistory().catchUp(story.log);
});

const THREE_DAYS: QueueStatsQuery = { window: { from: T0, to: T0 + 3 * DAY }, filters: NO_GROUP_FILTERS };
const DAYS = [0, 1, 2].map((day) => ({ start: iso(T0 + day * DAY), end: iso(T0 + (day + 1) * DAY) }));
const MAIN = { base_ref: 'main', queue_name: 'default', priority_rule_name: null };
const HOTFIX = { base_ref: 'main', queue_name: 'hotfix', priority_rule_name: 'urgent' };
const RELEASE = { base_ref: 'release', queue_name: 'default', priority_rule_name: null };

describe('the queue history', () => {
  it('ties the events of a session together, and opens the session of a lone leave at its queued_at', () => {
    expect(history.sessions.map((session) => [session.pullRequest, session.enterAt, session.leave?.at ?? null])).toEqual([
      [1, A.enterAt, T0 + 24 * MINUTE + SECOND],
      [2, B.enterAt, T0 + 25 * MINUTE + SECOND],
      [3, C.enterAt, T0 + 40 * MINUTE],
      [7, G.enterAt, T0 + 50 * MINUTE],
      [4, D.enterAt, null],
      [5, E.enterAt, null],
      [6, F.enterAt, T0 + DAY + 31 * MINUTE],
    ]);
    expect(history.entries).toHaveLength(6);
  });

  it('counts a batch run once, however many pull requests report it', () => {
    expect(history.runs.map((run) => [run.startAt - T0, run.endAt === null ? null : run.endAt - T0, run.size])).toEqual([
      [2 * MINUTE, 12 * MINUTE, 2],
      [13 * MINUTE, 23 * MINUTE, 2],
      [DAY + 3 * MINUTE, null, 1],
    ]);
    expect(history.bisectionStarts).toHaveLength(1);
    expect(history.bisectionEnds).toHaveLength(1);
  });
});

describe('counts of events', () => {
  it('lists the groups with a session in the window, sorted, zero-filled per day', () => {
    expect(enteredCount(history, THREE_DAYS)).toEqual({
      groups: [
        { ...MAIN, stats: DAYS.map((day, index) => ({ ...day, entered: [2, 3, 0][index] })) },
        { ...HOTFIX, stats: DAYS.map((day, index) => ({ ...day, entered: [1, 0, 0][index] })) },
        { ...RELEASE, stats: DAYS.map((day) => ({ ...day, entered: 0 })) },
      ],
    });
    expect(mergedCount(history, THREE_DAYS).groups[0]?.stats.map((day) => day.merged)).toEqual([2, 0, 0]);
  });

  it('filters groups by base branch, queue and priority rule', () => {
    const only = (filters: Partial<QueueStatsQuery['filters']>) =>
      enteredCount(history, { ...THREE_DAYS, filters: { ...NO_GROUP_FILTERS, ...filters } }).groups.map(
        (group) => group.queue_name + '@' + group.base_ref,
      );
    expect(only({ queueNames: ['hotfix'] })).toEqual(['hotfix@main']);
    expect(only({ priorityRuleNames: ['urgent'] })).toEqual(['hotfix@main']);
    expect(only({ baseRefs: ['release'] })).toEqual(['default@release']);
    expect(only({ baseRefs: ['elsewhere'] })).toEqual([]);
  });

  it('leaves out groups with no session in the window', () => {
    const dayTwo = { ...THREE_DAYS, window: { from: T0 + DAY, to: T0 + 2 * DAY } };
    expect(enteredCount(history, dayTwo).groups.map((group) => group.queue_name)).toEqual(['default']);
  });
});

describe('how sessions ended', () => {
  it('counts each session once at its leave, by exit reason and by checks outcome', () => {
    expect(exitReasons(history, THREE_DAYS).groups.map((group) => group.stats)).toEqual([
      [
        { ...DAYS[0], exit_reason: 'PR_MERGED', count: 1 },
        { ...DAYS[0], exit_reason: 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED', count: 1 },
        { ...DAYS[1], exit_reason: 'CHECKS_FAILED', count: 1 },
      ],
      [{ ...DAYS[0], exit_reason: 'CHECKS_FAILED', count: 1 }],
      [{ ...DAYS[0], exit_reason: 'UNKNOWN', count: 1 }],
    ]);
    expect(checksOutcomeByInterval(history, THREE_DAYS).groups[0]?.stats).toEqual([
      { ...DAYS[0], check_outcome: 'SUCCESS', count: 2 },
      { ...DAYS[1], check_outcome: 'CHECKS_FAILED', count: 1 },
    ]);
    const totals = checksOutcome(history, THREE_DAYS).groups[0]?.stats;
    expect(totals?.SUCCESS).toBe(2);
    expect(totals?.CHECKS_FAILED).toBe(1);
    expect(Object.values(totals ?? {}).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('rates failures among the sessions that ended', () => {
    expect(failureRate(history, THREE_DAYS).groups[0]?.stats).toEqual([
      { ...DAYS[0], total: 2, failures: 0, failure_rate: 0 },
      { ...DAYS[1], total: 1, failures: 1, failure_rate: 1 },
      { ...DAYS[2], total: 0, failures: 0, failure_rate: 0 },
    ]);
  });

  it('counts as failures only failed and timed-out checks, every exit in the total', () => {
    const story = new QueueStory();
    const codes = ['PR_MERGED', 'CHECKS_FAILED', 'CHECKS_TIMEOUT', 'CHECKS_INTERRUPTED', 'DROPPED_BY_BISECTION_ELIMINATION', 'PR_DEQUEUED'];
    codes.forEach((code, index) => {
      const member: Member = { pr: 20 + index, session: id(20 + index), enterAt: T0 + index * MINUTE };
      story.enter(member);
      story.leave(member, T0 + HOUR + index * MINUTE, { merged: code === 'PR_MERGED', code });
    });
    expect(failureRate(new QueueHistory().catchUp(story.log), THREE_DAYS).groups[0]?.stats[0]).toEqual({
      ...DAYS[0],
      total: 6,
      failures: 2,
      failure_rate: 2 / 6,
    });
  });

  it('counts a batch saved by skipping intermediate results once', () => {
    expect(skipIntermediateResults(history, THREE_DAYS).groups[0]?.stats.map((day) => day.batches_saved)).toEqual([1, 0, 0]);
  });
});

describe('checks', () => {
  it('averages the runtime of the runs that ended, one per batch run', () => {
    expect(averageCiRuntime(history, THREE_DAYS).groups[0]?.stats[0]).toEqual({
      ...DAYS[0],
      runtime: 600,
      sum_runtime: 1200,
      count_runtime: 2,
    });
  });

  it('measures batches when their run starts', () => {
    expect(batchSize(history, THREE_DAYS).groups[0]?.stats.slice(0, 2)).toEqual([
      { ...DAYS[0], avg_batch_size: 2, max_batch_size: 2, min_batch_size: 2, sum_batch_size: 4, count_batch_size: 2 },
      { ...DAYS[1], avg_batch_size: 1, max_batch_size: 1, min_batch_size: 1, sum_batch_size: 1, count_batch_size: 1 },
    ]);
  });

  it('counts retries per session and whether the session recovered', () => {
    expect(checksRetries(history, THREE_DAYS).groups[0]?.stats[0]).toEqual({
      ...DAYS[0],
      total_retries: 2,
      sessions_with_retries: 2,
      recovered: 2,
      not_recovered: 0,
      recovery_rate: 1,
      avg_retry_depth: 1,
      max_retry_depth: 1,
    });
  });

  it('counts one bisection per split batch, started and completed', () => {
    const bisections = batchBisection(history, THREE_DAYS);
    expect(bisections.started[0]?.stats[1]).toEqual({
      ...DAYS[1],
      bisection_count: 1,
      avg_depth: 1,
      max_depth: 1,
      avg_batch_size_before_split: 2,
    });
    expect(bisections.completed[0]?.stats[1]).toEqual({
      ...DAYS[1],
      bisection_completed_count: 1,
      culprit_found_count: 1,
      max_failure_reached_count: 0,
    });
  });
});

describe('time in the queue', () => {
  it('measures each stay from entry to exit', () => {
    // A: T0 → 24m01s, B: 1m → 25m01s: 1441 s each.
    expect(totalQueueTime(history, THREE_DAYS).groups[0]?.stats[0]).toEqual({
      ...DAYS[0],
      avg_queue_time: 1441,
      max_queue_time: 1441,
      min_queue_time: 1441,
      sum_queue_time: 2882,
      count_queue_time: 2,
    });
  });

  it('splits each stay into CI, schedule, freeze and capacity', () => {
    const group = idleQueueTime(history, THREE_DAYS).groups[0];
    // A: 1441 s = 1200 s CI (two 10-minute runs) + 30 s schedule + 211 s capacity; B: 1441 s = 1200 + 241.
    expect(group?.stats[0]).toMatchObject({
      ci_runtime: 1200,
      idle_schedule: 15,
      idle_capacity: 226,
      sum_idle_capacity: 452,
      count_idle: 2,
    });
    expect(group?.summary).toMatchObject({ max_idle_schedule: 30, p95_ci_runtime: 1200, max_ci_runtime: 1200, avg_idle_freeze: 0 });
  });
});

describe('occupancy', () => {
  it('follows the queue size over the day, up to now', () => {
    const hours = { window: { from: T0, to: T0 + HOUR }, filters: NO_GROUP_FILTERS };
    // A in from 0 to 24m01s, B from 1m to 25m01s: 2 × 1441 s in queue over the hour's 3600 s.
    const stat = queueSize(history, hours, NOW).groups[0]?.stats[0];
    expect(stat).toEqual({ start: iso(T0), end: iso(T0 + HOUR), avg_size: 2882 / 3600, max_size: 2, min_size: 0 });
  });

  it('counts running speculative checks per base branch and queue, a run still going until now', () => {
    const dayOne = { window: { from: T0 + DAY, to: T0 + DAY + HOUR }, filters: NO_GROUP_FILTERS };
    expect(runningSpeculativeChecks(history, dayOne, NOW).groups).toEqual([
      {
        base_ref: 'main',
        queue_name: 'default',
        stats: [
          { start: iso(T0 + DAY), end: iso(T0 + DAY + HOUR), avg_running_checks: 57 / 60, max_running_checks: 1, min_running_checks: 0 },
        ],
      },
    ]);
  });
});

describe('time to merge and the filters’ choices', () => {
  it('averages entry to merge per queue over the 7 days before `at`, null for a queue without merges', () => {
    expect(timeToMerge(history, { at: NOW, branch: null })).toEqual([
      {
        queues: [
          { queue_name: 'default', time_to_merge: { mean: 1440, median: 1440 } },
          { queue_name: 'hotfix', time_to_merge: { mean: null, median: null } },
        ],
      },
    ]);
    expect(timeToMerge(history, { at: NOW, branch: 'release' })).toEqual([
      { queues: [{ queue_name: 'default', time_to_merge: { mean: null, median: null } }] },
    ]);
    expect(timeToMerge(history, { at: T0 - 3 * DAY, branch: null })).toEqual([{ queues: [] }]);
  });

  it('lists the base branches and queues that held a pull request in the window', () => {
    expect(branches(history, THREE_DAYS.window)).toEqual({ base_refs: ['main', 'release'] });
    expect(queueNames(history, { from: T0 + DAY, to: T0 + 2 * DAY })).toEqual({ queue_names: ['default'] });
  });
});

const HA: Member = { pr: 1, session: '00000000-0000-4000-8000-000000000001', enterAt: T0 };
const HB: Member = { pr: 2, session: '00000000-0000-4000-8000-000000000002', enterAt: T0 + MINUTE };

describe('queueHistoryOf', () => {
  it('reads only what the log gained since the last call, into the same history', () => {
    const story = new QueueStory();
    story.enter(HA);
    story.run([HA], 'batch-a', T0 + MINUTE, null);
    const history = queueHistoryOf(story.log);
    expect([history.sessions.length, history.runs[0]?.endAt]).toEqual([1, null]);

    story.enter(HB);
    story.run([HA], 'batch-a', T0 + MINUTE, T0 + 5 * MINUTE);
    story.leave(HA, T0 + 6 * MINUTE, { merged: false, code: 'CHECKS_FAILED' });
    expect(queueHistoryOf(story.log)).toBe(history);
    expect(history.sessions.map((session) => [session.pullRequest, session.leave?.dequeueCode ?? null])).toEqual([
      [1, 'CHECKS_FAILED'],
      [2, null],
    ]);
    // The run's start is not read twice: one run, now ended.
    expect(history.runs.map((run) => run.endAt)).toEqual([T0 + 5 * MINUTE]);
    expect(history.sessions[0]?.runs).toEqual([{ startAt: T0 + MINUTE, endAt: T0 + 5 * MINUTE, retryAttempt: null }]);
  });
});
