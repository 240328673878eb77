import type { FigureAnswers } from './figure-operations';
import { DAY_MS, HOUR_MS } from '@/lib/time-constants';

// The merge queue's answers on an interval grid, every group added up (the queue as filtered): the page's, its comparison's, the digest's.
// The contract's intervals: hours for a window of 2 days or less, else UTC days, the first and last clipped to the window.

export type Interval = {
  /** Epoch ms. */
  start: number;
  end: number;
  /** The window's end is included in its last interval; every other interval ends just before `end`. */
  endIncluded: boolean;
};

export function intervalGrid(window: { start_at: string; end_at: string }): Interval[] {
  const start = Date.parse(window.start_at);
  const end = Date.parse(window.end_at);
  if (!(end > start)) return [];
  const width = end - start <= 2 * DAY_MS ? HOUR_MS : DAY_MS;
  const intervals: Interval[] = [];
  for (let from = start; from < end;) {
    const next = Math.min(end, (Math.floor(from / width) + 1) * width);
    intervals.push({ start: from, end: next, endIncluded: next === end });
    from = next;
  }
  return intervals;
}

/** The grid interval an answer's row belongs to (by its start), or -1 when it is off the grid. */
export function intervalIndexOf(grid: readonly Interval[], start: string): number {
  const at = Date.parse(start);
  return grid.findIndex((interval) => interval.start === at);
}

export type Row = { start: string };
export type Grouped<S extends Row> = { readonly groups: readonly { readonly stats: readonly S[] }[] };
/** The keys of a row's numeric fields. */
export type NumberField<S> = { [K in keyof S]: S[K] extends number ? K : never }[keyof S];

/** One accumulator per interval of the grid, fed every row of every group that falls on it. */
export function foldOnGrid<S extends Row, A>(
  grid: readonly Interval[],
  answer: Grouped<S>,
  empty: () => A,
  add: (sum: A, row: S) => A,
): A[] {
  const sums = grid.map(() => empty());
  for (const group of answer.groups) {
    for (const row of group.stats) {
      const index = intervalIndexOf(grid, row.start);
      if (index >= 0) sums[index] = add(sums[index] as A, row);
    }
  }
  return sums;
}

/** A mean from a sum and its count: null when nothing was counted (no mean of nothing). */
export function meanOf(sum: number, count: number): number | null {
  return count === 0 ? null : sum / count;
}

export function countsOnGrid<S extends Row>(grid: readonly Interval[], answer: Grouped<S>, field: (row: S) => number): number[] {
  return foldOnGrid(
    grid,
    answer,
    () => 0,
    (sum, row) => sum + field(row),
  );
}

/** Counts per interval and label (exit reason, checks outcome) and their totals, labels by total, largest first. */
export function labelledCountsOnGrid<S extends Row>(
  grid: readonly Interval[],
  answer: Grouped<S>,
  label: (row: S) => string,
  count: (row: S) => number,
): { labels: string[]; perInterval: Map<string, number>[]; totals: Map<string, number> } {
  const perInterval = foldOnGrid(
    grid,
    answer,
    () => new Map<string, number>(),
    (counts, row) => counts.set(label(row), (counts.get(label(row)) ?? 0) + count(row)),
  );
  const totals = new Map<string, number>();
  for (const counts of perInterval) for (const [name, value] of counts) totals.set(name, (totals.get(name) ?? 0) + value);
  const labels = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || (a < b ? -1 : 1));
  return { labels, perInterval, totals };
}

export const total = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

/** The activity log's histogram (its own count of events, bucket by bucket) added up per interval of the grid. */
export function histogramOnGrid(grid: readonly Interval[], buckets: readonly { start: string; count: number }[]): number[] {
  const sums = grid.map(() => 0);
  for (const bucket of buckets) {
    const at = Date.parse(bucket.start);
    const index = grid.findIndex((interval) => at >= interval.start && at < interval.end);
    if (index >= 0) sums[index] = (sums[index] ?? 0) + bucket.count;
  }
  return sums;
}

/** A figure over the grid: its value per interval and over the window (null: nothing to measure). */
export type FigureValues = { perInterval: (number | null)[]; window: number | null; max?: number | undefined };

const intervalMs = (interval: Interval) => interval.end - interval.start;

/** Every figure's values from the answers, on the grid (a field named by its key, or computed from the row). */
export function figureValues(grid: readonly Interval[], answers: FigureAnswers) {
  const counted = <S extends Row>(answer: Grouped<S>, field: NumberField<S>): FigureValues => {
    const values = countsOnGrid(grid, answer, (row) => row[field] as number);
    return { perInterval: values, window: total(values) };
  };
  const means = <S extends Row>(answer: Grouped<S>, sum: NumberField<S> | ((row: S) => number), count: NumberField<S>): FigureValues => {
    const sums = countsOnGrid(grid, answer, typeof sum === 'function' ? sum : (row) => row[sum] as number);
    const counts = countsOnGrid(grid, answer, (row) => row[count] as number);
    return { perInterval: sums.map((value, index) => meanOf(value, counts[index]!)), window: meanOf(total(sums), total(counts)) };
  };
  // Time-weighted means add across groups (over the window each interval weighs its length).
  const levels = <S extends Row>(answer: Grouped<S>, mean: NumberField<S>): FigureValues => {
    const values = countsOnGrid(grid, answer, (row) => row[mean] as number);
    const span = grid.reduce((sum, interval) => sum + intervalMs(interval), 0);
    const weighted = values.reduce((sum, value, index) => sum + value * intervalMs(grid[index] as Interval), 0);
    return { perInterval: values, window: span === 0 ? null : weighted / span };
  };
  // The largest is one group's: the API gives no size of several groups together.
  const largest = <S extends Row>(answer: Grouped<S>, max: NumberField<S>): number[] =>
    foldOnGrid(
      grid,
      answer,
      () => 0,
      (most, row) => Math.max(most, row[max] as number),
    );
  const merged = counted(answers.getQueueMergedCount, 'merged');
  const entered = counted(answers.getQueueEnteredCount, 'entered');
  const days = (ms: number) => ms / DAY_MS;
  const largestQueue = largest(answers.getQueueSize, 'max_size');
  const speculativeChecks = levels(answers.getQueueRunningSpeculativeChecks, 'avg_running_checks');
  return {
    entered,
    merged,
    mergedRate: {
      perInterval: merged.perInterval.map((count, index) => meanOf(count ?? 0, entered.perInterval[index] ?? 0)),
      window: meanOf(merged.window ?? 0, entered.window ?? 0),
    },
    throughput: {
      perInterval: merged.perInterval.map((count, index) => (count ?? 0) / days(intervalMs(grid[index] as Interval))),
      window: grid.length === 0 ? null : (merged.window ?? 0) / days(grid.at(-1)!.end - grid[0]!.start),
    },
    largestQueue: { perInterval: largestQueue, window: Math.max(0, ...largestQueue) },
    exits: counted(answers.getQueueExitReasons, 'count'),
    failureRate: means(answers.getQueueFailureRate, 'failures', 'total'),
    timeInQueue: means(answers.getQueueTotalTime, 'sum_queue_time', 'count_queue_time'),
    idleTime: means(answers.getQueueIdleTime, (row) => row.sum_idle_capacity + row.sum_idle_schedule + row.sum_idle_freeze, 'count_idle'),
    ciRuntime: means(answers.getQueueAverageCiRuntime, 'sum_runtime', 'count_runtime'),
    queueSize: levels(answers.getQueueSize, 'avg_size'),
    speculativeChecks: {
      ...speculativeChecks,
      max: Math.max(0, ...largest(answers.getQueueRunningSpeculativeChecks, 'max_running_checks')),
    },
    batchSize: means(answers.getQueueBatchSize, 'sum_batch_size', 'count_batch_size'),
    bisections: counted({ groups: answers.getQueueBatchBisection.started }, 'bisection_count'),
    retries: counted(answers.getQueueChecksRetries, 'total_retries'),
    batchesSaved: counted(answers.getQueueSkipIntermediateResults, 'batches_saved'),
  };
}
