import { beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../core/clock';
import { ActivityEventLog } from './activity-event-log';
import { FIXTURE_NOW_MS as FIXTURE_NOW, listQuery, seededRepository } from '../../tests/mock-kit/test-store';
import { aggregateEvents } from './aggregate-events';
import type { ActivityLogAggregate } from './aggregate-events';
import type { ActivityLogEvent } from './event-types';
import { listEvents } from './activity-query';

const DAY = 86_400_000;
const WEEK = { from: FIXTURE_NOW - 7 * DAY, to: FIXTURE_NOW };
const MONTH = { from: FIXTURE_NOW - 30 * DAY, to: FIXTURE_NOW };
let log: ActivityEventLog;

beforeAll(() => {
  log = seededRepository().log;
});

const countAll = (query: ReturnType<typeof listQuery>): number => listEvents(log, query).length;

function asMap(rows: ActivityLogAggregate['by_event_type']): Map<string, number> {
  return new Map(rows.map((row) => [row.value, row.count]));
}

function expectSorted(rows: ActivityLogAggregate['by_event_type'], numeric = false): void {
  rows.forEach((row, index) => {
    expect(row.count).toBeGreaterThan(0);
    expect(typeof row.value).toBe('string');
    const previous = rows[index - 1];
    if (!previous) return;
    expect(previous.count).toBeGreaterThanOrEqual(row.count);
    if (previous.count === row.count) {
      if (numeric) expect(Number(previous.value)).toBeLessThan(Number(row.value));
      else expect(previous.value < row.value).toBe(true);
    }
  });
}

describe('aggregateEvents', () => {
  it('total equals what the list returns for the same filters', () => {
    for (const filters of [
      {},
      { outcome: ['failure' as const] },
      { eventType: ['action.queue.checks_end' as const], notTrigger: ['@alice'] },
    ]) {
      const query = listQuery(WEEK, filters);
      expect(aggregateEvents(log, query).total).toBe(countAll(query));
    }
  });

  it('zero-fills a histogram that tiles the range and sums to the total', () => {
    const aggregate = aggregateEvents(log, listQuery(MONTH, { notOutcome: ['neutral'] }));
    expect(aggregate.interval_size_seconds).toBe(14_400);
    expect(aggregate.histogram[0]?.start).toBe(new Date(MONTH.from).toISOString());
    expect(aggregate.histogram[aggregate.histogram.length - 1]?.end).toBe(new Date(MONTH.to).toISOString());
    aggregate.histogram.forEach((bucket, index) => {
      if (index > 0) expect(bucket.start).toBe(aggregate.histogram[index - 1]?.end);
    });
    expect(aggregate.histogram.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(aggregate.total);
    const quiet = aggregateEvents(log, listQuery({ from: FIXTURE_NOW + DAY, to: FIXTURE_NOW + 2 * DAY }));
    expect(quiet.total).toBe(0);
    expect(quiet.histogram.length).toBe(144);
    expect(quiet.histogram.every((bucket) => bucket.count === 0)).toBe(true);
    expect([quiet.by_event_type, quiet.by_outcome, quiet.by_trigger, quiet.by_pull_request, quiet.by_batch_pull_request]).toEqual([
      [],
      [],
      [],
      [],
      [],
    ]);
  });

  it('each facet leaves out its own filter (positive or not_) and applies the others', () => {
    const unfiltered = aggregateEvents(log, listQuery(WEEK));
    const byType = aggregateEvents(log, listQuery(WEEK, { eventType: ['action.merge'] }));
    const notType = aggregateEvents(log, listQuery(WEEK, { notEventType: ['action.merge', 'action.post_check'] }));
    expect(byType.by_event_type).toEqual(unfiltered.by_event_type);
    expect(notType.by_event_type).toEqual(unfiltered.by_event_type);
    // The other facets see only merges.
    expect(byType.by_outcome).toEqual([{ value: 'success', count: asMap(unfiltered.by_event_type).get('action.merge') }]);
    expect(byType.total).toBe(asMap(unfiltered.by_event_type).get('action.merge'));

    const failures = aggregateEvents(log, listQuery(WEEK, { outcome: ['failure'] }));
    expect(failures.by_outcome).toEqual(unfiltered.by_outcome);
    expect(failures.by_event_type.reduce((sum, row) => sum + row.count, 0)).toBe(failures.total);

    const trigger = unfiltered.by_trigger[0]?.value ?? '';
    const oneTrigger = aggregateEvents(log, listQuery(WEEK, { trigger: [trigger] }));
    expect(oneTrigger.by_trigger).toEqual(unfiltered.by_trigger);
    expect(oneTrigger.total).toBe(unfiltered.by_trigger[0]?.count);
  });

  it('by_pull_request and by_batch_pull_request always show their whole distribution', () => {
    const unfiltered = aggregateEvents(log, listQuery(WEEK));
    const pull = Number(unfiltered.by_pull_request[0]?.value);
    const batch = Number(unfiltered.by_batch_pull_request[0]?.value);
    const onePull = aggregateEvents(log, listQuery(WEEK, { pullRequest: [pull] }));
    const notPull = aggregateEvents(log, listQuery(WEEK, { notPullRequest: [pull] }));
    expect(onePull.by_pull_request).toEqual(unfiltered.by_pull_request);
    expect(notPull.by_pull_request).toEqual(unfiltered.by_pull_request);
    const oneBatch = aggregateEvents(log, listQuery(WEEK, { batchPull: [batch] }));
    expect(oneBatch.by_batch_pull_request).toEqual(unfiltered.by_batch_pull_request);
    expect(oneBatch.total).toBe(unfiltered.by_batch_pull_request[0]?.count);
  });

  it('sorts by count (ties by value), has no zero rows, keeps values as strings', () => {
    const aggregate = aggregateEvents(log, listQuery(MONTH, { eventType: ['action.queue.checks_end'] }));
    expectSorted(aggregate.by_event_type);
    expectSorted(aggregate.by_outcome);
    expectSorted(aggregate.by_trigger);
    expectSorted(aggregate.by_pull_request, true);
    expectSorted(aggregate.by_batch_pull_request, true);
  });

  it('caps by_pull_request and by_batch_pull_request at the top 200', () => {
    const aggregate = aggregateEvents(log, listQuery(MONTH));
    const distinctPulls = new Set(log.all.map((event) => event.pull_request).filter((value) => value !== null));
    expect(distinctPulls.size).toBeGreaterThan(200);
    expect(aggregate.by_pull_request).toHaveLength(200);
    expect(aggregate.by_batch_pull_request).toHaveLength(200);
  });

  it('caps by_trigger at the top 200, keeping the most frequent', () => {
    const manyTriggers = new ActivityEventLog({ repository: 'acme/checkout', clock: createClock(FIXTURE_NOW) });
    for (let index = 0; index < 300; index++) {
      for (let copy = 0; copy <= index % 7; copy++) {
        manyTriggers.appendAt(
          {
            type: 'action.refresh',
            trigger: `@user-${String(index).padStart(3, '0')}`,
            pull_request: index,
            base_ref: 'main',
            metadata: {},
          },
          FIXTURE_NOW - DAY + index * 1000 + copy,
        );
      }
    }
    const aggregate = aggregateEvents(manyTriggers, listQuery({ from: FIXTURE_NOW - 2 * DAY, to: FIXTURE_NOW }));
    expect(aggregate.by_trigger).toHaveLength(200);
    expect(aggregate.by_trigger[0]).toEqual({ value: '@user-006', count: 7 });
    expect(Math.min(...aggregate.by_trigger.map((row) => row.count))).toBeGreaterThanOrEqual(3);
    expect(aggregate.by_pull_request).toHaveLength(200);
    expect(aggregate.by_pull_request[0]).toEqual({ value: '6', count: 7 });
    expect(aggregate.total).toBe(manyTriggers.size);
  });
});

describe('batch_pull semantics', () => {
  // Within MONTH, the window allMatching reads.
  const starts = (): Extract<ActivityLogEvent, { type: 'action.queue.checks_start' }>[] =>
    log.all.filter(
      (event): event is Extract<ActivityLogEvent, { type: 'action.queue.checks_start' }> =>
        event.type === 'action.queue.checks_start' && Date.parse(event.received_at) >= MONTH.from,
    );

  const allMatching = (filters: Parameters<typeof listQuery>[1]): ActivityLogEvent[] => listEvents(log, listQuery(MONTH, filters));

  it('selects the checks_start/checks_end that snapshot a draft number, for every pull request of the batch', () => {
    const start = starts().find(
      (event) =>
        !event.metadata.speculative_check_pull_request.in_place &&
        event.metadata.speculative_check_pull_request.pull_request_numbers.length > 1,
    );
    expect(start).toBeDefined();
    const number = start?.metadata.speculative_check_pull_request.number ?? 0;
    const events = allMatching({ batchPull: [number] });
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['action.queue.checks_start', 'action.queue.checks_end']));
    for (const event of events) {
      if (event.type === 'action.queue.checks_start' || event.type === 'action.queue.checks_end') {
        expect(event.metadata.speculative_check_pull_request.number).toBe(number);
      }
    }
    expect(new Set(events.map((event) => event.pull_request))).toEqual(
      new Set(start?.metadata.speculative_check_pull_request.pull_request_numbers),
    );
    const total = aggregateEvents(log, listQuery(MONTH)).total;
    expect(aggregateEvents(log, listQuery(MONTH, { notBatchPull: [number] })).total).toBe(total - events.length);
  });

  it('includes the bisection events of the failed attempt', () => {
    // A day into MONTH, so its failed attempt is in MONTH too.
    const bisection = log.all.find(
      (event) =>
        event.type === 'action.queue.batch_bisection_start' &&
        event.metadata.is_top_level &&
        Date.parse(event.received_at) >= MONTH.from + DAY,
    );
    if (bisection?.type !== 'action.queue.batch_bisection_start') throw new Error('no bisection in the fixture');
    const failedStart = starts().find((event) => event.metadata.batch_id === bisection.metadata.batch_id);
    const number = failedStart?.metadata.speculative_check_pull_request.number ?? 0;
    const types = new Set(allMatching({ batchPull: [number] }).map((event) => event.type));
    expect(types).toEqual(
      new Set([
        'action.queue.checks_start',
        'action.queue.checks_end',
        'action.queue.batch_bisection_start',
        'action.queue.batch_bisection_end',
      ]),
    );
  });

  it('with in_place, the number is the user pull request (and selects only its checks events)', () => {
    const start = starts().find((event) => event.metadata.speculative_check_pull_request.in_place);
    const number = start?.pull_request ?? 0;
    const events = allMatching({ batchPull: [number] });
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.type === 'action.queue.checks_start' || event.type === 'action.queue.checks_end')).toBe(true);
    expect(allMatching({ pullRequest: [number] }).length).toBeGreaterThan(events.length);
  });
});
