// Time to merge per queue: seconds from each merged pull request's entry in the queue (`queued_at` of
// its `action.queue.merged`) to that event, over the merges of the 7 days that end at `at`. The service
// has one, default, partition: one item, listing every queue that held a pull request in those days
// (sorted; null figures for a queue that merged nothing).
import { sessionInWindow } from './grouped-intervals';
import { mean, median, seconds } from './figures-math';
import { compareText } from './queue-group';
import type { QueueHistory } from './queue-history';
import type { QueueStatsSchemas, TimeToMergeQuery } from './queue-stats-query';
import { inWindow } from './stats-intervals';
import { DAY_MS } from '../test-insights/time-constants';

export const TIME_TO_MERGE_SPAN_MS = 7 * DAY_MS;

export function timeToMerge(history: QueueHistory, query: TimeToMergeQuery): QueueStatsSchemas['TimeToMergePerPartition'][] {
  const window = { from: query.at - TIME_TO_MERGE_SPAN_MS, to: query.at };
  const onBranch = (baseRef: string) => query.branch === null || baseRef === query.branch;
  const durations = new Map<string, number[]>();
  for (const session of history.sessions) {
    if (sessionInWindow(session, window) && onBranch(session.key.baseRef)) durations.set(session.key.queueName, []);
  }
  for (const merge of history.merges) {
    if (!inWindow(window, merge.at) || !onBranch(merge.key.baseRef)) continue;
    const list = durations.get(merge.key.queueName) ?? [];
    list.push(seconds(merge.at - merge.queuedAt));
    durations.set(merge.key.queueName, list);
  }
  const queues = [...durations.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([queue_name, values]) => ({
      queue_name,
      time_to_merge: { mean: values.length === 0 ? null : mean(values), median: median(values) },
    }));
  return [{ queues }];
}
