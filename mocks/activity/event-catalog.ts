// The closed vocabularies of the activity log, generated from the contract: 46 event types, 4 outcomes.
import { eventOutcomeValues, eventTypeValues } from '@/api/generated/enums';

export const EVENT_TYPES = eventTypeValues;
export const EVENT_OUTCOMES = eventOutcomeValues;

export type EventTypeName = (typeof EVENT_TYPES)[number];
export type EventOutcomeName = (typeof EVENT_OUTCOMES)[number];
