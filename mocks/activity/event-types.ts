// The activity log's vocabularies and event shapes, generated from the contract: 46 event types, 4 outcomes.
import { eventOutcomeValues, eventTypeValues } from '@/api/generated/enums';
import type { components } from '@/api/generated/schema';

export const EVENT_TYPES = eventTypeValues;
export const EVENT_OUTCOMES = eventOutcomeValues;

export type EventTypeName = (typeof EVENT_TYPES)[number];
export type EventOutcomeName = (typeof EVENT_OUTCOMES)[number];

export type ActivityLogEvent = components['schemas']['ActivityLogEvent'];

export type ActivityEventOf<T extends EventTypeName> = Extract<ActivityLogEvent, { type: T }>;

export type EventMetadataOf<T extends EventTypeName> = ActivityEventOf<T>['metadata'];

// Omit that keeps the union discriminated by `type` (plain Omit would merge the variants).
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a writer supplies; the log assigns `id`, `received_at`, `repository`, `outcome` and `attempt`. */
export type NewActivityEvent = DistributiveOmit<ActivityLogEvent, 'id' | 'received_at' | 'repository' | 'outcome' | 'attempt'>;
