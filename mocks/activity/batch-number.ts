// Which batch (draft) pull request an event belongs to, for `batch_pull` and `by_batch_pull_request`.
// checks_start/checks_end snapshot the number of their attempt (the user's own PR when in_place); the
// bisection events of a batch carry only its batch_id, so they take the number of the latest attempt of
// that batch seen before them (the attempt whose failure started the bisection).
import type { ActivityLogEvent } from './event-log-types';

export const NO_BATCH = -1;

/** Mutable memory of batch_id → latest attempt number; feed it events in `received_at` order. */
export type BatchNumbersById = Map<string, number>;

export function batchNumberOf(event: ActivityLogEvent, numbersById: BatchNumbersById): number {
  switch (event.type) {
    case 'action.queue.checks_start':
    case 'action.queue.checks_end': {
      const { number } = event.metadata.speculative_check_pull_request;
      if (event.metadata.batch_id !== null) numbersById.set(event.metadata.batch_id, number);
      return number;
    }
    case 'action.queue.batch_bisection_start':
    case 'action.queue.batch_bisection_end':
      return event.metadata.batch_id === null ? NO_BATCH : (numbersById.get(event.metadata.batch_id) ?? NO_BATCH);
    default:
      return NO_BATCH;
  }
}
