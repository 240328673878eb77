// Counts over runs: the raw material of ratios, confidence and impact.
import { groupKey } from './health';
import type { TestRun } from './test-run-store';

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

/** Failed share of executed (passed or failed) runs; 0 when nothing executed. */
export function failureRatio(metrics: RunMetrics): number {
  const executed = metrics.passed + metrics.failed;
  return executed === 0 ? 0 : metrics.failed / executed;
}

export function successRatio(metrics: RunMetrics): number {
  const executed = metrics.passed + metrics.failed;
  return executed === 0 ? 0 : metrics.passed / executed;
}
