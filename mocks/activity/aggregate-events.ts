// Operation 14 over the index: one pass over the window computes the total, the histogram and all five
// facets; a facet counts the events rejected by nothing but its own filter.
import type { components } from '@/api/generated/schema';
import type { ActivityFilterQuery } from './activity-query';
import type { ActivityEventLog } from './activity-event-log';
import { compileFilters, FILTER_BIT, rejectionMask } from './compiled-filters';
import { EVENT_OUTCOMES, EVENT_TYPES } from './event-catalog';
import { lowerBound, upperBound } from './event-columns';
import { FACET_TOP_LIMIT, numberFacetRows, stringFacetRows } from './facet-rows';
import { bucketBounds, bucketIndexOf, planHistogram } from './histogram-plan';
import type { HistogramPlan } from './histogram-plan';

export type ActivityLogAggregate = components['schemas']['ActivityLogAggregateResponse'];

export function histogramRows(plan: HistogramPlan, counts: ArrayLike<number>): ActivityLogAggregate['histogram'] {
  return Array.from({ length: plan.count }, (_, index) => {
    const { start, end } = bucketBounds(plan, index);
    return { start: new Date(start).toISOString(), end: new Date(end).toISOString(), count: counts[index] ?? 0 };
  });
}

function slotEntries<T>(counts: Uint32Array, valueAt: (slot: number) => T): [T, number][] {
  const entries: [T, number][] = [];
  counts.forEach((count, slot) => {
    if (count > 0) entries.push([valueAt(slot), count]);
  });
  return entries;
}

export function aggregateEvents(log: ActivityEventLog, query: ActivityFilterQuery): ActivityLogAggregate {
  const { columns } = log;
  const filters = compileFilters(query.filters, log);
  const plan = planHistogram(query.window);
  const histogram = new Uint32Array(plan.count);
  const byType = new Uint32Array(EVENT_TYPES.length);
  const byOutcome = new Uint32Array(EVENT_OUTCOMES.length);
  const byTrigger = new Uint32Array(log.triggers.size);
  const byPullRequest = new Uint32Array(log.numbers.size);
  const byBatch = new Uint32Array(log.numbers.size);
  let total = 0;

  const start = lowerBound(columns.time, columns.length, query.window.from);
  const end = upperBound(columns.time, columns.length, query.window.to);
  for (let index = start; index < end; index++) {
    const mask = rejectionMask(filters, columns, index);
    if (mask === 0) {
      total++;
      histogram[bucketIndexOf(plan, columns.time[index] ?? 0)]!++;
    }
    if ((mask & ~FILTER_BIT.eventType) === 0) byType[columns.typeCode[index] ?? 0]!++;
    if ((mask & ~FILTER_BIT.outcome) === 0) byOutcome[columns.outcomeCode[index] ?? 0]!++;
    if ((mask & ~FILTER_BIT.trigger) === 0) byTrigger[columns.triggerSlot[index] ?? 0]!++;
    const pullRequestSlot = columns.pullRequestSlot[index] ?? -1;
    if (pullRequestSlot >= 0 && (mask & ~FILTER_BIT.pullRequest) === 0) byPullRequest[pullRequestSlot]!++;
    const batchSlot = columns.batchSlot[index] ?? -1;
    if (batchSlot >= 0 && (mask & ~FILTER_BIT.batchPull) === 0) byBatch[batchSlot]!++;
  }

  const numberAt = (slot: number): number => log.numbers.valueAt(slot);
  return {
    total,
    interval_size_seconds: plan.widthMs / 1000,
    histogram: histogramRows(plan, histogram),
    by_event_type: stringFacetRows(slotEntries(byType, (code) => EVENT_TYPES[code] ?? '')),
    by_outcome: stringFacetRows(slotEntries(byOutcome, (code) => EVENT_OUTCOMES[code] ?? '')),
    by_trigger: stringFacetRows(
      slotEntries(byTrigger, (slot) => log.triggers.valueAt(slot)),
      FACET_TOP_LIMIT,
    ),
    by_pull_request: numberFacetRows(slotEntries(byPullRequest, numberAt), FACET_TOP_LIMIT),
    by_batch_pull_request: numberFacetRows(slotEntries(byBatch, numberAt), FACET_TOP_LIMIT),
  };
}
