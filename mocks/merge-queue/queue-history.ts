// The merge queue as the activity log tells it: sessions (one pull request's stay, enter → leave, tied by
// `session_id`), runs of a batch's checks, merges and bisections. Caught up as the log grows (it only appends).
import type { ActivityEventLog } from '../activity/activity-event-log';
import type { ActivityLogEvent } from '../activity/event-types';
import { compareText } from '../core/statistics';

/** The vendor's grouping of every merge-queue figure. */
export interface QueueGroupKey {
  baseRef: string;
  queueName: string;
  priorityRuleName: string | null;
}

/** The request's filters; null when the parameter is absent. */
export interface QueueGroupFilters {
  baseRefs: readonly string[] | null;
  queueNames: readonly string[] | null;
  priorityRuleNames: readonly string[] | null;
}

export const NO_GROUP_FILTERS: QueueGroupFilters = { baseRefs: null, queueNames: null, priorityRuleNames: null };

/** A group's map key: NUL joins (no name holds one), "\u0001" for no rule; cheaper than JSON.stringify. */
export function groupId(key: QueueGroupKey): string {
  return `${key.baseRef}\u0000${key.queueName}\u0000${key.priorityRuleName ?? '\u0001'}`;
}

/** A filter lists names, so a pull request under no priority rule is left out once `priority_rule_name` is given. */
export function matchesGroupFilters(key: QueueGroupKey, filters: QueueGroupFilters): boolean {
  if (filters.baseRefs !== null && !filters.baseRefs.includes(key.baseRef)) return false;
  if (filters.queueNames !== null && !filters.queueNames.includes(key.queueName)) return false;
  if (filters.priorityRuleNames === null) return true;
  return key.priorityRuleName !== null && filters.priorityRuleNames.includes(key.priorityRuleName);
}

/** Base branch, queue, then priority rule (none first). */
export function compareGroupKeys(a: QueueGroupKey, b: QueueGroupKey): number {
  const rule = (name: string | null) => (name === null ? '' : `\u0001${name}`);
  return (
    compareText(a.baseRef, b.baseRef) ||
    compareText(a.queueName, b.queueName) ||
    compareText(rule(a.priorityRuleName), rule(b.priorityRuleName))
  );
}

export interface SessionLeave {
  at: number;
  merged: boolean;
  /** `PR_MERGED…` or the abort code; null when the service did not know. */
  dequeueCode: string | null;
  waitingForScheduleSeconds: number;
  waitingForFreezeSeconds: number;
  batchId: string | null;
}

/** One run of checks the session's pull request took part in; `retryAttempt` from its checks_end. */
export interface SessionRun {
  startAt: number;
  endAt: number | null;
  retryAttempt: number | null;
}

export interface QueueSession {
  id: string;
  pullRequest: number | null;
  key: QueueGroupKey;
  /** The enter event's time, or `queued_at` when the entry is older than the retained log. */
  enterAt: number;
  leave: SessionLeave | null;
  mergedAt: number | null;
  runs: SessionRun[];
}

export type EndedSession = QueueSession & { leave: SessionLeave };
export const isEnded = (session: QueueSession): session is EndedSession => session.leave !== null;
export const endedAt = (session: EndedSession): number => session.leave.at;

/** One run of a batch's checks, shared by the sessions of its pull requests. */
export interface BatchRun {
  key: QueueGroupKey;
  startAt: number;
  endAt: number | null;
  size: number;
}

type Keyed<T> = T & { at: number; key: QueueGroupKey };

type QueueEvent<T extends ActivityLogEvent['type']> = Extract<ActivityLogEvent, { type: T }>;

function keyOf(
  event: ActivityLogEvent,
  metadata: { queue_name: string; priority_rule_name: string | null },
  branch: string,
): QueueGroupKey {
  return { baseRef: event.base_ref ?? branch, queueName: metadata.queue_name, priorityRuleName: metadata.priority_rule_name };
}

const timeOf = (event: ActivityLogEvent): number => Date.parse(event.received_at);

export class QueueHistory {
  readonly sessions: QueueSession[] = [];
  readonly runs: BatchRun[] = [];
  readonly entries: Keyed<object>[] = [];
  readonly merges: Keyed<{ queuedAt: number }>[] = [];
  readonly bisectionStarts: Keyed<{ depth: number; batchSizeBeforeSplit: number }>[] = [];
  readonly bisectionEnds: Keyed<{ culpritFound: boolean; maxFailureReached: boolean }>[] = [];
  private readonly sessionsById = new Map<string, QueueSession>();
  /** Every member of a batch reports the same run, and the same bisection. */
  private readonly runsById = new Map<string, BatchRun>();
  private readonly sessionRunsById = new Map<string, SessionRun>();
  private readonly bisectionsSeen = new Set<string>();
  private position = 0;

  /** Reads the events appended to the log since the last call. */
  catchUp(log: ActivityEventLog): this {
    for (; this.position < log.size; this.position += 1) this.read(log.eventAt(this.position));
    return this;
  }

  private read(event: ActivityLogEvent): void {
    switch (event.type) {
      case 'action.queue.enter': {
        const key = keyOf(event, event.metadata, event.metadata.branch);
        const session = this.session(event.metadata.session_id, event, key, event.received_at);
        session.enterAt = timeOf(event);
        this.entries.push({ at: session.enterAt, key });
        return;
      }
      case 'action.queue.leave': {
        const { metadata } = event;
        // A leave without a session id is a session of its own.
        const session = this.session(
          metadata.session_id ?? `leave-${event.id}`,
          event,
          keyOf(event, metadata, metadata.branch),
          metadata.queued_at,
        );
        session.leave = {
          at: timeOf(event),
          merged: metadata.merged,
          dequeueCode: metadata.dequeue_code,
          waitingForScheduleSeconds: metadata.seconds_waiting_for_schedule,
          waitingForFreezeSeconds: metadata.seconds_waiting_for_freeze,
          batchId: metadata.batch_id,
        };
        return;
      }
      case 'action.queue.merged': {
        const { metadata } = event;
        const key = keyOf(event, metadata, metadata.branch);
        const at = timeOf(event);
        this.session(metadata.session_id, event, key, metadata.queued_at).mergedAt = at;
        this.merges.push({ at, key, queuedAt: Date.parse(metadata.queued_at) });
        return;
      }
      case 'action.queue.checks_start':
      case 'action.queue.checks_end':
        return this.readChecks(event);
      case 'action.queue.batch_bisection_start': {
        const { metadata } = event;
        if (!this.firstOf(`start/${metadata.batch_id ?? metadata.session_id}/${metadata.bisection_depth}`)) return;
        const { bisection_depth: depth, batch_size_before_split: batchSizeBeforeSplit } = metadata;
        this.bisectionStarts.push({ at: timeOf(event), key: keyOf(event, metadata, ''), depth, batchSizeBeforeSplit });
        return;
      }
      case 'action.queue.batch_bisection_end': {
        const { metadata } = event;
        if (!this.firstOf(`end/${metadata.batch_id ?? metadata.session_id}`)) return;
        const { culprit_found: culpritFound, max_failure_resolution_reached: maxFailureReached } = metadata;
        this.bisectionEnds.push({ at: timeOf(event), key: keyOf(event, metadata, ''), culpritFound, maxFailureReached });
        return;
      }
    }
  }

  private firstOf(id: string): boolean {
    if (this.bisectionsSeen.has(id)) return false;
    this.bisectionsSeen.add(id);
    return true;
  }

  /** The session of `sessionId`, opened from the event when its entry is older than the retained log. */
  private session(sessionId: string, event: ActivityLogEvent, key: QueueGroupKey, queuedAt: string): QueueSession {
    let session = this.sessionsById.get(sessionId);
    if (session === undefined) {
      session = {
        id: sessionId,
        pullRequest: event.pull_request,
        key,
        enterAt: Date.parse(queuedAt),
        leave: null,
        mergedAt: null,
        runs: [],
      };
      this.sessionsById.set(sessionId, session);
      this.sessions.push(session);
    }
    return session;
  }

  private readChecks(event: QueueEvent<'action.queue.checks_start'> | QueueEvent<'action.queue.checks_end'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    const check = metadata.speculative_check_pull_request;
    const startAt = check.checks_started_at === null ? timeOf(event) : Date.parse(check.checks_started_at);
    const runId = `${metadata.batch_id ?? metadata.session_id}@${startAt}`;
    let run = this.runsById.get(runId);
    if (run === undefined) {
      run = { key, startAt, endAt: null, size: check.pull_request_numbers.length };
      this.runsById.set(runId, run);
      this.runs.push(run);
    }
    const sessionRunId = `${metadata.session_id}/${runId}`;
    let sessionRun = this.sessionRunsById.get(sessionRunId);
    if (sessionRun === undefined) {
      sessionRun = { startAt, endAt: null, retryAttempt: null };
      this.sessionRunsById.set(sessionRunId, sessionRun);
      this.session(metadata.session_id, event, key, metadata.queued_at).runs.push(sessionRun);
    }
    if (event.type !== 'action.queue.checks_end') return;
    run.endAt ??= timeOf(event);
    sessionRun.endAt ??= timeOf(event);
    sessionRun.retryAttempt = event.metadata.retry_attempt;
  }
}

const histories = new WeakMap<ActivityEventLog, QueueHistory>();

/** The queue history of a repository's log, caught up with what the log holds now. */
export function queueHistoryOf(log: ActivityEventLog): QueueHistory {
  let history = histories.get(log);
  if (history === undefined) {
    history = new QueueHistory();
    histories.set(log, history);
  }
  return history.catchUp(log);
}
