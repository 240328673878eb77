// The closed vocabularies of the activity log: the 46 event types and the 4 outcomes, generated from the
// contract. A value's index is its compact code in the event index (Uint8Array columns) of one store.
import { eventOutcomeValues, eventTypeValues } from '@/api/generated/enums';

export const EVENT_TYPES = eventTypeValues;
export const EVENT_OUTCOMES = eventOutcomeValues;

export type EventTypeName = (typeof EVENT_TYPES)[number];
export type EventOutcomeName = (typeof EVENT_OUTCOMES)[number];

const TYPE_CODES = new Map<string, number>(EVENT_TYPES.map((type, code) => [type, code]));
const OUTCOME_CODES = new Map<string, number>(EVENT_OUTCOMES.map((outcome, code) => [outcome, code]));

export function isEventType(value: string): value is EventTypeName {
  return TYPE_CODES.has(value);
}

export function isEventOutcome(value: string): value is EventOutcomeName {
  return OUTCOME_CODES.has(value);
}

export function eventTypeCode(type: EventTypeName): number {
  return TYPE_CODES.get(type) ?? -1;
}

export function outcomeCode(outcome: EventOutcomeName): number {
  return OUTCOME_CODES.get(outcome) ?? -1;
}
