// Queue size (sessions in the queue) and speculative checks running (runs of checks under way), per
// interval, from the sessions' entries and exits and the runs' starts and ends.
import { groupFields, groupsInWindow, intervalBounds } from './grouped-intervals';
import { occupancy, type Stay } from './occupancy';
import { groupId, matchesGroupFilters, type QueueGroupKey } from './queue-group';
import type { QueueHistory } from './queue-history';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import { intervalsOf, planIntervals } from './stats-intervals';

function staysByGroup<T extends { key: QueueGroupKey }>(
  items: readonly T[],
  stayOf: (item: T) => Stay,
  project: (key: QueueGroupKey) => QueueGroupKey,
): Map<string, Stay[]> {
  const byGroup = new Map<string, Stay[]>();
  for (const item of items) {
    const id = groupId(project(item.key));
    let stays = byGroup.get(id);
    if (stays === undefined) {
      stays = [];
      byGroup.set(id, stays);
    }
    stays.push(stayOf(item));
  }
  return byGroup;
}

export function queueSize(history: QueueHistory, query: QueueStatsQuery, now: number): QueueStatsSchemas['QueueSizeResponse'] {
  const intervals = intervalsOf(planIntervals(query.window));
  const groups = groupsInWindow(history, query.window, query.filters);
  const stays = staysByGroup(
    history.sessions,
    (session) => ({ start: session.enterAt, end: session.leave?.at ?? null }),
    (key) => key,
  );
  return {
    groups: groups.map((key) => ({
      ...groupFields(key),
      stats: intervals.map((interval) => {
        const { avg, max, min } = occupancy(stays.get(groupId(key)) ?? [], interval, now);
        return { ...intervalBounds(interval), avg_size: avg, max_size: max, min_size: min };
      }),
    })),
  };
}

/** Per base branch and queue: the vendor groups running checks without the priority rule. */
const withoutPriorityRule = (key: QueueGroupKey): QueueGroupKey => ({ ...key, priorityRuleName: null });

export function runningSpeculativeChecks(
  history: QueueHistory,
  query: QueueStatsQuery,
  now: number,
): QueueStatsSchemas['RunningChecksResponse'] {
  const intervals = intervalsOf(planIntervals(query.window));
  const groups = groupsInWindow(history, query.window, query.filters, withoutPriorityRule);
  const runs = history.runs.filter((run) => matchesGroupFilters(run.key, query.filters));
  const stays = staysByGroup(runs, (run) => ({ start: run.startAt, end: run.endAt }), withoutPriorityRule);
  return {
    groups: groups.map((key) => ({
      base_ref: key.baseRef,
      queue_name: key.queueName,
      stats: intervals.map((interval) => {
        const { avg, max, min } = occupancy(stays.get(groupId(key)) ?? [], interval, now);
        return { ...intervalBounds(interval), avg_running_checks: avg, max_running_checks: max, min_running_checks: min };
      }),
    })),
  };
}
