// Health of an identity from its lookback runs (thresholds in docs/decisions.md, "Mock backend"): flaky when a
// commit mixed a failure with a pass; broken on a recency-weighted failure score; broken wins.
import { healthStatusValues } from '@/api/generated/enums';
import { runsIn, type TestDefinition, type TestRun } from './test-run-store';
import { DAY_MS, HOUR_MS, floorTo } from './time-constants';

/** The contract's order is the verdict's code: healthy 0 < flaky 1 < broken 2 (also the sort order). */
export const HEALTH_STATUSES = healthStatusValues;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
export const HEALTHY = 0;
export const FLAKY = 1;
export const BROKEN = 2;

export const HEALTH_LOOKBACK_MS = 7 * DAY_MS;
export const BROKEN_RECENT_RUNS = 20;
export const BROKEN_RECENCY_DECAY = 0.7;
export const BROKEN_SCORE_THRESHOLD = 0.6;
export const BROKEN_MIN_FAILURES = 2;

/** The runs the verdict at `at` reads: [hour(at) - 7 days, at), so the badge only moves on the hour. */
export function healthWindow(runs: readonly TestRun[], at: number): TestRun[] {
  return runsIn(runs, floorTo(at, HOUR_MS) - HEALTH_LOOKBACK_MS, at);
}

/** Reruns of one commit under one identity share this key. */
export const groupKey = (run: TestRun): number => run.commit * 65_536 + run.identity;

const executed = (run: TestRun) => run.conclusion === 'passed' || run.conclusion === 'failed';

/** Keys of the groups that mix a failure with a pass or a skip. */
export function flakyGroups(runs: readonly TestRun[]): Set<number> {
  const failed = new Set(runs.filter((run) => run.conclusion === 'failed').map(groupKey));
  const mixed = runs.filter((run) => (run.conclusion === 'passed' || run.conclusion === 'skipped') && failed.has(groupKey(run)));
  return new Set(mixed.map(groupKey));
}

function brokenScore(runs: readonly TestRun[], flaky: ReadonlySet<number>): { score: number; failures: number } {
  const counted = runs
    .filter((run) => executed(run) && !(run.conclusion === 'failed' && flaky.has(groupKey(run))))
    .slice(-BROKEN_RECENT_RUNS)
    .reverse();
  let weight = 1;
  let weighted = 0;
  let total = 0;
  for (const run of counted) {
    total += weight;
    if (run.conclusion === 'failed') weighted += weight;
    weight *= BROKEN_RECENCY_DECAY;
  }
  const failures = counted.filter((run) => run.conclusion === 'failed').length;
  return { score: total === 0 ? 0 : weighted / total, failures };
}

/** The verdict over a lookback's runs. */
export function classifyHealth(runs: readonly TestRun[]): number {
  if (!runs.some((run) => run.conclusion === 'failed')) return HEALTHY;
  const flaky = flakyGroups(runs);
  const { score, failures } = brokenScore(runs, flaky);
  if (failures >= BROKEN_MIN_FAILURES && score >= BROKEN_SCORE_THRESHOLD) return BROKEN;
  return flaky.size > 0 ? FLAKY : HEALTHY;
}

export function classifyHealthAt(runs: readonly TestRun[], at: number): number {
  return classifyHealth(healthWindow(runs, at));
}

export function healthName(code: number): HealthStatus {
  return HEALTH_STATUSES[code] ?? 'healthy';
}

/**
 * The first failed run of the failing streak behind a broken verdict. Walks commits from the newest
 * back (a late rerun of an older commit does not interrupt it), skipping newest commits that only passed.
 */
export function brokenStreakStart(runs: readonly TestRun[]): TestRun | undefined {
  const byCommit = new Map<number, { failed: boolean; passed: boolean; firstFailure?: TestRun }>();
  for (const run of runs.filter(executed)) {
    const entry = byCommit.get(run.commit) ?? { failed: false, passed: false };
    if (run.conclusion === 'passed') entry.passed = true;
    else {
      entry.failed = true;
      entry.firstFailure ??= run;
    }
    byCommit.set(run.commit, entry);
  }
  const commits = [...byCommit.keys()].sort((a, b) => b - a).map((commit) => byCommit.get(commit)!);
  let position = commits.findIndex((entry) => entry.failed);
  let first: TestRun | undefined;
  for (; position >= 0 && position < commits.length; position += 1) {
    const entry = commits[position]!;
    if (entry.passed || !entry.failed) break;
    first = entry.firstFailure;
  }
  return first;
}

/** One health per test (docs/decisions.md): its worst identity's. */
export function classifyTestAt(test: TestDefinition, at: number): number {
  return Math.max(HEALTHY, ...test.identities.map((identity) => classifyHealthAt(identity.runs, at)));
}

/** Counts over runs: the raw material of ratios, confidence and impact. */
export interface RunMetrics {
  executions: number;
  passed: number;
  failed: number;
  /** Distinct (commit, identity) groups with an executed rerun. */
  rerunCommits: number;
}

export function runMetrics(runs: readonly TestRun[]): RunMetrics {
  const passed = runs.filter((run) => run.conclusion === 'passed').length;
  const failed = runs.filter((run) => run.conclusion === 'failed').length;
  const reruns = runs.filter((run) => (run.conclusion === 'passed' || run.conclusion === 'failed') && run.attempt >= 2);
  return { executions: runs.length, passed, failed, rerunCommits: new Set(reruns.map(groupKey)).size };
}

/** The failed (or passed) share of executed runs; 0 when nothing executed. */
export function executedShare(metrics: RunMetrics, counted: 'failed' | 'passed'): number {
  const executed = metrics.passed + metrics.failed;
  return executed === 0 ? 0 : metrics[counted] / executed;
}
