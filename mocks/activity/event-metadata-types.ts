// Type helpers over the contract's per-type event variants.
import type { ActivityLogEvent } from './event-log-types';
import type { EventTypeName } from './event-catalog';

export type ActivityEventOf<T extends EventTypeName> = Extract<ActivityLogEvent, { type: T }>;

export type EventMetadataOf<T extends EventTypeName> = ActivityEventOf<T>['metadata'];

/** A `{ type, metadata }` pair whose metadata is narrowed by its type (switchable). */
export type TypedMetadata = {
  [T in EventTypeName]: { type: T; metadata: EventMetadataOf<T> };
}[EventTypeName];
