// Time spent in the queue by the sessions that ended in each interval: the whole stay, and its parts.
import { groupFields, groupsInWindow, intervalBounds, itemsByGroupAndInterval } from './grouped-intervals';
import { max, mean, min, percentile, sum } from './figures-math';
import type { QueueHistory } from './queue-history';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import { endedAt, isEnded, type EndedSession } from './session-exits';
import { stayParts, type StayParts } from './stay-parts';
import { planIntervals } from './stats-intervals';

function endedByInterval(history: QueueHistory, query: QueueStatsQuery) {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return itemsByGroupAndInterval(groups, history.sessions.filter(isEnded), endedAt, plan);
}

export function totalQueueTime(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['QueueAverageTimeResponse'] {
  return {
    groups: endedByInterval(history, query).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: sessions }) => {
        const stays = sessions.map((session: EndedSession) => stayParts(session).total);
        return {
          ...intervalBounds(interval),
          avg_queue_time: mean(stays),
          max_queue_time: max(stays),
          min_queue_time: min(stays),
          sum_queue_time: sum(stays),
          count_queue_time: stays.length,
        };
      }),
    })),
  };
}

type PartName = 'idleCapacity' | 'idleSchedule' | 'idleFreeze' | 'ciRuntime';
const PARTS: [PartName, 'idle_capacity' | 'idle_schedule' | 'idle_freeze' | 'ci_runtime'][] = [
  ['idleCapacity', 'idle_capacity'],
  ['idleSchedule', 'idle_schedule'],
  ['idleFreeze', 'idle_freeze'],
  ['ciRuntime', 'ci_runtime'],
];

function figuresOf(parts: readonly StayParts[], prefix: string, figure: (values: number[]) => number): Record<string, number> {
  return Object.fromEntries(PARTS.map(([part, wire]) => [`${prefix}${wire}`, figure(parts.map((p) => p[part]))]));
}

function intervalFigures(parts: readonly StayParts[]): Omit<QueueStatsSchemas['IdleTimeInInterval'], 'start' | 'end'> {
  return {
    ...figuresOf(parts, '', mean),
    ...figuresOf(parts, 'p95_', (values) => percentile(values, 95)),
    ...figuresOf(parts, 'max_', max),
    ...figuresOf(parts, 'sum_', sum),
    count_idle: parts.length,
  } as Omit<QueueStatsSchemas['IdleTimeInInterval'], 'start' | 'end'>;
}

function summaryFigures(parts: readonly StayParts[]): QueueStatsSchemas['IdleTimeSummary'] {
  return {
    ...figuresOf(parts, 'avg_', mean),
    ...figuresOf(parts, 'p95_', (values) => percentile(values, 95)),
    ...figuresOf(parts, 'max_', max),
  } as QueueStatsSchemas['IdleTimeSummary'];
}

export function idleQueueTime(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['AverageIdleQueueTimeResponse'] {
  return {
    groups: endedByInterval(history, query).map(({ key, items }) => {
      const perInterval = items.map(({ interval, items: sessions }) => ({ interval, parts: sessions.map(stayParts) }));
      return {
        ...groupFields(key),
        stats: perInterval.map(({ interval, parts }) => ({ ...intervalBounds(interval), ...intervalFigures(parts) })),
        summary: summaryFigures(perInterval.flatMap(({ parts }) => parts)),
      };
    }),
  };
}
