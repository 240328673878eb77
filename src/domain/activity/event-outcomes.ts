import { eventOutcomeValues } from '@/api/generated/enums';
import type { EventOutcome } from '@/api/types';

/** The contract's outcomes in its order, which is also the order the facet and legends list them. */
export const EVENT_OUTCOMES = eventOutcomeValues;

/** Each outcome's words, and its Mantine palette name for every icon and badge that shows one. */
export const OUTCOMES: Record<EventOutcome, { label: string; color: string }> = {
  success: { label: 'Success', color: 'teal' },
  failure: { label: 'Failure', color: 'red' },
  pending: { label: 'Pending', color: 'yellow' },
  neutral: { label: 'Neutral', color: 'gray' },
};

export function isOutcome(value: string): value is EventOutcome {
  return (EVENT_OUTCOMES as readonly string[]).includes(value);
}

/** "Failure"; an outcome newer than the contract reads as its raw name. */
export function outcomeLabel(outcome: string): string {
  return isOutcome(outcome) ? OUTCOMES[outcome].label : outcome;
}
