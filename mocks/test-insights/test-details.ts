// Test details (operation 2) over the test's default-branch identities: ratios read the health lookback,
// last conclusion, first/last failure and last success the retention.
import { roundRate } from '../core/statistics';
import type { PullRequest } from '../store/records';
import { executedShare, healthWindow, runMetrics } from './health';
import { flakyFailures } from './stats-series';
import { runsIn, type Commit, type Conclusion, type TestRun } from './test-run-store';

export interface TestDetailsFacts {
  lastConclusion: Conclusion;
  failureRatio: number;
  flakinessRatio: number;
  successRatio: number;
  flakyDetectionEnabled: boolean;
  firstFailure: { at: number; commitSha: string; pullRequest: PullRequest | null } | null;
  lastFailureAt: number | null;
  lastSuccessAt: number | null;
}

export function computeTestDetails(
  runs: readonly TestRun[],
  commits: readonly Commit[],
  retainedFrom: number,
  now: number,
): TestDetailsFacts {
  const lookback = healthWindow(runs, now);
  const metrics = runMetrics(lookback);
  const executed = metrics.passed + metrics.failed;
  const retained = runsIn(runs, retainedFrom, now);
  const failures = retained.filter((run) => run.conclusion === 'failed');
  const first = failures[0];
  const commit = first && commits[first.commit];
  return {
    lastConclusion: retained.findLast((run) => run.conclusion !== 'cancelled')?.conclusion ?? 'cancelled',
    failureRatio: roundRate(executedShare(metrics, 'failed')),
    flakinessRatio: executed === 0 ? 0 : roundRate(flakyFailures(runs, lookback).length / executed),
    successRatio: roundRate(executedShare(metrics, 'passed')),
    flakyDetectionEnabled: retained.some((run) => run.attempt > 1),
    firstFailure: first
      ? { at: first.time, commitSha: commit?.sha ?? '', pullRequest: commit?.pullRequest?.mergedAt != null ? commit.pullRequest : null }
      : null,
    lastFailureAt: failures[failures.length - 1]?.time ?? null,
    lastSuccessAt: retained.findLast((run) => run.conclusion === 'passed')?.time ?? null,
  };
}
