// One repository's activity log: events in `received_at` (and id) order. Seeded events are revealed as
// the clock reaches them and mutations append at the clock's time, so ids always increase with time.
import type { Clock } from '../core/clock';
import type { ActivityLogEvent, EventLog, NewActivityEvent } from './event-log-types';
import { deriveOutcome } from './derive-outcome';

/** An event with what the filters read besides its fields: its time in ms and its batch's number. */
export interface LoggedEvent {
  event: ActivityLogEvent;
  time: number;
  batch: number | null;
}

export interface ActivityEventLogOptions {
  /** "owner/name", stamped on every event. */
  repository: string;
  clock: Clock;
  firstId?: number;
  /** Lets the store reveal the seeded events up to an append's time first, so the append follows them. */
  beforeAppend?: (receivedAt: number) => void;
}

export class ActivityEventLog implements EventLog {
  readonly repository: string;
  readonly entries: LoggedEvent[] = [];
  /** batch_id → the number of its latest attempt. */
  private readonly batchNumbers = new Map<string, number>();
  /** session_id → `action.queue.checks_not_started` events so far. */
  private readonly notStartedCounts = new Map<string, number>();
  private readonly clock: Clock;
  private readonly beforeAppend: ((receivedAt: number) => void) | undefined;
  private nextId: number;

  constructor(options: ActivityEventLogOptions) {
    this.repository = options.repository;
    this.clock = options.clock;
    this.beforeAppend = options.beforeAppend;
    this.nextId = options.firstId ?? 1;
  }

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

  append(event: NewActivityEvent): ActivityLogEvent {
    const now = this.clock.now();
    this.beforeAppend?.(now);
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
      repository: this.repository,
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
