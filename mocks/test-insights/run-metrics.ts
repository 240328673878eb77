// Counts over a range of runs: the raw material of ratios, confidence and impact.
import { CANCELLED, FAILED, PASSED, SKIPPED, type RunColumns } from './run-columns';
import { groupKey } from './health';

/** Attempts from 2 on are reruns of the same commit. */
export const ATTEMPT_RERUN_MIN = 2;

export interface RunMetrics {
  /** Every run, whatever its conclusion. */
  executions: number;
  passed: number;
  failed: number;
  skipped: number;
  cancelled: number;
  /** Distinct (commit, identity) groups with an executed rerun. */
  rerunCommits: number;
}

export function runMetrics(columns: RunColumns, from: number, to: number): RunMetrics {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let cancelled = 0;
  let reruns: Set<number> | null = null;
  for (let i = from; i < to; i += 1) {
    const conclusion = columns.conclusion[i];
    if (conclusion === PASSED) passed += 1;
    else if (conclusion === FAILED) failed += 1;
    else if (conclusion === SKIPPED) skipped += 1;
    else if (conclusion === CANCELLED) cancelled += 1;
    if ((conclusion === PASSED || conclusion === FAILED) && (columns.attempt[i] as number) >= ATTEMPT_RERUN_MIN) {
      reruns ??= new Set();
      reruns.add(groupKey(columns, i));
    }
  }
  return { executions: to - from, passed, failed, skipped, cancelled, rerunCommits: reruns?.size ?? 0 };
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
