import type { SuccessData } from '@/api/operation-routes';
import { foldOnGrid, intervalIndexOf, meanOf, type Grouped, type Interval, type Row } from '@/domain/merge-queue/queue-values';

// Where the time in queue goes: the parts are the whole stay, so their means add up; percentiles and maxima do not, and a p95 of
// several groups cannot be made from theirs, so it is shown only where one group had sessions.

/** The parts as the operation names them, in the order they stack. */
export const STAY_PARTS = [
  { key: 'ci_runtime', label: 'CI running' },
  { key: 'idle_capacity', label: 'Waiting for CI capacity' },
  { key: 'idle_schedule', label: 'Waiting for the merge schedule' },
  { key: 'idle_freeze', label: 'Waiting for a freeze' },
] as const;
export type PartKey = (typeof STAY_PARTS)[number]['key'];

/** Seconds; null: nothing measured (or, for p95, sessions in several groups). */
export type PartFigures = { mean: number | null; p95: number | null; max: number | null };

export type SplitRow = ReturnType<typeof splitRow>;

type IdleRow = SuccessData<'getQueueIdleTime'>['groups'][number]['stats'][number];
type Sums = { sessions: number; groups: number; sums: Record<PartKey, number>; max: Record<PartKey, number>; single: IdleRow | null };

const zeros = () => ({ ci_runtime: 0, idle_capacity: 0, idle_schedule: 0, idle_freeze: 0 });
/** Below a millisecond: the float noise of adding the parts, not a part of its own. */
const NOISE_S = 0.001;

function addIdle(into: Sums, row: IdleRow): Sums {
  if (row.count_idle === 0) return into;
  into.sessions += row.count_idle;
  into.groups += 1;
  into.single = into.groups === 1 ? row : null;
  for (const { key } of STAY_PARTS) {
    into.sums[key] += row[`sum_${key}`];
    into.max[key] = Math.max(into.max[key], row[`max_${key}`]);
  }
  return into;
}

function splitRow(idle: Sums, total: Totals, p95: (key: PartKey) => number | null) {
  const parts = Object.fromEntries(
    STAY_PARTS.map(({ key }) => [
      key,
      idle.sessions === 0
        ? { mean: null, p95: null, max: null }
        : { mean: idle.sums[key] / idle.sessions, p95: p95(key), max: idle.max[key] },
    ]),
  ) as Record<PartKey, PartFigures>;
  const mean = meanOf(total.sum, total.count);
  const accounted = STAY_PARTS.reduce((sum, { key }) => sum + (parts[key].mean ?? 0), 0);
  const remainder = mean === null ? 0 : mean - accounted;
  return {
    sessions: idle.sessions,
    parts,
    // From the time-in-queue operation: its mean and largest over its own sessions.
    total: { mean, max: total.count === 0 ? null : total.max },
    // Mean time in queue the parts leave unaccounted for, in seconds (none under the contract: the parts are the whole stay).
    remainder: Math.abs(remainder) < NOISE_S ? 0 : remainder,
  };
}

type Totals = { sum: number; count: number; max: number };
const addTotal = (into: Totals, row: { sum_queue_time: number; count_queue_time: number; max_queue_time: number }): Totals => ({
  sum: into.sum + row.sum_queue_time,
  count: into.count + row.count_queue_time,
  max: row.count_queue_time === 0 ? into.max : Math.max(into.max, row.max_queue_time),
});

/** The split per interval of the grid and over the whole window. */
export function timeSplit(
  grid: readonly Interval[],
  idle: SuccessData<'getQueueIdleTime'>,
  totals: SuccessData<'getQueueTotalTime'>,
): { perInterval: SplitRow[]; window: SplitRow } {
  const emptyIdle = (): Sums => ({ sessions: 0, groups: 0, sums: zeros(), max: zeros(), single: null });
  const emptyTotal = (): Totals => ({ sum: 0, count: 0, max: 0 });
  const idleSums = foldOnGrid(grid, idle, emptyIdle, addIdle);
  const totalSums = foldOnGrid(grid, totals, emptyTotal, addTotal);
  const perInterval = grid.map((_, index) => {
    const sums = idleSums[index]!;
    return splitRow(sums, totalSums[index]!, (key) => (sums.single === null ? null : sums.single[`p95_${key}`]));
  });
  // The window: every row on the grid; its p95 from the one group's summary, when only one group had sessions.
  const onGrid = <S extends Row>(answer: Grouped<S>) =>
    answer.groups.flatMap((group) => group.stats).filter((row) => intervalIndexOf(grid, row.start) >= 0);
  const withSessions = idle.groups.filter((group) => group.stats.some((row) => row.count_idle > 0));
  const only = withSessions.length === 1 ? withSessions[0]!.summary : null;
  const window = splitRow(onGrid(idle).reduce(addIdle, emptyIdle()), onGrid(totals).reduce(addTotal, emptyTotal()), (key) =>
    only === null ? null : only[`p95_${key}`],
  );
  return { perInterval, window };
}

/** Whole seconds for the parts that add up to the whole's own rounding (largest remainders rounded up), so the sum reads true. */
export function wholeSecondsAddingUp(parts: readonly number[]): number[] {
  const target = Math.round(parts.reduce((sum, part) => sum + part, 0));
  const floors = parts.map(Math.floor);
  let missing = target - floors.reduce((sum, part) => sum + part, 0);
  const order = parts.map((part, index) => ({ index, rest: part - Math.floor(part) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (missing <= 0) break;
    floors[index] = floors[index]! + 1;
    missing -= 1;
  }
  return floors;
}
