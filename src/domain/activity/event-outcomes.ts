import { eventOutcomeValues } from '@/api/generated/enums';
import type { EventOutcome } from '@/api/types';

/** The contract's outcomes in its order, which is also the order the facet and legends list them. */
export const EVENT_OUTCOMES = eventOutcomeValues;

export const OUTCOME_LABELS: Record<EventOutcome, string> = {
  success: 'Success',
  failure: 'Failure',
  pending: 'Pending',
  neutral: 'Neutral',
};

/** Mantine palette names, one per outcome, for every icon and badge that shows one. */
export const OUTCOME_COLORS: Record<EventOutcome, string> = {
  success: 'teal',
  failure: 'red',
  pending: 'yellow',
  neutral: 'gray',
};

export function isOutcome(value: string): value is EventOutcome {
  return (EVENT_OUTCOMES as readonly string[]).includes(value);
}

/** "Failure"; an outcome newer than the contract reads as its raw name. */
export function outcomeLabel(outcome: string): string {
  return isOutcome(outcome) ? OUTCOME_LABELS[outcome] : outcome;
}
