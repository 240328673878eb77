// Every merge-queue statistic: pure figures over the queue history per group (base branch, queue, priority rule)
// and interval (1 hour up to a 2-day window, else 1 UTC day, on the activity log's histogram grid).
import type { components } from '@/api/generated/schema';
import type { TimeWindow } from '../core/date-time';
import { bucketBounds, bucketIndexOf, planGrid, type HistogramPlan } from '../activity/histogram-plan';
import { formatDateTime } from '../core/date-time';
import type { Span } from '../test-insights/buckets';
import { DAY_MS, HOUR_MS } from '../test-insights/time-constants';
import { compareText, max, mean, median, min, percentile, ratio, seconds, sum } from '../core/statistics';
import {
  compareGroupKeys,
  endedAt,
  groupId,
  isEnded,
  matchesGroupFilters,
  type EndedSession,
  type QueueGroupFilters,
  type QueueGroupKey,
  type QueueHistory,
  type QueueSession,
  type BatchRun,
} from './queue-history';

type Schemas = components['schemas'];

export interface QueueStatsQuery {
  /** `start_at`..`end_at`, both included. */
  window: TimeWindow;
  filters: QueueGroupFilters;
}

export const HOURLY_UP_TO_MS = 2 * DAY_MS;

export const planIntervals = (window: TimeWindow): HistogramPlan =>
  planGrid(window, window.to - window.from <= HOURLY_UP_TO_MS ? HOUR_MS : DAY_MS);

export function intervalsOf(plan: HistogramPlan): Span[] {
  return Array.from({ length: plan.count }, (_, index) => bucketBounds(plan, index));
}

export const inWindow = (window: TimeWindow, time: number): boolean => time >= window.from && time <= window.to;

/** In the queue during the window: entered by its end, not left before its start. */
export function sessionInWindow(session: QueueSession, window: TimeWindow): boolean {
  return session.enterAt <= window.to && (session.leave === null || session.leave.at >= window.from);
}

/** The groups an answer lists: those with a session during the window, passing the filters, sorted. */
function groupsInWindow(history: QueueHistory, query: QueueStatsQuery, project = (key: QueueGroupKey) => key): QueueGroupKey[] {
  const groups = new Map<string, QueueGroupKey>();
  for (const session of history.sessions) {
    if (!sessionInWindow(session, query.window) || !matchesGroupFilters(session.key, query.filters)) continue;
    const key = project(session.key);
    groups.set(groupId(key), key);
  }
  return [...groups.values()].sort(compareGroupKeys);
}

const intervalBounds = (interval: Span) => ({ start: formatDateTime(interval.start), end: formatDateTime(interval.end) });
const groupFields = (key: QueueGroupKey) => ({
  base_ref: key.baseRef,
  queue_name: key.queueName,
  priority_rule_name: key.priorityRuleName,
});

/** Each listed group with the items whose time falls in each interval (other groups' items left out). */
function byGroupAndInterval<T extends { key: QueueGroupKey }>(
  history: QueueHistory,
  query: QueueStatsQuery,
  items: readonly T[],
  timeOf: (item: T) => number,
) {
  const plan = planIntervals(query.window);
  const intervals = intervalsOf(plan);
  const byGroup = new Map(
    groupsInWindow(history, query).map((key) => [
      groupId(key),
      { key, items: intervals.map((interval) => ({ interval, items: [] as T[] })) },
    ]),
  );
  for (const item of items) {
    const time = timeOf(item);
    if (inWindow(query.window, time)) byGroup.get(groupId(item.key))?.items[bucketIndexOf(plan, time)]?.items.push(item);
  }
  return [...byGroup.values()];
}

/** The answer of a per-interval statistic: each group's rows (one or more per interval), bounds first. */
function intervalFigure<T extends { key: QueueGroupKey }, R extends object>(
  history: QueueHistory,
  query: QueueStatsQuery,
  items: readonly T[],
  timeOf: (item: T) => number,
  row: (items: T[]) => R | R[],
) {
  return {
    groups: byGroupAndInterval(history, query, items, timeOf).map(({ key, items: intervals }) => ({
      ...groupFields(key),
      stats: intervals.flatMap(({ interval, items: inInterval }) => {
        const rows = row(inInterval);
        return (Array.isArray(rows) ? rows : [rows]).map((one) => ({ ...intervalBounds(interval), ...one }));
      }),
    })),
  };
}

const ended = (history: QueueHistory): EndedSession[] => history.sessions.filter(isEnded);

/** Counts of each name, sorted by name, under `field`. */
function countsByName<F extends string>(sessions: readonly EndedSession[], field: F, nameOf: (session: EndedSession) => string) {
  const counts = new Map<string, number>();
  for (const session of sessions) {
    const name = nameOf(session);
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, count]) => ({ [field]: name, count }) as Record<F, string> & { count: number });
}

/** Said when a leave carries no dequeue code ("unknown" in the vendor's words). */
const UNKNOWN_EXIT = 'UNKNOWN';
const checksOutcomeOf = (session: EndedSession) => (session.leave.merged ? 'SUCCESS' : (session.leave.dequeueCode ?? UNKNOWN_EXIT));
const exitReasonOf = (session: EndedSession) => session.leave.dequeueCode ?? (session.leave.merged ? 'PR_MERGED' : UNKNOWN_EXIT);
/** The exits the failure rate counts: checks failed or timed out (interrupted and dropped-by-bisection are no failure). */
const CHECKS_FAILURE_EXITS: ReadonlySet<string> = new Set(['CHECKS_FAILED', 'CHECKS_TIMEOUT']);

const atOf = (item: { at: number }) => item.at;

export const enteredCount = (history: QueueHistory, query: QueueStatsQuery) =>
  intervalFigure(history, query, history.entries, atOf, (entries) => ({ entered: entries.length }));

export const mergedCount = (history: QueueHistory, query: QueueStatsQuery) =>
  intervalFigure(history, query, history.merges, atOf, (merges) => ({ merged: merges.length }));

/** Mean runtime of the runs that ended in each interval (one per batch run). */
export function averageCiRuntime(history: QueueHistory, query: QueueStatsQuery) {
  const endedRuns = history.runs.filter((run): run is typeof run & { endAt: number } => run.endAt !== null);
  const endOf = (run: (typeof endedRuns)[number]) => run.endAt;
  return intervalFigure(history, query, endedRuns, endOf, (runs) => {
    const runtimes = runs.map((run) => seconds(run.endAt - run.startAt));
    return { runtime: mean(runtimes), sum_runtime: sum(runtimes), count_runtime: runtimes.length };
  });
}

/** Pull requests per run of checks started in each interval. */
export function batchSize(history: QueueHistory, query: QueueStatsQuery) {
  const startOf = (run: BatchRun) => run.startAt;
  return intervalFigure(history, query, history.runs, startOf, (runs) => {
    const sizes = runs.map((run) => run.size);
    return {
      avg_batch_size: mean(sizes),
      max_batch_size: max(sizes),
      min_batch_size: min(sizes),
      sum_batch_size: sum(sizes),
      count_batch_size: sizes.length,
    };
  });
}

/** One bisection per split batch and depth: started at its `batch_bisection_start`, completed at its `…_end`. */
export function batchBisection(history: QueueHistory, query: QueueStatsQuery) {
  return {
    started: intervalFigure(history, query, history.bisectionStarts, atOf, (starts) => ({
      bisection_count: starts.length,
      avg_depth: mean(starts.map((start) => start.depth)),
      max_depth: max(starts.map((start) => start.depth)),
      avg_batch_size_before_split: mean(starts.map((start) => start.batchSizeBeforeSplit)),
    })).groups,
    completed: intervalFigure(history, query, history.bisectionEnds, atOf, (ends) => ({
      bisection_completed_count: ends.length,
      culprit_found_count: ends.filter((end) => end.culpritFound).length,
      max_failure_reached_count: ends.filter((end) => end.maxFailureReached).length,
    })).groups,
  };
}

/** A session's retries: its runs with `retry_attempt` 1 or more; its depth is the highest. */
export function retriesOf(session: EndedSession): { retries: number; depth: number } {
  const attempts = session.runs.map((run) => run.retryAttempt ?? 0).filter((attempt) => attempt > 0);
  return { retries: attempts.length, depth: max(attempts) };
}

/** Sessions that retried their checks, at their exit; recovered when they left merged. */
export function checksRetries(history: QueueHistory, query: QueueStatsQuery) {
  const retried = ended(history).filter((session) => retriesOf(session).retries > 0);
  return intervalFigure(history, query, retried, endedAt, (sessions) => {
    const retries = sessions.map(retriesOf);
    const recovered = sessions.filter((session) => session.leave.merged).length;
    return {
      total_retries: sum(retries.map((r) => r.retries)),
      sessions_with_retries: sessions.length,
      recovered,
      not_recovered: sessions.length - recovered,
      recovery_rate: ratio(recovered, sessions.length),
      avg_retry_depth: mean(retries.map((r) => r.depth)),
      max_retry_depth: max(retries.map((r) => r.depth)),
    };
  });
}

/** Every outcome the contract names, in its order, at zero (a code dropped from the contract fails the type-check). */
const CHECKS_OUTCOMES = [
  'BASE_BRANCH_CHANGED',
  'BASE_BRANCH_MISSING',
  'BATCH_MAX_FAILURE_RESOLUTION_ATTEMPTS',
  'BATCH_SCOPES_CHANGED',
  'BRANCH_UPDATE_FAILED',
  'CHECKS_FAILED',
  'CHECKS_INTERRUPTED',
  'CHECKS_TIMEOUT',
  'DROPPED_BY_BISECTION_ELIMINATION',
  'CONFLICT_WITH_BASE_BRANCH',
  'CONFLICT_WITH_PULL_AHEAD',
  'DRAFT_PULL_REQUEST_CHANGED',
  'BATCH_PULL_REQUEST_CLOSED',
  'INCOMPATIBILITY_WITH_BRANCH_PROTECTIONS',
  'MERGE_QUEUE_RESET',
  'PR_AHEAD_DEQUEUED',
  'BATCH_AHEAD_FAILED',
  'BATCH_AHEAD_BRANCH_EDITED',
  'PR_CHECKS_STOPPED_BECAUSE_MERGE_QUEUE_PAUSE',
  'PR_DEQUEUED',
  'PR_DEQUEUED_FROM_PARTITION',
  'PR_UNEXPECTEDLY_FAILED_TO_MERGE',
  'PR_WITH_HIGHER_PRIORITY_QUEUED',
  'PULL_REQUEST_UPDATED',
  'QUEUE_RULE_MISSING',
  'SPECULATIVE_CHECK_NUMBER_REDUCED',
  'SUCCESS',
  'PR_MANUALLY_MERGED',
  'DRAFT_PULL_REQUEST_CREATION_FAILED',
  'DRAFT_PULL_REQUEST_CREATION_BRANCH_NOT_INDEXED',
  'CONFIGURATION_CHANGED',
  'UNPROCESSABLE_PULL_REQUEST',
  'PR_MANUALLY_DEQUEUED',
  'STACK_PREDECESSOR_DEQUEUED',
  'INTERMEDIATE_RESULTS_SKIPPED',
  'CHECKS_RETRIED',
  'SCHEDULED_FREEZE_STATUS_CHANGED',
  'SCHEDULE_BLOCKED_AHEAD_YIELDED',
  'BASE_REF_ALIGNMENT_TIMEOUT',
  'GITHUB_STACKED_PULL_REQUEST_MERGE_UNSUPPORTED',
] as const satisfies readonly (keyof Schemas['QueueChecksOutcome'])[];
const noOutcomes = (): Record<string, number> => Object.fromEntries(CHECKS_OUTCOMES.map((name) => [name, 0]));

/** Sessions by how they ended, over the whole window. */
export function checksOutcome(history: QueueHistory, query: QueueStatsQuery) {
  const groups = groupsInWindow(history, query);
  const stats = new Map(groups.map((key) => [groupId(key), noOutcomes()]));
  for (const session of ended(history)) {
    const counts = inWindow(query.window, session.leave.at) ? stats.get(groupId(session.key)) : undefined;
    if (counts) counts[checksOutcomeOf(session)] = (counts[checksOutcomeOf(session)] ?? 0) + 1;
  }
  return { groups: groups.map((key) => ({ ...groupFields(key), stats: stats.get(groupId(key)) as Schemas['QueueChecksOutcome'] })) };
}

export const checksOutcomeByInterval = (history: QueueHistory, query: QueueStatsQuery) =>
  intervalFigure(history, query, ended(history), endedAt, (sessions) => countsByName(sessions, 'check_outcome', checksOutcomeOf));

export const exitReasons = (history: QueueHistory, query: QueueStatsQuery) =>
  intervalFigure(history, query, ended(history), endedAt, (sessions) => countsByName(sessions, 'exit_reason', exitReasonOf));

/** Of every exit (merges included), those whose checks failed or timed out. */
export function failureRate(history: QueueHistory, query: QueueStatsQuery) {
  return intervalFigure(history, query, ended(history), endedAt, (sessions) => {
    const failures = sessions.filter((session) => CHECKS_FAILURE_EXITS.has(exitReasonOf(session))).length;
    return { total: sessions.length, failures, failure_rate: ratio(failures, sessions.length) };
  });
}

/** Batches merged as `PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED`: one per batch (or session), at its first such exit. */
export function skipIntermediateResults(history: QueueHistory, query: QueueStatsQuery) {
  const seen = new Set<string>();
  const firstExits = ended(history)
    .sort((a, b) => a.leave.at - b.leave.at)
    .filter((session) => {
      const batch = session.leave.batchId ?? session.id;
      if (session.leave.dequeueCode !== 'PR_MERGED_INTERMEDIATE_RESULTS_SKIPPED' || seen.has(batch)) return false;
      seen.add(batch);
      return true;
    });
  return intervalFigure(history, query, firstExits, endedAt, (saved) => ({ batches_saved: saved.length }));
}

/** Milliseconds covered by the union of the intervals, clipped to [from, to]. */
export function unionLength(intervals: readonly Span[], from: number, to: number): number {
  const clipped = intervals
    .map(({ start, end }) => ({ start: Math.max(start, from), end: Math.min(end, to) }))
    .filter(({ start, end }) => end > start)
    .sort((a, b) => a.start - b.start);
  let covered = 0;
  let reach = -Infinity;
  for (const { start, end } of clipped) {
    if (end <= reach) continue;
    covered += end - Math.max(start, reach);
    reach = end;
  }
  return covered;
}

type StayParts = ReturnType<typeof stayParts>;

/** A stay's seconds: CI (its runs' union, one open at the exit ran until it), the leave's schedule and freeze waits, the rest capacity. */
export function stayParts(session: EndedSession) {
  const from = session.enterAt;
  const to = session.leave.at;
  const totalMs = Math.max(0, to - from);
  const ciMs = unionLength(
    session.runs.map((run) => ({ start: run.startAt, end: run.endAt ?? to })),
    from,
    to,
  );
  const left = (totalMs - ciMs) / 1000;
  const idleSchedule = Math.min(session.leave.waitingForScheduleSeconds, left);
  const idleFreeze = Math.min(session.leave.waitingForFreezeSeconds, left - idleSchedule);
  return { total: totalMs / 1000, ciRuntime: ciMs / 1000, idleSchedule, idleFreeze, idleCapacity: left - idleSchedule - idleFreeze };
}

export function totalQueueTime(history: QueueHistory, query: QueueStatsQuery) {
  return intervalFigure(history, query, ended(history), endedAt, (sessions) => {
    const stays = sessions.map((session) => stayParts(session).total);
    return {
      avg_queue_time: mean(stays),
      max_queue_time: max(stays),
      min_queue_time: min(stays),
      sum_queue_time: sum(stays),
      count_queue_time: stays.length,
    };
  });
}

const PARTS = [
  ['idleCapacity', 'idle_capacity'],
  ['idleSchedule', 'idle_schedule'],
  ['idleFreeze', 'idle_freeze'],
  ['ciRuntime', 'ci_runtime'],
] as const;

/** Each part's figure under its wire name, written into one row (spreading built objects was the slowest path). */
function writeFigures(row: Record<string, unknown>, parts: readonly StayParts[], prefix: string, figure: (values: number[]) => number) {
  for (const [part, wire] of PARTS) row[`${prefix}${wire}`] = figure(parts.map((p) => p[part]));
}

const p95 = (values: number[]) => percentile(values, 95);

export function idleQueueTime(history: QueueHistory, query: QueueStatsQuery) {
  return {
    groups: byGroupAndInterval(history, query, ended(history), endedAt).map(({ key, items }) => {
      const perInterval = items.map(({ interval, items: sessions }) => ({ interval, parts: sessions.map(stayParts) }));
      const all = perInterval.flatMap(({ parts }) => parts);
      const summary: Record<string, unknown> = {};
      writeFigures(summary, all, 'avg_', mean);
      writeFigures(summary, all, 'p95_', p95);
      writeFigures(summary, all, 'max_', max);
      return {
        ...groupFields(key),
        stats: perInterval.map(({ interval, parts }) => {
          const row: Record<string, unknown> = intervalBounds(interval);
          writeFigures(row, parts, '', mean);
          writeFigures(row, parts, 'p95_', p95);
          writeFigures(row, parts, 'max_', max);
          writeFigures(row, parts, 'sum_', sum);
          row.count_idle = parts.length;
          return row as Schemas['IdleTimeInInterval'];
        }),
        summary: summary as Schemas['IdleTimeSummary'],
      };
    }),
  };
}

/** A stay counts from its start up to, not including, its end; null: still going. */
export interface Stay {
  start: number;
  end: number | null;
}

/** Stays going on over an interval: time-weighted mean, largest and smallest count (after `now` is unknown, left out). */
export function occupancy(stays: readonly Stay[], interval: Span, now: number): { avg: number; max: number; min: number } {
  const from = interval.start;
  const to = Math.min(interval.end, now);
  if (to < from) return { avg: 0, max: 0, min: 0 };
  let count = 0;
  const changes: [number, number][] = [];
  for (const stay of stays) {
    const end = stay.end ?? Infinity;
    if (end <= stay.start) continue;
    if (stay.start <= from) {
      if (end <= from) continue;
      count += 1;
      if (end < to) changes.push([end, -1]);
    } else if (stay.start < to) {
      changes.push([stay.start, 1]);
      if (end < to) changes.push([end, -1]);
    }
  }
  changes.sort((a, b) => a[0] - b[0]);
  let largest = count;
  let smallest = count;
  let weighted = 0;
  let at = from;
  // Changes at one moment apply together: one leaving as another enters makes no dip.
  for (let index = 0; index < changes.length;) {
    const time = changes[index]![0];
    weighted += count * (time - at);
    at = time;
    for (; index < changes.length && changes[index]![0] === time; index += 1) count += changes[index]![1];
    largest = Math.max(largest, count);
    smallest = Math.min(smallest, count);
  }
  weighted += count * (to - at);
  // A zero-length interval reads the count at that moment.
  return { avg: to === from ? count : weighted / (to - from), max: largest, min: smallest };
}

/** Each listed group's occupancy per interval, as `avg_<name>`, `max_<name>`, `min_<name>`; `perQueue`: groups without the priority rule. */
function occupancyFigure<T extends { key: QueueGroupKey }, N extends string>(
  history: QueueHistory,
  query: QueueStatsQuery,
  now: number,
  [items, stayOf]: [readonly T[], (item: T) => Stay],
  name: N,
  perQueue = false,
) {
  const project = perQueue ? withoutPriorityRule : (key: QueueGroupKey) => key;
  const stays = new Map<string, Stay[]>();
  for (const item of items) {
    const id = groupId(project(item.key));
    if (!stays.has(id)) stays.set(id, []);
    stays.get(id)!.push(stayOf(item));
  }
  const intervals = intervalsOf(planIntervals(query.window));
  return {
    groups: groupsInWindow(history, query, project).map((key) => ({
      ...(perQueue ? { base_ref: key.baseRef, queue_name: key.queueName } : groupFields(key)),
      stats: intervals.map((interval) => {
        const figures = occupancy(stays.get(groupId(key)) ?? [], interval, now);
        const row = { [`avg_${name}`]: figures.avg, [`max_${name}`]: figures.max, [`min_${name}`]: figures.min };
        return { ...intervalBounds(interval), ...(row as Record<`${'avg' | 'max' | 'min'}_${N}`, number>) };
      }),
    })),
  };
}

export function queueSize(history: QueueHistory, query: QueueStatsQuery, now: number) {
  const stayOf = (session: QueueSession): Stay => ({ start: session.enterAt, end: session.leave?.at ?? null });
  return occupancyFigure(history, query, now, [history.sessions, stayOf], 'size');
}

/** Per base branch and queue: the vendor groups running checks without the priority rule. */
const withoutPriorityRule = (key: QueueGroupKey): QueueGroupKey => ({ ...key, priorityRuleName: null });

export function runningSpeculativeChecks(history: QueueHistory, query: QueueStatsQuery, now: number) {
  const runs = history.runs.filter((run) => matchesGroupFilters(run.key, query.filters));
  const stayOf = (run: BatchRun): Stay => ({ start: run.startAt, end: run.endAt });
  return occupancyFigure(history, query, now, [runs, stayOf], 'running_checks', true);
}

/** The base branches or queues that held a pull request during the window (the filters' choices). */
function namesInWindow(history: QueueHistory, window: TimeWindow, nameOf: (key: QueueGroupKey) => string): string[] {
  const names = new Set<string>();
  for (const session of history.sessions) if (sessionInWindow(session, window)) names.add(nameOf(session.key));
  return [...names].sort(compareText);
}

export const branches = (history: QueueHistory, window: TimeWindow) => ({
  base_refs: namesInWindow(history, window, (key) => key.baseRef),
});
export const queueNames = (history: QueueHistory, window: TimeWindow) => ({
  queue_names: namesInWindow(history, window, (key) => key.queueName),
});

export const TIME_TO_MERGE_SPAN_MS = 7 * DAY_MS;

/** Seconds from `queued_at` to merge over the 7 days to `at`, in one partition listing every queue that held a pull request then. */
export function timeToMerge(history: QueueHistory, query: { at: number; branch: string | null }): Schemas['TimeToMergePerPartition'][] {
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
