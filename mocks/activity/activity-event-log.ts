// One repository's activity log in `received_at` (and id) order: seeded events revealed as the clock reaches
// them (several stores may reveal one history), mutations appended at the clock's time, so ids grow with time.
import type { Clock } from '../core/clock';
import type { ActivityLogEvent, NewActivityEvent } from './event-types';
import { deriveOutcome } from './derive-outcome';
import type { EventHistory } from './generation/event-history';

/** An event with what the filters read besides its fields: its time in ms and its batch's number. */
export interface LoggedEvent {
  event: ActivityLogEvent;
  time: number;
  batch: number | null;
}

export class ActivityEventLog {
  readonly entries: LoggedEvent[] = [];
  /** batch_id → the number of its latest attempt. */
  private readonly batchNumbers = new Map<string, number>();
  /** session_id → `action.queue.checks_not_started` events so far. */
  private readonly notStartedCounts = new Map<string, number>();
  /** How many of the history's drafts are in the log. */
  private revealed = 0;
  private nextId = 1;

  /** `repository` ("owner/name") is stamped on every event; `history` is the seeded history it reveals (none: only appended events). */
  constructor(private readonly options: { repository: string; clock: Clock; history?: EventHistory }) {}

  get size(): number {
    return this.entries.length;
  }

  /** Oldest first. */
  get all(): ActivityLogEvent[] {
    return this.entries.map((entry) => entry.event);
  }

  eventAt(index: number): ActivityLogEvent {
    const entry = this.entries[index];
    if (entry === undefined) throw new RangeError(`No event at index ${index}`);
    return entry.event;
  }

  /** Appends every seeded event up to `time` (inclusive) that is not in the log yet. */
  revealUntil(time: number): void {
    const { history } = this.options;
    if (!history) return;
    history.finalizeUntil(time);
    const { drafts } = history;
    for (let draft = drafts[this.revealed]; draft !== undefined && draft.at <= time; draft = drafts[this.revealed]) {
      this.appendAt(draft.event, draft.at);
      this.revealed += 1;
    }
  }

  /** At the clock's time, after the seeded events up to it. */
  append(event: NewActivityEvent): ActivityLogEvent {
    const now = this.options.clock.now();
    this.revealUntil(now);
    return this.appendAt(event, now);
  }

  /** Never before the newest event, even when the clock is pinned behind the seeded history. */
  appendAt(event: NewActivityEvent, receivedAt: number): ActivityLogEvent {
    const time = Math.max(Math.floor(receivedAt), this.entries.at(-1)?.time ?? receivedAt);
    // Fields in the documented order; `type` and `metadata` come from one NewActivityEvent member.
    const stored = {
      id: this.nextId++,
      received_at: new Date(time).toISOString(),
      trigger: event.trigger,
      repository: this.options.repository,
      pull_request: event.pull_request,
      base_ref: event.base_ref,
      outcome: deriveOutcome(event.type, event.metadata),
      type: event.type,
      metadata: event.metadata,
    } as ActivityLogEvent;
    // `attempt`: which failure to start the checks this is in the queue session (after `metadata`, as published).
    if (event.type === 'action.queue.checks_not_started') {
      const attempt = (this.notStartedCounts.get(event.metadata.session_id) ?? 0) + 1;
      this.notStartedCounts.set(event.metadata.session_id, attempt);
      Object.assign(stored, { attempt });
    }
    this.entries.push({ event: stored, time, batch: this.batchNumberOf(stored) });
    return stored;
  }

  /** Checks events name their attempt's draft pull request; bisection events take their batch's latest. */
  private batchNumberOf(event: ActivityLogEvent): number | null {
    switch (event.type) {
      case 'action.queue.checks_start':
      case 'action.queue.checks_end': {
        const { number } = event.metadata.speculative_check_pull_request;
        if (event.metadata.batch_id !== null) this.batchNumbers.set(event.metadata.batch_id, number);
        return number;
      }
      case 'action.queue.batch_bisection_start':
      case 'action.queue.batch_bisection_end':
        return event.metadata.batch_id === null ? null : (this.batchNumbers.get(event.metadata.batch_id) ?? null);
      default:
        return null;
    }
  }
}
