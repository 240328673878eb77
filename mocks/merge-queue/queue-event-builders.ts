// Queue events written by hand for the derivations' unit tests: a small story told event by event into
// a real ActivityEventLog, every metadata field the contract requires present, the rest plain.
import { ActivityEventLog } from '../activity/activity-event-log';
import type { NewActivityEvent } from '../activity/event-log-types';
import type { EventMetadataOf } from '../activity/event-metadata-types';

export const T0 = Date.parse('2026-11-10T00:00:00.000Z');
export const MINUTE = 60_000;

export interface Member {
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

export class QueueStory {
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
