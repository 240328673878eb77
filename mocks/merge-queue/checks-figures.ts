// The statistics of the queue's checks: how long a run of a batch's checks took, how many pull
// requests a batch held, the bisections of failed batches, and the retries of failed checks.
import { groupFields, groupsInWindow, intervalBounds, itemsByGroupAndInterval } from './grouped-intervals';
import { max, mean, min, ratio, seconds, sum } from './figures-math';
import type { BatchRun, QueueHistory } from './queue-history';
import type { QueueStatsQuery, QueueStatsSchemas } from './queue-stats-query';
import { endedAt, isEnded, type EndedSession } from './session-exits';
import { planIntervals } from './stats-intervals';

type EndedRun = BatchRun & { endAt: number };

/** Mean runtime of the runs that ended in each interval (one per batch run, however many pull requests it held). */
export function averageCiRuntime(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['CIAverageRuntimeResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  const ended = history.runs.filter((run): run is EndedRun => run.endAt !== null);
  return {
    groups: itemsByGroupAndInterval(groups, ended, (run) => run.endAt, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: runs }) => {
        const runtimes = runs.map((run) => seconds(run.endAt - run.startAt));
        return { ...intervalBounds(interval), runtime: mean(runtimes), sum_runtime: sum(runtimes), count_runtime: runtimes.length };
      }),
    })),
  };
}

/** Pull requests per run of checks started in each interval. */
export function batchSize(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['BatchSizeResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return {
    groups: itemsByGroupAndInterval(groups, history.runs, (run) => run.startAt, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: runs }) => {
        const sizes = runs.map((run) => run.size);
        return {
          ...intervalBounds(interval),
          avg_batch_size: mean(sizes),
          max_batch_size: max(sizes),
          min_batch_size: min(sizes),
          sum_batch_size: sum(sizes),
          count_batch_size: sizes.length,
        };
      }),
    })),
  };
}

/** One bisection per split batch: started at its `action.queue.batch_bisection_start`, completed at its `…_end`. */
export function batchBisection(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['BisectionResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  return {
    started: itemsByGroupAndInterval(groups, history.bisectionStarts, (start) => start.at, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: starts }) => ({
        ...intervalBounds(interval),
        bisection_count: starts.length,
        avg_depth: mean(starts.map((start) => start.depth)),
        max_depth: max(starts.map((start) => start.depth)),
        avg_batch_size_before_split: mean(starts.map((start) => start.batchSizeBeforeSplit)),
      })),
    })),
    completed: itemsByGroupAndInterval(groups, history.bisectionEnds, (end) => end.at, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: ends }) => ({
        ...intervalBounds(interval),
        bisection_completed_count: ends.length,
        culprit_found_count: ends.filter((end) => end.culpritFound).length,
        max_failure_reached_count: ends.filter((end) => end.maxFailureReached).length,
      })),
    })),
  };
}

/** The retries of a session: its runs with `retry_attempt` 1 or more; its depth is the highest. */
export function retriesOf(session: EndedSession): { retries: number; depth: number } {
  const attempts = session.runs.map((run) => run.retryAttempt ?? 0).filter((attempt) => attempt > 0);
  return { retries: attempts.length, depth: max(attempts) };
}

/**
 * Sessions that ended in each interval after retrying their checks: a pull request of a retried batch
 * counts once per retry; a session recovered when it left merged.
 */
export function checksRetries(history: QueueHistory, query: QueueStatsQuery): QueueStatsSchemas['ChecksRetriesResponse'] {
  const plan = planIntervals(query.window);
  const groups = groupsInWindow(history, query.window, query.filters);
  const retried = history.sessions.filter(isEnded).filter((session) => retriesOf(session).retries > 0);
  return {
    groups: itemsByGroupAndInterval(groups, retried, endedAt, plan).map(({ key, items }) => ({
      ...groupFields(key),
      stats: items.map(({ interval, items: sessions }) => {
        const retries = sessions.map(retriesOf);
        const recovered = sessions.filter((session) => session.leave.merged).length;
        return {
          ...intervalBounds(interval),
          total_retries: sum(retries.map((r) => r.retries)),
          sessions_with_retries: sessions.length,
          recovered,
          not_recovered: sessions.length - recovered,
          recovery_rate: ratio(recovered, sessions.length),
          avg_retry_depth: mean(retries.map((r) => r.depth)),
          max_retry_depth: max(retries.map((r) => r.depth)),
        };
      }),
    })),
  };
}
