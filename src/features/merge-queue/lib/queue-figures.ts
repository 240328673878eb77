import { LOG_COUNTED_EVENTS, type FigureAnswers } from '@/queries/merge-queue';
import type { EventType } from '@/api/types';
import type { BetterWhen } from '@/domain/periods/figure-delta';
import type { EventNoun } from './activity-drill-down';
import type { Interval } from './interval-grid';
import { countsOnGrid, levelsOnGrid, meanOf, sumCountsOnGrid, total, totalSumCount, type SumCount } from './queue-intervals';

/*
 * The page's figures, each defined once: what it counts, its unit, which way is good news, and the events behind it (the activity
 * log's event types, and how many of them each interval holds).
 */

export type FigureUnit = 'count' | 'seconds' | 'ratio' | 'pull requests';

export type FigureKey =
  | 'merged'
  | 'entered'
  | 'exits'
  | 'failureRate'
  | 'timeInQueue'
  | 'idleTime'
  | 'ciRuntime'
  | 'queueSize'
  | 'speculativeChecks'
  | 'batchSize'
  | 'bisections'
  | 'retries'
  | 'batchesSaved';

/** The answers a figure reads, by operation. */
export type IntervalAnswers = FigureAnswers;

export type FigureDefinition = {
  key: FigureKey;
  label: string;
  /** What one unit of it is, in words: "pull requests merged by the queue". */
  counts: string;
  unit: FigureUnit;
  better: BetterWhen;
  eventTypes: readonly EventType[];
  noun: EventNoun;
  /** Whether the priority rule filter applies (the running checks are per branch and queue only). */
  byPriorityRule: boolean;
};

const LEAVE: readonly EventType[] = ['action.queue.leave'];
const EXITS: EventNoun = { one: 'queue exit', many: 'queue exits' };

export const FIGURES: readonly FigureDefinition[] = [
  {
    key: 'merged',
    label: 'Merged',
    counts: 'pull requests merged by the queue',
    unit: 'count',
    better: 'higher',
    eventTypes: ['action.queue.merged'],
    noun: { one: 'merge', many: 'merges' },
    byPriorityRule: true,
  },
  {
    key: 'entered',
    label: 'Entered',
    counts: 'queue entries (a pull request queued again counts again)',
    unit: 'count',
    better: 'neither',
    eventTypes: ['action.queue.enter'],
    noun: { one: 'queue entry', many: 'queue entries' },
    byPriorityRule: true,
  },
  {
    key: 'exits',
    label: 'Left the queue',
    counts: 'queue sessions that ended, merged or not',
    unit: 'count',
    better: 'neither',
    eventTypes: LEAVE,
    noun: EXITS,
    byPriorityRule: true,
  },
  {
    key: 'failureRate',
    label: 'Failure rate',
    // The vendor's meaning (August 2026): a session that left unmerged for another reason is no failure.
    counts: 'share of the queue exits (merges included) whose checks failed or timed out',
    unit: 'ratio',
    better: 'lower',
    eventTypes: LEAVE,
    noun: EXITS,
    byPriorityRule: true,
  },
  {
    key: 'timeInQueue',
    label: 'Time in queue',
    counts: 'mean time from entry to exit of the sessions that ended',
    unit: 'seconds',
    better: 'lower',
    eventTypes: LEAVE,
    noun: EXITS,
    byPriorityRule: true,
  },
  {
    key: 'idleTime',
    label: 'Idle time',
    counts: 'mean time a session that ended waited for a free check, its merge schedule or a freeze',
    unit: 'seconds',
    better: 'lower',
    eventTypes: LEAVE,
    noun: EXITS,
    byPriorityRule: true,
  },
  {
    key: 'ciRuntime',
    label: 'CI runtime in the queue',
    counts: 'mean run of the queue checks that ended, one per batch run (the log has an event per pull request)',
    unit: 'seconds',
    better: 'lower',
    eventTypes: LOG_COUNTED_EVENTS.ciRuntime,
    noun: { one: 'queue checks end event', many: 'queue checks end events' },
    byPriorityRule: true,
  },
  {
    key: 'queueSize',
    label: 'Queue size',
    counts: 'pull requests in the queue, time-weighted mean',
    unit: 'pull requests',
    better: 'neither',
    eventTypes: ['action.queue.enter', 'action.queue.leave'],
    noun: { one: 'queue entry or exit', many: 'queue entries and exits' },
    byPriorityRule: true,
  },
  {
    key: 'speculativeChecks',
    label: 'Speculative checks running',
    counts: 'checks running at once, time-weighted mean (every priority rule)',
    unit: 'count',
    better: 'neither',
    eventTypes: ['action.queue.checks_start'],
    noun: { one: 'queue checks start', many: 'queue checks starts' },
    byPriorityRule: false,
  },
  {
    key: 'batchSize',
    label: 'Batch size',
    counts: 'mean pull requests per speculative check started',
    unit: 'pull requests',
    better: 'neither',
    eventTypes: ['action.queue.checks_start'],
    noun: { one: 'queue checks start', many: 'queue checks starts' },
    byPriorityRule: true,
  },
  {
    key: 'bisections',
    label: 'Bisections',
    counts: 'failed batches split to find the culprit, one per batch and depth (the log has an event per pull request)',
    unit: 'count',
    better: 'lower',
    eventTypes: LOG_COUNTED_EVENTS.bisections,
    noun: { one: 'bisection start event', many: 'bisection start events' },
    byPriorityRule: true,
  },
  {
    key: 'retries',
    label: 'Checks retries',
    counts: 'retries of failed queue checks, by the session’s exit',
    unit: 'count',
    better: 'lower',
    eventTypes: LEAVE,
    noun: EXITS,
    byPriorityRule: true,
  },
  {
    key: 'batchesSaved',
    label: 'Batches saved',
    counts: 'batches merged on a later batch’s result (intermediate results skipped)',
    unit: 'count',
    better: 'higher',
    eventTypes: ['action.queue.merged'],
    noun: { one: 'merge', many: 'merges' },
    byPriorityRule: true,
  },
];

export function figureDefinition(key: FigureKey): FigureDefinition {
  return FIGURES.find((figure) => figure.key === key) as FigureDefinition;
}

/** A figure over the grid: its value per interval and over the window (null: nothing to measure). */
export type FigureValues = { perInterval: (number | null)[]; window: number | null; max?: number | undefined };

const intervalMs = (interval: Interval) => interval.end - interval.start;

function means(values: SumCount[]): FigureValues {
  const all = totalSumCount(values);
  return { perInterval: values.map((value) => meanOf(value.sum, value.count)), window: meanOf(all.sum, all.count) };
}

function counted(values: number[]): FigureValues {
  return { perInterval: values, window: total(values) };
}

/** Time-weighted means: over the window, each interval weighs its length. */
function levels(grid: readonly Interval[], values: { mean: number; max: number }[]): FigureValues {
  const span = grid.reduce((sum, interval) => sum + intervalMs(interval), 0);
  const weighted = values.reduce((sum, value, index) => sum + value.mean * intervalMs(grid[index] as Interval), 0);
  return {
    perInterval: values.map((value) => value.mean),
    window: span === 0 ? null : weighted / span,
    max: values.reduce((max, value) => Math.max(max, value.max), 0),
  };
}

/** Every figure's values from the answers, on the grid. */
export function figureValues(grid: readonly Interval[], answers: IntervalAnswers): Record<FigureKey, FigureValues> {
  const ended = sumCountsOnGrid(
    grid,
    answers.getQueueFailureRate,
    (row) => row.failures,
    (row) => row.total,
  );
  const idle = sumCountsOnGrid(
    grid,
    answers.getQueueIdleTime,
    (row) => row.sum_idle_capacity + row.sum_idle_schedule + row.sum_idle_freeze,
    (row) => row.count_idle,
  );
  return {
    merged: counted(countsOnGrid(grid, answers.getQueueMergedCount, (row) => row.merged)),
    entered: counted(countsOnGrid(grid, answers.getQueueEnteredCount, (row) => row.entered)),
    exits: counted(countsOnGrid(grid, answers.getQueueExitReasons, (row) => row.count)),
    failureRate: means(ended),
    timeInQueue: means(
      sumCountsOnGrid(
        grid,
        answers.getQueueTotalTime,
        (row) => row.sum_queue_time,
        (row) => row.count_queue_time,
      ),
    ),
    idleTime: means(idle),
    ciRuntime: means(
      sumCountsOnGrid(
        grid,
        answers.getQueueAverageCiRuntime,
        (row) => row.sum_runtime,
        (row) => row.count_runtime,
      ),
    ),
    queueSize: levels(
      grid,
      levelsOnGrid(
        grid,
        answers.getQueueSize,
        (row) => row.avg_size,
        (row) => row.max_size,
      ),
    ),
    speculativeChecks: levels(
      grid,
      levelsOnGrid(
        grid,
        answers.getQueueRunningSpeculativeChecks,
        (row) => row.avg_running_checks,
        (row) => row.max_running_checks,
      ),
    ),
    batchSize: means(
      sumCountsOnGrid(
        grid,
        answers.getQueueBatchSize,
        (row) => row.sum_batch_size,
        (row) => row.count_batch_size,
      ),
    ),
    bisections: counted(countsOnGrid(grid, { groups: answers.getQueueBatchBisection.started }, (row) => row.bisection_count)),
    retries: counted(countsOnGrid(grid, answers.getQueueChecksRetries, (row) => row.total_retries)),
    batchesSaved: counted(countsOnGrid(grid, answers.getQueueSkipIntermediateResults, (row) => row.batches_saved)),
  };
}

/**
 * How many events of a figure's types each interval holds, from answers that count exactly those events (the mock's tests and the
 * page's probe hold each to the log's own count).
 */
export function eventCounts(grid: readonly Interval[], answers: IntervalAnswers): Record<FigureKey, number[]> {
  const entries = countsOnGrid(grid, answers.getQueueEnteredCount, (row) => row.entered);
  const merges = countsOnGrid(grid, answers.getQueueMergedCount, (row) => row.merged);
  const exits = countsOnGrid(grid, answers.getQueueExitReasons, (row) => row.count);
  const checksEnds = countsOnGrid(grid, answers.getQueueAverageCiRuntime, (row) => row.count_runtime);
  const checksStarts = countsOnGrid(grid, answers.getQueueBatchSize, (row) => row.sum_batch_size);
  const bisections = countsOnGrid(grid, { groups: answers.getQueueBatchBisection.started }, (row) => row.bisection_count);
  return {
    merged: merges,
    entered: entries,
    exits,
    failureRate: exits,
    timeInQueue: exits,
    idleTime: exits,
    ciRuntime: checksEnds,
    queueSize: entries.map((count, index) => count + (exits[index] ?? 0)),
    speculativeChecks: checksStarts,
    batchSize: checksStarts,
    bisections,
    retries: exits,
    batchesSaved: merges,
  };
}
