// The batch (draft) pull request of an event, for `batch_pull` and `by_batch_pull_request`: checks
// events name their attempt's; bisection events only their batch_id, so they take its latest attempt's.
import type { ActivityLogEvent } from './event-log-types';

/** batch_id → latest attempt number; fed events in `received_at` order. */
export type BatchNumbersById = Map<string, number>;

export function batchNumberOf(event: ActivityLogEvent, numbersById: BatchNumbersById): number | null {
  switch (event.type) {
    case 'action.queue.checks_start':
    case 'action.queue.checks_end': {
      const { number } = event.metadata.speculative_check_pull_request;
      if (event.metadata.batch_id !== null) numbersById.set(event.metadata.batch_id, number);
      return number;
    }
    case 'action.queue.batch_bisection_start':
    case 'action.queue.batch_bisection_end':
      return event.metadata.batch_id === null ? null : (numbersById.get(event.metadata.batch_id) ?? null);
    default:
      return null;
  }
}
