// Operation 14: the total and histogram of the matching events, and the five facets.
import type { components } from '@/api/generated/schema';
import { eventFilters, eventsIn, FACETS, type ActivityFilterQuery, type FilterName } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import { bucketBounds, bucketIndexOf, planHistogram } from './histogram-plan';

export type ActivityLogAggregate = components['schemas']['ActivityLogAggregateResponse'];
type FacetCount = components['schemas']['FacetCount'];

/** The documented cap of by_trigger, by_pull_request and by_batch_pull_request. */
const FACET_TOP_LIMIT = 200;

/** Count descending, ties by value ascending (numerically for pull request numbers). */
function facetRows(counts: Map<string | number, { count: number }>, limit = Infinity): FacetCount[] {
  const rows = [...counts].sort(([a, { count: countA }], [b, { count: countB }]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0));
  return rows.slice(0, limit).map(([value, { count }]) => ({ value: String(value), count }));
}

export function aggregateEvents(log: ActivityEventLog, query: ActivityFilterQuery): ActivityLogAggregate {
  const plan = planHistogram(query.window);
  const histogram = new Array<number>(plan.count).fill(0);
  const facets = FACETS.map((facet) => ({ ...facet, counts: new Map<string | number, { count: number }>() }));
  const filters = eventFilters(query.filters);
  let total = 0;
  for (const entry of eventsIn(log.entries, query.window)) {
    let rejections = 0;
    let rejectedBy: string | null = null;
    for (const filter of filters) {
      if (filter.keeps(entry)) continue;
      rejections++;
      rejectedBy = filter.name;
    }
    if (rejections > 1) continue;
    if (rejections === 0) {
      total++;
      histogram[bucketIndexOf(plan, entry.time)]!++;
    }
    // A facet counts the events that every filter but its own keeps.
    for (const { name, valueOf, counts } of facets) {
      if (rejections === 1 && rejectedBy !== name) continue;
      const value = valueOf(entry);
      if (value === null) continue;
      const cell = counts.get(value); // one lookup per event: a 90-day log holds some 64,000
      if (cell) cell.count++;
      else counts.set(value, { count: 1 });
    }
  }
  const rows = (facet: FilterName, limit?: number) => facetRows(facets.find((item) => item.name === facet)!.counts, limit);
  return {
    total,
    interval_size_seconds: plan.widthMs / 1000,
    histogram: histogram.map((count, index) => {
      const { start, end } = bucketBounds(plan, index);
      return { start: new Date(start).toISOString(), end: new Date(end).toISOString(), count };
    }),
    by_event_type: rows('eventType'),
    by_outcome: rows('outcome'),
    by_trigger: rows('trigger', FACET_TOP_LIMIT),
    by_pull_request: rows('pullRequest', FACET_TOP_LIMIT),
    by_batch_pull_request: rows('batchPull', FACET_TOP_LIMIT),
  };
}
