// The closed vocabularies of the activity log, generated from the contract: 46 event types, 4 outcomes.
import { eventOutcomeValues, eventTypeValues } from '@/api/generated/enums';

export const EVENT_TYPES = eventTypeValues;
export const EVENT_OUTCOMES = eventOutcomeValues;

export type EventTypeName = (typeof EVENT_TYPES)[number];
export type EventOutcomeName = (typeof EVENT_OUTCOMES)[number];

export function isEventType(value: string): value is EventTypeName {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

export function isEventOutcome(value: string): value is EventOutcomeName {
  return (EVENT_OUTCOMES as readonly string[]).includes(value);
}
