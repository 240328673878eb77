// The activity log's filters as predicates on one event, named so a facet can leave its own out.
import type { TimeWindow } from '../core/date-time';
import type { ActivityFilters } from './activity-query';
import type { LoggedEvent } from './activity-event-log';

export type FilterName = 'pullRequest' | 'baseRef' | 'batchPull' | 'eventType' | 'outcome' | 'trigger';

export interface EventFilter {
  name: FilterName;
  keeps(entry: LoggedEvent): boolean;
}

type Value = string | number | null;

/** The filters the query sets. An event with no value never matches an include list, always an exclude list. */
export function eventFilters(filters: ActivityFilters): EventFilter[] {
  const lists: [FilterName, (entry: LoggedEvent) => Value, readonly Value[] | null, readonly Value[] | null][] = [
    ['pullRequest', (entry) => entry.event.pull_request, filters.pullRequest, filters.notPullRequest],
    ['baseRef', (entry) => entry.event.base_ref, filters.baseRef === null ? null : [filters.baseRef], null],
    ['batchPull', (entry) => entry.batch, filters.batchPull, filters.notBatchPull],
    ['eventType', (entry) => entry.event.type, filters.eventType, filters.notEventType],
    ['outcome', (entry) => entry.event.outcome, filters.outcome, filters.notOutcome],
    ['trigger', (entry) => entry.event.trigger, filters.trigger, filters.notTrigger],
  ];
  return lists.flatMap(([name, valueOf, include, exclude]): EventFilter[] => {
    if (include !== null) return [{ name, keeps: (entry) => valueOf(entry) !== null && include.includes(valueOf(entry)) }];
    if (exclude !== null) return [{ name, keeps: (entry) => valueOf(entry) === null || !exclude.includes(valueOf(entry)) }];
    return [];
  });
}

/** The events of the window (inclusive bounds), oldest first. */
export function eventsIn(entries: readonly LoggedEvent[], window: TimeWindow): LoggedEvent[] {
  return entries.filter((entry) => entry.time >= window.from && entry.time <= window.to);
}
