// Pull requests entering the queues (`action.queue.enter`) and merged by them (`action.queue.merged`),
// per interval: exactly the events the activity log lists for the same window and type.
import { groupFields, groupsInWindow, intervalBounds, itemsByGroupAndInterval } from './grouped-intervals';
import type { QueueHistory } from './queue-history';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import { planIntervals } from './stats-intervals';

export function enteredCount(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['EnteredCountResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return {
    groups: itemsByGroupAndInterval(groups, history.entries, (entry) => entry.at, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: entries }) => ({ ...intervalBounds(interval), entered: entries.length })),
    })),
  };
}

export function mergedCount(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['MergedCountResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return {
    groups: itemsByGroupAndInterval(groups, history.merges, (merge) => merge.at, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: merges }) => ({ ...intervalBounds(interval), merged: merges.length })),
    })),
  };
}
