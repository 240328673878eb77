// Collects a block's events with their times, dropping those before the block's window: stories are planned
// whole but the history only ever appends.
import type { NewActivityEvent, EventTypeName, EventMetadataOf } from '../event-types';
import { PLAIN_TEXT, type TextStyle } from '../../store/hostile-text';

/** Metadata fields that are free text in every event type that has them (never an enum or a name). */
const FREE_TEXT_FIELDS = ['title', 'summary', 'message', 'reason'] as const;

export interface EventDraft {
  at: number;
  /** Emission order across blocks, the tie-break of equal times (keeps each story's order). */
  seq: number;
  event: NewActivityEvent;
}

export class EventDraftSink {
  readonly drafts: EventDraft[] = [];

  constructor(
    readonly windowStart: number,
    /** The next emission number (the next block continues from it). */
    public nextSeq = 0,
    private readonly text: TextStyle = PLAIN_TEXT,
  ) {}

  /** Returns the metadata object (stories patch a few fields once the whole picture is known). */
  emit<T extends EventTypeName>(
    at: number,
    type: T,
    trigger: string,
    pullRequest: number | null,
    baseRef: string | null,
    metadata: EventMetadataOf<T>,
  ): EventMetadataOf<T> {
    // `type` and `metadata` come from the same T, so this is one valid member of the union.
    this.add(at, { type, trigger, pull_request: pullRequest, base_ref: baseRef, metadata } as NewActivityEvent);
    return metadata;
  }

  add(at: number, event: NewActivityEvent): void {
    const time = Math.floor(at);
    if (time < this.windowStart) return;
    if (this.text !== PLAIN_TEXT) this.writeFreeText(event.metadata as Record<string, unknown>);
    this.drafts.push({ at: time, seq: this.nextSeq++, event });
  }

  /** Rewrites the free-text fields in the repository's style, in place (stories may patch them later). */
  private writeFreeText(metadata: Record<string, unknown>): void {
    for (const field of FREE_TEXT_FIELDS) {
      const value = metadata[field];
      if (typeof value === 'string') metadata[field] = this.text('eventText', value, this.nextSeq + field.length);
    }
  }
}
