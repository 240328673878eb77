// Collects the events the stories write, each with its time; the generator sorts and loads them at the
// end. Events outside the retained window [windowStart, now] are dropped here: stories are planned whole
// (a pull request created before the window still has its merge inside it) and cut at the edges.
import type { NewActivityEvent } from '../event-log-types';
import type { EventTypeName } from '../event-catalog';
import type { EventMetadataOf } from '../event-metadata-types';

export interface EventDraft {
  at: number;
  /** Emission order, the tie-break of equal times (keeps each story's order). */
  seq: number;
  event: NewActivityEvent;
}

export class EventDraftSink {
  readonly drafts: EventDraft[] = [];
  private seq = 0;

  constructor(
    readonly windowStart: number,
    readonly windowEnd: number,
  ) {}

  get size(): number {
    return this.drafts.length;
  }

  /** Returns the metadata object (stories patch a few fields once the whole picture is known). */
  emit<T extends EventTypeName>(
    at: number,
    type: T,
    trigger: string,
    pullRequest: number | null,
    baseRef: string | null,
    metadata: EventMetadataOf<T>,
  ): EventMetadataOf<T> {
    const time = Math.floor(at);
    if (time < this.windowStart || time > this.windowEnd) return metadata;
    // `type` and `metadata` come from the same T, so this is one valid member of the union.
    const event = { type, trigger, pull_request: pullRequest, base_ref: baseRef, metadata } as NewActivityEvent;
    this.drafts.push({ at: time, seq: this.seq++, event });
    return metadata;
  }

  /** Oldest first, stories' own order kept for equal times. */
  sorted(): EventDraft[] {
    return this.drafts.sort((a, b) => a.at - b.at || a.seq - b.seq);
  }
}
