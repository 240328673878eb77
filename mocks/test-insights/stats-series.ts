// Per-test count and mean-duration series over a window (operation 3), from the test's
// default-branch runs within the retention. `value` is the whole window; buckets tile it, so count
// buckets sum to `value`.
//   success_count: passed runs; failure_count: failed runs;
//   flaky_count:   failed runs whose commit also ran with another result under the same identity
//                  (the reruns looked up to a day either side of the window);
//   mean_duration: mean duration in seconds of passed and failed runs (0 for an empty bucket).
import { getTestStatStatValues } from '@/api/generated/enums';
import { bucketWidthFor, buildBuckets, type Bucket } from './buckets';
import { flakyGroups, groupKey } from './health';
import { FAILED, PASSED, rangeOf, type RunColumns } from './run-columns';
import { DAY_MS } from './time-constants';

export const TEST_STATS = getTestStatStatValues;
export type TestStat = (typeof TEST_STATS)[number];

/** Reruns of a commit are searched this far beyond the window when deciding a failure was flaky. */
export const FLAKY_RERUN_MARGIN_MS = DAY_MS;

export interface SeriesPoint {
  start: number;
  end: number;
  value: number;
}

export interface Series {
  value: number;
  points: SeriesPoint[];
}

/**
 * Whether a run of [from, to) is a flaky failure: a failure whose commit also ran with another result
 * under the same identity, looking up to a day either side (also what test details' flakiness counts).
 */
export function flakyFailurePredicate(columns: RunColumns, from: number, to: number): (index: number) => boolean {
  if (from >= to) return () => false;
  const [marginFrom, marginTo] = rangeOf(
    columns,
    (columns.time[from] as number) - FLAKY_RERUN_MARGIN_MS,
    (columns.time[to - 1] as number) + FLAKY_RERUN_MARGIN_MS + 1,
  );
  const mixed = flakyGroups(columns, marginFrom, marginTo);
  return (i: number) => columns.conclusion[i] === FAILED && mixed.has(groupKey(columns, i));
}

/** Selects the runs a count stat counts, as a per-run predicate over [from, to). */
function countPredicate(stat: Exclude<TestStat, 'mean_duration'>, columns: RunColumns, from: number, to: number) {
  if (stat === 'success_count') return (i: number) => columns.conclusion[i] === PASSED;
  if (stat === 'failure_count') return (i: number) => columns.conclusion[i] === FAILED;
  return flakyFailurePredicate(columns, from, to);
}

/**
 * @param retainedFrom runs before this moment are outside the retention and never counted.
 */
export function computeTestStat(columns: RunColumns, stat: TestStat, window: { start: number; end: number }, retainedFrom: number): Series {
  const buckets: Bucket[] = buildBuckets(window.start, window.end);
  const [from, to] = rangeOf(columns, Math.max(window.start, retainedFrom), window.end);
  const sums = new Float64Array(buckets.length);
  const counts = new Uint32Array(buckets.length);
  const isDuration = stat === 'mean_duration';
  const selected = isDuration
    ? (i: number) => columns.conclusion[i] === PASSED || columns.conclusion[i] === FAILED
    : countPredicate(stat, columns, from, to);

  const width = bucketWidthFor(window.end - window.start);
  const first = buckets[0]?.start ?? window.start;
  for (let i = from; i < to; i += 1) {
    if (!selected(i)) continue;
    const bucket = Math.floor(((columns.time[i] as number) - first) / width);
    counts[bucket] = (counts[bucket] as number) + 1;
    sums[bucket] = (sums[bucket] as number) + (isDuration ? (columns.duration[i] as number) / 1000 : 1);
  }

  const points = buckets.map((range, index) => ({
    start: range.start,
    end: range.end,
    value: isDuration ? mean(sums[index] as number, counts[index] as number) : (counts[index] as number),
  }));
  const totalCount = counts.reduce((sum, count) => sum + count, 0);
  const totalSum = sums.reduce((sum, value) => sum + value, 0);
  return { value: isDuration ? mean(totalSum, totalCount) : totalCount, points };
}

function mean(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 1000) / 1000;
}
