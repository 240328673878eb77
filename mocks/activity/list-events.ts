// Operation 13 over the index: binary search for the window, then walk the columns from the cursor,
// testing typed-array values, and materialise only the events of the page.
import type { ActivityListQuery } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import type { ActivityPage } from './activity-page';
import { compileFilters, rejectionMask } from './compiled-filters';
import { lowerBound, upperBound } from './event-columns';
import type { ActivityLogEvent } from './event-log-types';

export function listEvents(log: ActivityEventLog, query: ActivityListQuery): ActivityPage {
  const { columns } = log;
  const filters = compileFilters(query.filters, log);
  const matches = (index: number): boolean => rejectionMask(filters, columns, index) === 0;
  const windowStart = lowerBound(columns.time, columns.length, query.window.from);
  const windowEnd = upperBound(columns.time, columns.length, query.window.to); // exclusive

  /** Newest matching index in [low, high), or -1. */
  const newestMatchBelow = (high: number, low: number): number => {
    for (let index = high - 1; index >= low; index--) if (matches(index)) return index;
    return -1;
  };
  /** Oldest matching index in [low, high), or -1. */
  const oldestMatchFrom = (low: number, high: number): number => {
    for (let index = low; index < high; index++) if (matches(index)) return index;
    return -1;
  };

  const picked: number[] = [];
  if (query.cursor?.direction === 'prev') {
    // Ids increase with the index, so "newer than the cursor event" is "after its index".
    let index = Math.max(windowStart, upperBound(columns.id, columns.length, query.cursor.id));
    for (; index < windowEnd && picked.length < query.perPage; index++) if (matches(index)) picked.push(index);
    picked.reverse();
  } else {
    const start = query.cursor ? Math.min(windowEnd, lowerBound(columns.id, columns.length, query.cursor.id)) : windowEnd;
    for (let index = start - 1; index >= windowStart && picked.length < query.perPage; index--) {
      if (matches(index)) picked.push(index);
    }
  }

  const newest = picked[0];
  const oldest = picked[picked.length - 1];
  const events: ActivityLogEvent[] = picked.map((index) => log.eventAt(index));
  return {
    events,
    hasNext: oldest !== undefined && newestMatchBelow(oldest, windowStart) >= 0,
    hasPrev: newest !== undefined && oldestMatchFrom(newest + 1, windowEnd) >= 0,
  };
}
