// The typed form of the activity-log query string, shared by operations 13 and 14.
import type { TimeWindow } from '../core/date-time';
import type { PageRequest } from '../core/pagination';
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

export interface ActivityFilterQuery {
  filters: ActivityFilters;
  /** Inclusive bounds on `received_at`. */
  window: TimeWindow;
}

export interface ActivityListQuery extends ActivityFilterQuery {
  page: PageRequest;
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
