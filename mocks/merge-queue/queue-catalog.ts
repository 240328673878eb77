// The base branches and queues that held a pull request during the window (the filters' choices).
import type { TimeWindow } from '../activity/activity-query';
import { sessionInWindow } from './grouped-intervals';
import { compareText } from './queue-group';
import type { QueueHistory } from './queue-history';
import type { QueueStatsSchemas } from './queue-stats-query';

function namesInWindow(
  history: QueueHistory,
  window: TimeWindow,
  nameOf: (key: { baseRef: string; queueName: string }) => string,
): string[] {
  const names = new Set<string>();
  for (const session of history.sessions) if (sessionInWindow(session, window)) names.add(nameOf(session.key));
  return [...names].sort(compareText);
}

export function branches(history: QueueHistory, window: TimeWindow): QueueStatsSchemas['BaseRefsResponse'] {
  return { base_refs: namesInWindow(history, window, (key) => key.baseRef) };
}

export function queueNames(history: QueueHistory, window: TimeWindow): QueueStatsSchemas['QueueNamesResponse'] {
  return { queue_names: namesInWindow(history, window, (key) => key.queueName) };
}
