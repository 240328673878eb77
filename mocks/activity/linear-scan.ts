// The reference implementation of operations 13 and 14: plain loops over event objects, no index, no
// typed arrays, every rule written the obvious way. Tests assert the fast path equals it on random
// queries; the benchmark measures how much the index buys.
import type { ActivityFilterQuery, ActivityFilters, ActivityListQuery } from './activity-query';
import type { ActivityPage } from './activity-page';
import type { ActivityLogAggregate } from './aggregate-events';
import { histogramRows } from './aggregate-events';
import { batchNumberOf, NO_BATCH } from './batch-number';
import type { ActivityLogEvent } from './event-log-types';
import { FACET_TOP_LIMIT, numberFacetRows, stringFacetRows } from './facet-rows';
import { bucketIndexOf, planHistogram } from './histogram-plan';

type Dimension = 'pullRequest' | 'baseRef' | 'batchPull' | 'eventType' | 'outcome' | 'trigger';

interface ScannedEvent {
  event: ActivityLogEvent;
  time: number;
  batch: number;
}

function scan(events: readonly ActivityLogEvent[]): ScannedEvent[] {
  const ordered = events
    .map((event) => ({ event, time: Date.parse(event.received_at), batch: NO_BATCH }))
    .sort((a, b) => a.time - b.time || a.event.id - b.event.id);
  const numbersById = new Map<string, number>();
  for (const item of ordered) item.batch = batchNumberOf(item.event, numbersById);
  return ordered;
}

function includeExclude<T>(value: T | null, include: readonly T[] | null, exclude: readonly T[] | null): boolean {
  if (include !== null) return value !== null && include.includes(value);
  if (exclude !== null) return value === null || !exclude.includes(value);
  return true;
}

function passes(item: ScannedEvent, filters: ActivityFilters, dimension: Dimension): boolean {
  const { event } = item;
  switch (dimension) {
    case 'pullRequest':
      return includeExclude(event.pull_request, filters.pullRequest, filters.notPullRequest);
    case 'baseRef':
      return filters.baseRef === null || event.base_ref === filters.baseRef;
    case 'batchPull':
      return includeExclude(item.batch === NO_BATCH ? null : item.batch, filters.batchPull, filters.notBatchPull);
    case 'eventType':
      return includeExclude(event.type, filters.eventType, filters.notEventType);
    case 'outcome':
      return includeExclude(event.outcome, filters.outcome, filters.notOutcome);
    case 'trigger':
      return includeExclude(event.trigger, filters.trigger, filters.notTrigger);
  }
}

const DIMENSIONS: Dimension[] = ['pullRequest', 'baseRef', 'batchPull', 'eventType', 'outcome', 'trigger'];

function matching(items: ScannedEvent[], query: ActivityFilterQuery, ignored?: Dimension): ScannedEvent[] {
  return items.filter(
    (item) =>
      item.time >= query.window.from &&
      item.time <= query.window.to &&
      DIMENSIONS.every((dimension) => dimension === ignored || passes(item, query.filters, dimension)),
  );
}

export function linearScanList(events: readonly ActivityLogEvent[], query: ActivityListQuery): ActivityPage {
  const newestFirst = matching(scan(events), query).reverse();
  const { cursor } = query;
  let start = 0;
  let end: number;
  if (cursor?.direction === 'next') {
    start = newestFirst.findIndex(
      (item) => item.time < cursor.receivedAt || (item.time === cursor.receivedAt && item.event.id < cursor.id),
    );
    if (start < 0) start = newestFirst.length;
    end = Math.min(newestFirst.length, start + query.perPage);
  } else if (cursor?.direction === 'prev') {
    end = newestFirst.findIndex((item) => item.time < cursor.receivedAt || (item.time === cursor.receivedAt && item.event.id <= cursor.id));
    if (end < 0) end = newestFirst.length;
    start = Math.max(0, end - query.perPage);
  } else {
    end = Math.min(newestFirst.length, query.perPage);
  }
  const page = newestFirst.slice(start, end);
  return {
    events: page.map((item) => item.event),
    hasNext: page.length > 0 && end < newestFirst.length,
    hasPrev: page.length > 0 && start > 0,
  };
}

function countBy<T>(items: ScannedEvent[], key: (item: ScannedEvent) => T | null): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) {
    const value = key(item);
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

export function linearScanAggregate(events: readonly ActivityLogEvent[], query: ActivityFilterQuery): ActivityLogAggregate {
  const items = scan(events);
  const selected = matching(items, query);
  const plan = planHistogram(query.window);
  const histogram = new Array<number>(plan.count).fill(0);
  for (const item of selected) {
    const bucket = bucketIndexOf(plan, item.time);
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
  }
  return {
    total: selected.length,
    interval_size_seconds: plan.widthMs / 1000,
    histogram: histogramRows(plan, histogram),
    by_event_type: stringFacetRows(countBy(matching(items, query, 'eventType'), (item) => item.event.type)),
    by_outcome: stringFacetRows(countBy(matching(items, query, 'outcome'), (item) => item.event.outcome)),
    by_trigger: stringFacetRows(
      countBy(matching(items, query, 'trigger'), (item) => item.event.trigger),
      FACET_TOP_LIMIT,
    ),
    by_pull_request: numberFacetRows(
      countBy(matching(items, query, 'pullRequest'), (item) => item.event.pull_request),
      FACET_TOP_LIMIT,
    ),
    by_batch_pull_request: numberFacetRows(
      countBy(matching(items, query, 'batchPull'), (item) => (item.batch === NO_BATCH ? null : item.batch)),
      FACET_TOP_LIMIT,
    ),
  };
}
