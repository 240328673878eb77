import { intervalIndexOf, type Interval } from './interval-grid';

// The answers on the page's interval grid, every group (branch, queue, priority rule) added up: the queue as filtered, one line.

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

/** Counts per interval and label (exit reason, checks outcome), labels in order of their total, largest first. */
export function labelledCountsOnGrid<S extends Row>(
  grid: readonly Interval[],
  answer: Grouped<S>,
  label: (row: S) => string,
  count: (row: S) => number,
): { labels: string[]; perInterval: Map<string, number>[] } {
  const perInterval = foldOnGrid(
    grid,
    answer,
    () => new Map<string, number>(),
    (counts, row) => counts.set(label(row), (counts.get(label(row)) ?? 0) + count(row)),
  );
  const totals = new Map<string, number>();
  for (const counts of perInterval) for (const [name, value] of counts) totals.set(name, (totals.get(name) ?? 0) + value);
  const labels = [...totals.keys()].sort((a, b) => (totals.get(b) ?? 0) - (totals.get(a) ?? 0) || (a < b ? -1 : 1));
  return { labels, perInterval };
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
