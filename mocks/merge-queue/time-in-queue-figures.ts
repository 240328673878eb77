// Time spent in the queue by the sessions that ended in each interval: the whole stay, and its parts.
import { groupFields, groupsInWindow, intervalBounds, itemsByGroupAndInterval } from './grouped-intervals';
import { max, mean, min, percentile, sum } from './figures-math';
import type { QueueHistory } from './queue-history';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import { endedAt, isEnded, type EndedSession } from './session-exits';
import { stayParts, type StayParts } from './stay-parts';
import { planIntervals, type StatsInterval } from './stats-intervals';

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

/**
 * Each part's figure under its wire name (`${prefix}idle_capacity`…), written into one row: rows built
 * by spreading `Object.fromEntries` objects made this statistic the mock's slowest (about 25 ms a month).
 */
function writeFigures(row: Record<string, unknown>, parts: readonly StayParts[], prefix: string, figure: (values: number[]) => number) {
  for (const [part, wire] of PARTS) row[`${prefix}${wire}`] = figure(parts.map((p) => p[part]));
}

const p95 = (values: number[]) => percentile(values, 95);

function intervalRow(interval: StatsInterval, parts: readonly StayParts[]): QueueStatsSchemas['IdleTimeInInterval'] {
  const row: Record<string, unknown> = intervalBounds(interval);
  writeFigures(row, parts, '', mean);
  writeFigures(row, parts, 'p95_', p95);
  writeFigures(row, parts, 'max_', max);
  writeFigures(row, parts, 'sum_', sum);
  row.count_idle = parts.length;
  return row as QueueStatsSchemas['IdleTimeInInterval'];
}

function summaryFigures(parts: readonly StayParts[]): QueueStatsSchemas['IdleTimeSummary'] {
  const summary: Record<string, unknown> = {};
  writeFigures(summary, parts, 'avg_', mean);
  writeFigures(summary, parts, 'p95_', p95);
  writeFigures(summary, parts, 'max_', max);
  return summary as QueueStatsSchemas['IdleTimeSummary'];
}

export function idleQueueTime(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['AverageIdleQueueTimeResponse'] {
  return {
    groups: endedByInterval(history, query).map(({ key, items }) => {
      const perInterval = items.map(({ interval, items: sessions }) => ({ interval, parts: sessions.map(stayParts) }));
      return {
        ...groupFields(key),
        stats: perInterval.map(({ interval, parts }) => intervalRow(interval, parts)),
        summary: summaryFigures(perInterval.flatMap(({ parts }) => parts)),
      };
    }),
  };
}
