// The merge queue as the activity log tells it: every queue session (one pull request's stay, from
// `action.queue.enter` to `action.queue.leave`, tied by `session_id`), every run of a batch's checks,
// merges and bisections. Built from the repository's revealed events and kept up to date as more are
// revealed (the log only ever appends), so every statistic reads the same history the log serves.
import type { ActivityEventLog } from '../activity/activity-event-log';
import type { ActivityLogEvent } from '../activity/event-log-types';
import type { QueueGroupKey } from './queue-group';

export interface SessionLeave {
  at: number;
  merged: boolean;
  /** `PR_MERGED`, `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED` or the abort code; null when the service did not know. */
  dequeueCode: string | null;
  waitingForScheduleSeconds: number;
  waitingForFreezeSeconds: number;
  batchId: string | null;
}

/** One run of checks the session's pull request took part in. */
export interface SessionRun {
  startAt: number;
  endAt: number | null;
  /** `retry_attempt` of its `action.queue.checks_end` (0 = first try, 1 = first retry); null when not retried. */
  retryAttempt: number | null;
}

export interface QueueSession {
  id: string;
  pullRequest: number | null;
  key: QueueGroupKey;
  /** The `action.queue.enter` time, or `queued_at` when the entry is older than the retained log. */
  enterAt: number;
  leave: SessionLeave | null;
  mergedAt: number | null;
  runs: SessionRun[];
}

/** One run of a batch's checks (a speculative check), shared by the sessions of its pull requests. */
export interface BatchRun {
  key: QueueGroupKey;
  startAt: number;
  endAt: number | null;
  /** Pull requests tested together. */
  size: number;
}

export interface QueueEntry {
  at: number;
  key: QueueGroupKey;
}

export interface QueueMerge {
  at: number;
  key: QueueGroupKey;
  /** When the merged pull request entered the queue (`queued_at`). */
  queuedAt: number;
}

export interface BisectionStart {
  at: number;
  key: QueueGroupKey;
  depth: number;
  batchSizeBeforeSplit: number;
}

export interface BisectionEnd {
  at: number;
  key: QueueGroupKey;
  culpritFound: boolean;
  maxFailureReached: boolean;
}

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
  readonly entries: QueueEntry[] = [];
  readonly merges: QueueMerge[] = [];
  readonly bisectionStarts: BisectionStart[] = [];
  readonly bisectionEnds: BisectionEnd[] = [];
  private readonly sessionsById = new Map<string, QueueSession>();
  /** Runs by batch and start: every member of a batch reports the same run. */
  private readonly runsById = new Map<string, BatchRun>();
  private readonly sessionRunsById = new Map<string, SessionRun>();
  /** Bisection events are written once per member of the batch; one bisection per batch and depth. */
  private readonly bisectionsSeen = new Set<string>();
  private position = 0;

  /** Reads the events appended to the log since the last call. */
  catchUp(log: ActivityEventLog): this {
    for (; this.position < log.size; this.position += 1) this.read(log.eventAt(this.position));
    return this;
  }

  private read(event: ActivityLogEvent): void {
    switch (event.type) {
      case 'action.queue.enter':
        return this.readEnter(event);
      case 'action.queue.leave':
        return this.readLeave(event);
      case 'action.queue.merged':
        return this.readMerged(event);
      case 'action.queue.checks_start':
        return this.readChecksStart(event);
      case 'action.queue.checks_end':
        return this.readChecksEnd(event);
      case 'action.queue.batch_bisection_start':
        return this.readBisectionStart(event);
      case 'action.queue.batch_bisection_end':
        return this.readBisectionEnd(event);
      default:
        return;
    }
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

  private readEnter(event: QueueEvent<'action.queue.enter'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    const session = this.session(metadata.session_id, event, key, event.received_at);
    session.enterAt = timeOf(event);
    this.entries.push({ at: session.enterAt, key });
  }

  private readLeave(event: QueueEvent<'action.queue.leave'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    // A leave without a session id is a session of its own.
    const session = this.session(metadata.session_id ?? `leave-${event.id}`, event, key, metadata.queued_at);
    session.leave = {
      at: timeOf(event),
      merged: metadata.merged,
      dequeueCode: metadata.dequeue_code,
      waitingForScheduleSeconds: metadata.seconds_waiting_for_schedule,
      waitingForFreezeSeconds: metadata.seconds_waiting_for_freeze,
      batchId: metadata.batch_id,
    };
  }

  private readMerged(event: QueueEvent<'action.queue.merged'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    const session = this.session(metadata.session_id, event, key, metadata.queued_at);
    const at = timeOf(event);
    session.mergedAt = at;
    this.merges.push({ at, key, queuedAt: Date.parse(metadata.queued_at) });
  }

  private runId(batchId: string | null, sessionId: string, startedAt: number): string {
    return `${batchId ?? sessionId}@${startedAt}`;
  }

  private readChecksStart(event: QueueEvent<'action.queue.checks_start'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    const check = metadata.speculative_check_pull_request;
    const startAt = check.checks_started_at === null ? timeOf(event) : Date.parse(check.checks_started_at);
    this.batchRun(this.runId(metadata.batch_id, metadata.session_id, startAt), key, startAt, check.pull_request_numbers.length);
    this.sessionRun(metadata.session_id, event, key, metadata.queued_at, metadata.batch_id, startAt);
  }

  private readChecksEnd(event: QueueEvent<'action.queue.checks_end'>): void {
    const { metadata } = event;
    const key = keyOf(event, metadata, metadata.branch);
    const check = metadata.speculative_check_pull_request;
    const endAt = timeOf(event);
    const startAt = check.checks_started_at === null ? endAt : Date.parse(check.checks_started_at);
    const run = this.batchRun(this.runId(metadata.batch_id, metadata.session_id, startAt), key, startAt, check.pull_request_numbers.length);
    run.endAt ??= endAt;
    const sessionRun = this.sessionRun(metadata.session_id, event, key, metadata.queued_at, metadata.batch_id, startAt);
    sessionRun.endAt ??= endAt;
    sessionRun.retryAttempt = metadata.retry_attempt;
  }

  private batchRun(id: string, key: QueueGroupKey, startAt: number, size: number): BatchRun {
    let run = this.runsById.get(id);
    if (run === undefined) {
      run = { key, startAt, endAt: null, size };
      this.runsById.set(id, run);
      this.runs.push(run);
    }
    return run;
  }

  private sessionRun(
    sessionId: string,
    event: ActivityLogEvent,
    key: QueueGroupKey,
    queuedAt: string,
    batchId: string | null,
    startAt: number,
  ): SessionRun {
    const id = `${sessionId}/${this.runId(batchId, sessionId, startAt)}`;
    let run = this.sessionRunsById.get(id);
    if (run === undefined) {
      run = { startAt, endAt: null, retryAttempt: null };
      this.sessionRunsById.set(id, run);
      this.session(sessionId, event, key, queuedAt).runs.push(run);
    }
    return run;
  }

  private readBisectionStart(event: QueueEvent<'action.queue.batch_bisection_start'>): void {
    const { metadata } = event;
    const id = `start/${metadata.batch_id ?? metadata.session_id}/${metadata.bisection_depth}`;
    if (this.bisectionsSeen.has(id)) return;
    this.bisectionsSeen.add(id);
    this.bisectionStarts.push({
      at: timeOf(event),
      key: keyOf(event, metadata, ''),
      depth: metadata.bisection_depth,
      batchSizeBeforeSplit: metadata.batch_size_before_split,
    });
  }

  private readBisectionEnd(event: QueueEvent<'action.queue.batch_bisection_end'>): void {
    const { metadata } = event;
    const id = `end/${metadata.batch_id ?? metadata.session_id}`;
    if (this.bisectionsSeen.has(id)) return;
    this.bisectionsSeen.add(id);
    this.bisectionEnds.push({
      at: timeOf(event),
      key: keyOf(event, metadata, ''),
      culpritFound: metadata.culprit_found,
      maxFailureReached: metadata.max_failure_resolution_reached,
    });
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
