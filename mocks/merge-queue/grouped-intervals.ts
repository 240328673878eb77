// The frame every interval statistic shares: which groups the answer lists, and which of a figure's
// items fall in which group and interval.
import type { TimeWindow } from '../activity/activity-query';
import { formatDateTime } from '../core/date-time';
import { compareGroupKeys, groupId, matchesGroupFilters, type QueueGroupFilters, type QueueGroupKey } from './queue-group';
import type { QueueHistory, QueueSession } from './queue-history';
import { inWindow, intervalIndexOf, intervalsOf, type IntervalPlan, type StatsInterval } from './stats-intervals';

/** A session was in the queue during the window: entered by its end, not left before its start. */
export function sessionInWindow(session: QueueSession, window: TimeWindow): boolean {
  return session.enterAt <= window.to && (session.leave === null || session.leave.at >= window.from);
}

/**
 * The groups an answer lists: those with a session in the queue during the window, passing the filters,
 * sorted. `project` narrows the key for statistics grouped more coarsely (no priority rule).
 */
export function groupsInWindow(
  history: QueueHistory,
  window: TimeWindow,
  filters: QueueGroupFilters,
  project: (key: QueueGroupKey) => QueueGroupKey = (key) => key,
): QueueGroupKey[] {
  const groups = new Map<string, QueueGroupKey>();
  for (const session of history.sessions) {
    if (!sessionInWindow(session, window) || !matchesGroupFilters(session.key, filters)) continue;
    const key = project(session.key);
    groups.set(groupId(key), key);
  }
  return [...groups.values()].sort(compareGroupKeys);
}

export interface GroupIntervals<T> {
  key: QueueGroupKey;
  /** The items of each interval, in interval order. */
  items: { interval: StatsInterval; items: T[] }[];
}

/** Sorts the items whose time lies in the window into their group's intervals (other groups' items are left out). */
export function itemsByGroupAndInterval<T extends { key: QueueGroupKey }>(
  groups: readonly QueueGroupKey[],
  items: Iterable<T>,
  timeOf: (item: T) => number,
  plan: IntervalPlan,
  project: (key: QueueGroupKey) => QueueGroupKey = (key) => key,
): GroupIntervals<T>[] {
  const intervals = intervalsOf(plan);
  const byGroup = new Map<string, GroupIntervals<T>>();
  for (const key of groups) byGroup.set(groupId(key), { key, items: intervals.map((interval) => ({ interval, items: [] })) });
  for (const item of items) {
    const time = timeOf(item);
    if (!inWindow(plan.window, time)) continue;
    const group = byGroup.get(groupId(project(item.key)));
    group?.items[intervalIndexOf(plan, time)]?.items.push(item);
  }
  return [...byGroup.values()];
}

/** The wire form of an interval's bounds. */
export function intervalBounds(interval: StatsInterval): { start: string; end: string } {
  return { start: formatDateTime(interval.start), end: formatDateTime(interval.end) };
}

/** The wire form of a group key. */
export function groupFields(key: QueueGroupKey): { base_ref: string; queue_name: string; priority_rule_name: string | null } {
  return { base_ref: key.baseRef, queue_name: key.queueName, priority_rule_name: key.priorityRuleName };
}
