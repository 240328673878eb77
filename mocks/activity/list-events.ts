// Operation 13: the matching events, newest first (the handler pages them).
import type { ActivityFilterQuery } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import type { ActivityLogEvent } from './event-types';
import { eventFilters, eventsIn } from './event-filters';

export function listEvents(log: ActivityEventLog, query: ActivityFilterQuery): ActivityLogEvent[] {
  const filters = eventFilters(query.filters);
  const matching = eventsIn(log.entries, query.window).filter((entry) => filters.every((filter) => filter.keeps(entry)));
  return matching.reverse().map((entry) => entry.event);
}
