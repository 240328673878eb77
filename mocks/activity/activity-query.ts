// The typed form of the activity-log query string, shared by operations 13 and 14.
import type { EventOutcomeName, EventTypeName } from './event-types';

/** Every filter is null when absent; a positive filter and its `not_` twin are never both set. */
export interface ActivityFilters {
  pullRequest: number[] | null;
  notPullRequest: number[] | null;
  baseRef: string | null;
  batchPull: number[] | null;
  notBatchPull: number[] | null;
  eventType: EventTypeName[] | null;
  notEventType: EventTypeName[] | null;
  outcome: EventOutcomeName[] | null;
  notOutcome: EventOutcomeName[] | null;
  trigger: string[] | null;
  notTrigger: string[] | null;
}

/** Inclusive bounds on `received_at`, epoch milliseconds. */
export interface TimeWindow {
  from: number;
  to: number;
}

export interface ActivityFilterQuery {
  filters: ActivityFilters;
  window: TimeWindow;
}

/** Where a page starts: strictly older ('next') or strictly newer ('prev') than the event (receivedAt, id). */
export interface CursorPosition {
  direction: 'next' | 'prev';
  receivedAt: number;
  id: number;
}

export interface ActivityListQuery extends ActivityFilterQuery {
  perPage: number;
  cursor: CursorPosition | null;
}

export const NO_FILTERS: ActivityFilters = {
  pullRequest: null,
  notPullRequest: null,
  baseRef: null,
  batchPull: null,
  notBatchPull: null,
  eventType: null,
  notEventType: null,
  outcome: null,
  notOutcome: null,
  trigger: null,
  notTrigger: null,
};
