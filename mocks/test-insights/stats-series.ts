// Per-test count and mean-duration series (operation 3) over retained default-branch runs; count buckets sum
// to `value`; flaky_count counts failed runs whose commit also ran otherwise (reruns looked up a day either side).
import { getTestStatStatValues } from '@/api/generated/enums';
import { bucketWidthFor, buildBuckets } from './buckets';
import { flakyGroups, groupKey } from './health';
import { runsIn, type TestRun } from './test-run-store';
import { DAY_MS } from './time-constants';

export const TEST_STATS = getTestStatStatValues;
export type TestStat = (typeof TEST_STATS)[number];

export const FLAKY_RERUN_MARGIN_MS = DAY_MS;

export interface SeriesPoint {
  start: number;
  end: number;
  value: number;
}

/** The flaky failures among `selected` (a time-ordered part of `runs`), reruns looked up a day either side. */
export function flakyFailures(runs: readonly TestRun[], selected: readonly TestRun[]): TestRun[] {
  const first = selected[0];
  const last = selected[selected.length - 1];
  if (!first || !last) return [];
  const mixed = flakyGroups(runsIn(runs, first.time - FLAKY_RERUN_MARGIN_MS, last.time + FLAKY_RERUN_MARGIN_MS + 1));
  return selected.filter((run) => run.conclusion === 'failed' && mixed.has(groupKey(run)));
}

function selectedRuns(stat: TestStat, runs: readonly TestRun[], inWindow: readonly TestRun[]): TestRun[] {
  if (stat === 'success_count') return inWindow.filter((run) => run.conclusion === 'passed');
  if (stat === 'failure_count') return inWindow.filter((run) => run.conclusion === 'failed');
  if (stat === 'flaky_count') return flakyFailures(runs, inWindow);
  return inWindow.filter((run) => run.conclusion === 'passed' || run.conclusion === 'failed');
}

/** Runs before `retainedFrom` are outside the retention and never counted. */
export function computeTestStat(runs: readonly TestRun[], stat: TestStat, window: { start: number; end: number }, retainedFrom: number) {
  const buckets = buildBuckets(window.start, window.end);
  const selected = selectedRuns(stat, runs, runsIn(runs, Math.max(window.start, retainedFrom), window.end));
  const width = bucketWidthFor(window.end - window.start);
  const first = buckets[0]?.start ?? window.start;
  const perBucket = buckets.map((): TestRun[] => []);
  for (const run of selected) perBucket[Math.floor((run.time - first) / width)]!.push(run);
  const counts = perBucket.map((part) => part.length);
  if (stat !== 'mean_duration')
    return { value: selected.length, points: buckets.map((bucket, index) => ({ ...bucket, value: counts[index]! })) };
  // Summed per bucket, then over buckets: the figures are rounded from these very sums.
  const sums = perBucket.map((part) => part.reduce((total, run) => total + run.durationMs / 1000, 0));
  return {
    value: mean(
      sums.reduce((total, sum) => total + sum, 0),
      selected.length,
    ),
    points: buckets.map((bucket, index) => ({ ...bucket, value: mean(sums[index]!, counts[index]!) })),
  };
}

function mean(sum: number, count: number): number {
  return count === 0 ? 0 : Math.round((sum / count) * 1000) / 1000;
}
