// The statistics against the activity log of the seeded store, day by day over its whole history: a
// day's merged, entered and exited counts are the events the log's own aggregate counts for that day,
// the exit reasons are those events' dequeue codes, and the queue size is what every
// `action.queue.change` reports.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityEventLog } from '../activity/activity-event-log';
import { NO_FILTERS, type ActivityFilters } from '../activity/activity-query';
import type { TimeWindow } from '../core/date-time';
import { aggregateEvents } from '../activity/aggregate-events';
import type { EventTypeName, ActivityEventOf } from '../activity/event-types';
import { testStore } from '../../tests/mock-kit/test-store';
import { enteredCount, exitReasons, mergedCount, queueSize, type QueueStatsQuery } from './queue-figures';
import { NO_GROUP_FILTERS, queueHistoryOf, type QueueHistory } from './queue-history';
import { DAY_MS } from '../test-insights/time-constants';

let log: ActivityEventLog;
let history: QueueHistory;
let now: number;
/** ≤ 90-day windows tiling the whole revealed history, so every interval is one UTC day (or its clipped ends). */
let windows: TimeWindow[];

beforeAll(() => {
  const store = testStore();
  const repository = store.getRepository('acme', 'checkout');
  if (!repository) throw new Error('no acme/checkout');
  now = store.clock.now();
  log = repository.events;
  history = queueHistoryOf(log);
  const first = Date.parse(log.eventAt(0).received_at);
  windows = [];
  for (let from = Math.floor(first / DAY_MS) * DAY_MS; from < now; from += 90 * DAY_MS)
    windows.push({ from, to: Math.min(from + 90 * DAY_MS - 1, now) });
}, 120_000);

/** The log's count of `type` events in an interval: inner intervals end just before the next one starts. */
function logCount(
  type: EventTypeName,
  interval: { start: string; end: string },
  last: boolean,
  filters: Partial<ActivityFilters> = {},
): number {
  const window = { from: Date.parse(interval.start), to: Date.parse(interval.end) - (last ? 0 : 1) };
  return aggregateEvents(log, { filters: { ...NO_FILTERS, ...filters, eventType: [type] }, window }).total;
}

function perInterval<S extends { start: string; end: string }>(
  groups: { stats: S[] }[],
  value: (stat: S) => number,
): { interval: S; total: number }[] {
  const first = groups[0]?.stats ?? [];
  return first.map((interval, index) => ({ interval, total: groups.reduce((sum, group) => sum + value(group.stats[index] as S), 0) }));
}

describe('the statistics of the seeded history', () => {
  it('spans the seeded history in whole UTC days', () => {
    expect(windows.length).toBeGreaterThan(0);
    expect(history.merges.length).toBeGreaterThan(100);
  });

  it('counts each day’s merges and entries as the activity log does, per base branch too', () => {
    let days = 0;
    for (const window of windows) {
      for (const filters of [{}, { baseRef: 'main' }]) {
        const query: QueueStatsQuery = { window, filters: { ...NO_GROUP_FILTERS, baseRefs: 'baseRef' in filters ? ['main'] : null } };
        const merged = perInterval(mergedCount(history, query).groups, (stat) => stat.merged);
        const entered = perInterval(enteredCount(history, query).groups, (stat) => stat.entered);
        expect(merged.length).toBe(entered.length);
        merged.forEach(({ interval, total }, index) => {
          const last = index === merged.length - 1;
          expect(total, `merged ${interval.start}`).toBe(logCount('action.queue.merged', interval, last, filters));
          expect(entered[index]?.total, `entered ${interval.start}`).toBe(logCount('action.queue.enter', interval, last, filters));
          days += 1;
        });
      }
    }
    expect(days).toBeGreaterThanOrEqual(2 * 90);
  });

  it('counts each day’s exits by reason as the log’s action.queue.leave events of that day', () => {
    const leaves = log.all.filter((event): event is ActivityEventOf<'action.queue.leave'> => event.type === 'action.queue.leave');
    for (const window of windows) {
      const answer = exitReasons(history, { window, filters: NO_GROUP_FILTERS });
      const byDay = new Map<string, Map<string, number>>();
      for (const group of answer.groups) {
        for (const row of group.stats) {
          const day = byDay.get(row.start) ?? new Map<string, number>();
          day.set(row.exit_reason, (day.get(row.exit_reason) ?? 0) + row.count);
          byDay.set(row.start, day);
        }
      }
      const intervals = mergedCount(history, { window, filters: NO_GROUP_FILTERS }).groups[0]?.stats ?? [];
      intervals.forEach((interval, index) => {
        const last = index === intervals.length - 1;
        const from = Date.parse(interval.start);
        const to = Date.parse(interval.end) - (last ? 0 : 1);
        const expected = new Map<string, number>();
        for (const event of leaves) {
          const at = Date.parse(event.received_at);
          if (at < from || at > to) continue;
          const reason = event.metadata.dequeue_code ?? 'UNKNOWN';
          expected.set(reason, (expected.get(reason) ?? 0) + 1);
        }
        const got = byDay.get(interval.start) ?? new Map<string, number>();
        expect(Object.fromEntries(got), `exits ${interval.start}`).toEqual(Object.fromEntries(expected));
        expect([...got.values()].reduce((a, b) => a + b, 0)).toBe(logCount('action.queue.leave', interval, last));
      });
    }
  });

  it('reports the queue size every action.queue.change reports', () => {
    const changes = log.all.filter((event): event is ActivityEventOf<'action.queue.change'> => event.type === 'action.queue.change');
    expect(changes.length).toBeGreaterThan(200);
    const step = Math.floor(changes.length / 200);
    for (let index = 0; index < changes.length; index += step) {
      const change = changes[index] as ActivityEventOf<'action.queue.change'>;
      const at = Date.parse(change.received_at);
      const query: QueueStatsQuery = {
        window: { from: at, to: at },
        filters: { ...NO_GROUP_FILTERS, baseRefs: [change.base_ref ?? ''], queueNames: [change.metadata.queue_name] },
      };
      // Every priority rule of the queue together: the change reports the whole queue.
      const size = queueSize(history, query, now).groups.reduce((sum, group) => sum + (group.stats[0]?.max_size ?? 0), 0);
      expect(size, `size at ${change.received_at} (#${change.id})`).toBe(change.metadata.size);
    }
  });
});
