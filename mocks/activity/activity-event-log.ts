// The activity log of one repository: events in `received_at` order with a column index beside them.
// Seeded history is revealed in time order as the clock reaches it; events of mutations are appended
// with the clock's time after the seeded ones before it, so the order (and "ids increase with time")
// always holds.
import type { Clock } from '../core/clock';
import type { ActivityLogEvent, EventLog, NewActivityEvent } from './event-log-types';
import { batchNumberOf, NO_BATCH } from './batch-number';
import type { BatchNumbersById } from './batch-number';
import { checksNotStartedAttempt } from './checks-not-started-attempt';
import type { NotStartedCountsBySession } from './checks-not-started-attempt';
import { deriveOutcome } from './derive-outcome';
import { eventTypeCode, outcomeCode } from './event-catalog';
import { EventColumns } from './event-columns';
import { ValueDictionary } from './value-dictionary';

export interface ActivityEventLogOptions {
  /** "owner/name", stamped on every event. */
  repository: string;
  clock: Clock;
  /** Id given to the first event. */
  firstId?: number;
  /**
   * Called with the time of an `append` before it is stamped: the store reveals the seeded events up
   * to that moment first, so an appended event always follows every seeded one before it.
   */
  beforeAppend?: (receivedAt: number) => void;
}

export class ActivityEventLog implements EventLog {
  readonly repository: string;
  readonly columns = new EventColumns();
  readonly triggers = new ValueDictionary<string>();
  readonly baseRefs = new ValueDictionary<string>();
  /** Pull request and batch pull request numbers share one dictionary (filters and facets index it). */
  readonly numbers = new ValueDictionary<number>();
  private readonly events: ActivityLogEvent[] = [];
  private readonly batchNumbersById: BatchNumbersById = new Map();
  private readonly notStartedCounts: NotStartedCountsBySession = new Map();
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
    return this.events.length;
  }

  /** Events in `received_at` (and id) order, oldest first. Do not mutate. */
  get all(): readonly ActivityLogEvent[] {
    return this.events;
  }

  eventAt(index: number): ActivityLogEvent {
    const event = this.events[index];
    if (event === undefined) throw new RangeError(`No event at index ${index}`);
    return event;
  }

  append(event: NewActivityEvent): ActivityLogEvent {
    const now = this.clock.now();
    this.beforeAppend?.(now);
    return this.appendAt(event, now);
  }

  /**
   * Appends at `receivedAt`, or at the newest event's time when that is later (the log never goes back in
   * time, even if the clock is pinned behind the seeded history).
   */
  appendAt(event: NewActivityEvent, receivedAt: number): ActivityLogEvent {
    const columns = this.columns;
    const index = columns.length;
    const lastTime = index > 0 ? (columns.time[index - 1] ?? receivedAt) : receivedAt;
    const time = Math.max(Math.floor(receivedAt), lastTime);
    // Envelope fields in the documented order. `type` and `metadata` come from one NewActivityEvent member,
    // so this is that member plus the envelope (TypeScript cannot follow the correlation through the union).
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
    // After `metadata`, where the vendor publishes it; only on the one type that has it.
    const attempt = checksNotStartedAttempt(event, this.notStartedCounts);
    if (attempt !== undefined) Object.assign(stored, { attempt });
    this.events.push(stored);

    columns.ensureCapacity(index + 1);
    columns.time[index] = time;
    columns.id[index] = stored.id;
    columns.typeCode[index] = eventTypeCode(stored.type);
    columns.outcomeCode[index] = outcomeCode(stored.outcome);
    columns.triggerSlot[index] = this.triggers.intern(stored.trigger);
    columns.pullRequestSlot[index] = stored.pull_request === null ? -1 : this.numbers.intern(stored.pull_request);
    columns.baseRefSlot[index] = stored.base_ref === null ? -1 : this.baseRefs.intern(stored.base_ref);
    const batch = batchNumberOf(stored, this.batchNumbersById);
    columns.batchSlot[index] = batch === NO_BATCH ? -1 : this.numbers.intern(batch);
    columns.length = index + 1;
    return stored;
  }
}
