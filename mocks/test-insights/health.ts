// Health classification (thresholds documented in docs/decisions.md, "Mock backend").
//   flaky:  within the lookback, one commit ran under one identity (pipeline + job) with different
//           results, at least one a failure. Cancelled runs are ignored; skipped vs passed stays healthy.
//   broken: the recent executed runs fail consistently: a recency-weighted failure score (newest run
//           weight 1, each older one x0.7, newest 20 runs) of at least 0.6, from at least 2 failures.
//           Failures that passed on a rerun of the same commit (flaky ones) are not consistent and
//           are left out of the score.
//   healthy: otherwise.
// Broken wins over flaky: a test failing on every run now is broken even if it flaked last week.
import { healthStatusValues } from '@/api/generated/enums';
import { FAILED, PASSED, SKIPPED, rangeOf, type RunColumns } from './run-columns';
import { DAY_MS, HOUR_MS, floorTo } from './time-constants';

/** The contract's order is the verdict's code: healthy 0 < flaky 1 < broken 2 (also the sort order). */
export const HEALTH_STATUSES = healthStatusValues;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export const HEALTHY = 0;
export const FLAKY = 1;
export const BROKEN = 2;

/** The verdict at a moment looks at the runs of the 7 days before it. */
export const HEALTH_LOOKBACK_MS = 7 * DAY_MS;
export const BROKEN_RECENT_RUNS = 20;
export const BROKEN_RECENCY_DECAY = 0.7;
export const BROKEN_SCORE_THRESHOLD = 0.6;
export const BROKEN_MIN_FAILURES = 2;

/**
 * Runs considered for the verdict at `at`: [hour(at) - 7 days, at). The start is floored to the hour so
 * the badge only moves on the hour (it can then be memoised per hour and stays consistent between the
 * operations of one page).
 */
export function healthRange(columns: RunColumns, at: number): [number, number] {
  return rangeOf(columns, floorTo(at, HOUR_MS) - HEALTH_LOOKBACK_MS, at);
}

/** Key of a (commit, identity) group: reruns of one commit under one identity share it. */
export function groupKey(columns: RunColumns, index: number): number {
  return (columns.commit[index] as number) * 65_536 + (columns.identity[index] as number);
}

/** Keys of the groups in [from, to) that mix a failure with another non-cancelled result. */
export function flakyGroups(columns: RunColumns, from: number, to: number): Set<number> {
  const failed = new Set<number>();
  for (let i = from; i < to; i += 1) {
    if (columns.conclusion[i] === FAILED) failed.add(groupKey(columns, i));
  }
  const mixed = new Set<number>();
  if (failed.size === 0) return mixed;
  for (let i = from; i < to; i += 1) {
    const conclusion = columns.conclusion[i];
    if (conclusion === PASSED || conclusion === SKIPPED) {
      const key = groupKey(columns, i);
      if (failed.has(key)) mixed.add(key);
    }
  }
  return mixed;
}

export interface BrokenScore {
  score: number;
  failures: number;
}

/**
 * Recency-weighted failure share of the newest executed (passed or failed) runs in [from, to),
 * leaving out failures of the `flaky` groups.
 */
export function brokenScore(columns: RunColumns, from: number, to: number, flaky: ReadonlySet<number>): BrokenScore {
  let weight = 1;
  let weighted = 0;
  let total = 0;
  let failures = 0;
  let counted = 0;
  for (let i = to - 1; i >= from && counted < BROKEN_RECENT_RUNS; i -= 1) {
    const conclusion = columns.conclusion[i];
    if (conclusion !== PASSED && conclusion !== FAILED) continue;
    if (conclusion === FAILED && flaky.size > 0 && flaky.has(groupKey(columns, i))) continue;
    total += weight;
    if (conclusion === FAILED) {
      weighted += weight;
      failures += 1;
    }
    weight *= BROKEN_RECENCY_DECAY;
    counted += 1;
  }
  return { score: total === 0 ? 0 : weighted / total, failures };
}

export function classifyRange(columns: RunColumns, from: number, to: number): number {
  let anyFailure = false;
  for (let i = from; i < to; i += 1) {
    if (columns.conclusion[i] === FAILED) {
      anyFailure = true;
      break;
    }
  }
  if (!anyFailure) return HEALTHY;
  const flaky = flakyGroups(columns, from, to);
  const { score, failures } = brokenScore(columns, from, to, flaky);
  if (failures >= BROKEN_MIN_FAILURES && score >= BROKEN_SCORE_THRESHOLD) return BROKEN;
  return flaky.size > 0 ? FLAKY : HEALTHY;
}

/** The badge at `at`, from every run before it (within the lookback). */
export function classifyHealthAt(columns: RunColumns, at: number): number {
  const [from, to] = healthRange(columns, at);
  return classifyRange(columns, from, to);
}

export function healthName(code: number): HealthStatus {
  return HEALTH_STATUSES[code] ?? 'healthy';
}

/**
 * Index of the first failed run of the episode behind a broken verdict, or -1. Walking commits from
 * the newest back (commit order, not run order: a late rerun of an older commit does not interrupt
 * it), the streak is the run of commits that failed without passing; newest commits that only
 * passed are skipped first (a broken verdict can outlive a green run or two).
 */
export function brokenStreakStart(columns: RunColumns, from: number, to: number): number {
  const byCommit = new Map<number, { failed: boolean; passed: boolean; firstFailure: number }>();
  for (let i = from; i < to; i += 1) {
    const conclusion = columns.conclusion[i];
    if (conclusion !== PASSED && conclusion !== FAILED) continue;
    const commit = columns.commit[i] as number;
    const entry = byCommit.get(commit) ?? { failed: false, passed: false, firstFailure: -1 };
    if (conclusion === PASSED) entry.passed = true;
    else {
      entry.failed = true;
      if (entry.firstFailure < 0) entry.firstFailure = i;
    }
    byCommit.set(commit, entry);
  }
  const commits = [...byCommit.keys()].sort((a, b) => b - a);
  let position = 0;
  while (position < commits.length && !byCommit.get(commits[position] as number)?.failed) position += 1;
  let first = -1;
  for (; position < commits.length; position += 1) {
    const entry = byCommit.get(commits[position] as number);
    if (!entry || entry.passed || !entry.failed) break;
    first = entry.firstFailure;
  }
  return first;
}

/** Index of the earliest failed run in [from, to) whose group is flaky, or -1. */
export function firstFlakyFailure(columns: RunColumns, from: number, to: number): number {
  const mixed = flakyGroups(columns, from, to);
  if (mixed.size === 0) return -1;
  for (let i = from; i < to; i += 1) {
    if (columns.conclusion[i] === FAILED && mixed.has(groupKey(columns, i))) return i;
  }
  return -1;
}
