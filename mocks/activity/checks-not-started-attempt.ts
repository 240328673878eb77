// `attempt` of `action.queue.checks_not_started`: which failure to start the checks this is within the
// pull request's stay in the queue (its `session_id`), counting from 1. The service derives it from every
// failure it stored for the stay, so the mock counts them as the log receives them, not the stories.
import type { NewActivityEvent } from './event-log-types';

/** Mutable memory of session_id → failures so far; feed it events in `received_at` order. */
export type NotStartedCountsBySession = Map<string, number>;

/** The event's attempt, or undefined for every other type (the field exists only on this one). */
export function checksNotStartedAttempt(event: NewActivityEvent, counts: NotStartedCountsBySession): number | undefined {
  if (event.type !== 'action.queue.checks_not_started') return undefined;
  const attempt = (counts.get(event.metadata.session_id) ?? 0) + 1;
  counts.set(event.metadata.session_id, attempt);
  return attempt;
}
