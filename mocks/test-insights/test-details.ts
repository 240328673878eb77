// Test details (operation 2), per test (all its identities, default branch).
//   health_status is the worst identity's (test-health.ts, applied by the handler); the three ratios use
//   the health lookback (the 7 days before the current hour):
//     success_ratio / failure_ratio = passed / failed share of executed (passed or failed) runs,
//     flakiness_ratio = share of executed runs that were flaky failures as flaky_count counts them
//     (a rerun of the commit with another result, up to a day either side; 0 when none ran).
//   last_conclusion, first/last failure and last success: over the retention.
//   flaky_detection_enabled: the test has rerun data (a commit rerun) in the retention, which is what
//     flakiness is detected from.
import { FAILED, PASSED, CANCELLED, CONCLUSIONS, type Conclusion } from './run-columns';
import { healthRange } from './health';
import { flakyFailurePredicate } from './stats-series';
import { failureRatio, runMetrics, successRatio } from './run-metrics';
import { rangeOf, type RunColumns } from './run-columns';
import type { PullRequest } from '../store/records';
import type { Commit } from './test-run-store';

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

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/** True when the test ran within the retention (otherwise the API does not know it: 404). */
export function hasRetainedRuns(columns: RunColumns, retainedFrom: number, now: number): boolean {
  const [from, to] = rangeOf(columns, retainedFrom, now);
  return to > from;
}

export function computeTestDetails(columns: RunColumns, commits: readonly Commit[], retainedFrom: number, now: number): TestDetailsFacts {
  const [from, to] = healthRange(columns, now);
  const metrics = runMetrics(columns, from, to);
  // The same flaky failures the flaky_count series counts over the lookback, so the ratio agrees with it.
  const isFlakyFailure = flakyFailurePredicate(columns, from, to);
  let flakyFailures = 0;
  for (let i = from; i < to; i += 1) if (isFlakyFailure(i)) flakyFailures += 1;
  const executed = metrics.passed + metrics.failed;

  const [retainedStart, retainedEnd] = rangeOf(columns, retainedFrom, now);
  let lastConclusion: Conclusion = 'cancelled';
  let firstFailure = -1;
  let lastFailure = -1;
  let lastSuccess = -1;
  let rerun = false;
  for (let i = retainedStart; i < retainedEnd; i += 1) {
    const conclusion = columns.conclusion[i] as number;
    if (conclusion !== CANCELLED) lastConclusion = CONCLUSIONS[conclusion] ?? 'cancelled';
    if (conclusion === FAILED) {
      if (firstFailure < 0) firstFailure = i;
      lastFailure = i;
    } else if (conclusion === PASSED) lastSuccess = i;
    if ((columns.attempt[i] as number) > 1) rerun = true;
  }

  let first: TestDetailsFacts['firstFailure'] = null;
  if (firstFailure >= 0) {
    const commit = commits[columns.commit[firstFailure] as number];
    first = {
      at: columns.time[firstFailure] as number,
      commitSha: commit?.sha ?? '',
      pullRequest: commit?.pullRequest?.mergedAt != null ? commit.pullRequest : null,
    };
  }
  return {
    lastConclusion,
    failureRatio: round(failureRatio(metrics)),
    flakinessRatio: executed === 0 ? 0 : round(flakyFailures / executed),
    successRatio: round(successRatio(metrics)),
    flakyDetectionEnabled: rerun,
    firstFailure: first,
    lastFailureAt: lastFailure >= 0 ? (columns.time[lastFailure] as number) : null,
    lastSuccessAt: lastSuccess >= 0 ? (columns.time[lastSuccess] as number) : null,
  };
}
