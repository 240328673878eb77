// Operation 13: one page of the matching events, newest first, before or after the cursor's event.
import type { ActivityListQuery } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import type { ActivityLogEvent } from './event-types';
import { eventFilters, eventsIn } from './event-filters';

export interface ActivityPage {
  /** Newest first. */
  events: ActivityLogEvent[];
  /** Older matching events exist after the last one of this page. */
  hasNext: boolean;
  /** Newer matching events exist before the first one of this page. */
  hasPrev: boolean;
}

export function listEvents(log: ActivityEventLog, query: ActivityListQuery): ActivityPage {
  const filters = eventFilters(query.filters);
  const matching = eventsIn(log.entries, query.window).filter((entry) => filters.every((filter) => filter.keeps(entry)));
  const { cursor, perPage } = query;
  // Ids increase with time, so "older than the cursor's event" is "a smaller id".
  const firstNotOlder = (id: number): number => {
    const index = matching.findIndex((entry) => entry.event.id >= id);
    return index < 0 ? matching.length : index;
  };
  let start: number;
  let end: number;
  if (cursor?.direction === 'prev') {
    start = firstNotOlder(cursor.id + 1);
    end = Math.min(matching.length, start + perPage);
  } else {
    end = cursor ? firstNotOlder(cursor.id) : matching.length;
    start = Math.max(0, end - perPage);
  }
  const page = matching.slice(start, end).reverse();
  return {
    events: page.map((entry) => entry.event),
    hasNext: page.length > 0 && start > 0,
    hasPrev: page.length > 0 && end < matching.length,
  };
}
