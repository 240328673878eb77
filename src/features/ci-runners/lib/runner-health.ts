/* How a runner is judged: against the other runners of its group, over the same window. */
import type { runnerAnswers } from '@/queries/ci-runners';

/** One runner's figures over the window (rates are shares of 1); null where no job finished on it. */
export type RunnerFigures = Awaited<ReturnType<typeof runnerAnswers>>[0]['figures'];

/** The figures of the rest of the runner's group, the yardstick of its health. */
export type PeerFigures = Pick<RunnerFigures, 'successRate' | 'medianDurationSeconds'>;

/** In the order a person scanning for trouble wants them: degraded first. */
export const RUNNER_HEALTHS = ['degraded', 'healthy', 'unjudged', 'idle'] as const;
export type RunnerHealth = (typeof RUNNER_HEALTHS)[number];

export const RUNNER_HEALTH_LABELS: Record<RunnerHealth, string> = {
  degraded: 'Degraded',
  healthy: 'Healthy',
  unjudged: 'No peers',
  idle: 'No jobs',
};

/** Mantine palette names: degraded reads as a broken test does, healthy as a healthy one; the rest neutral. */
export const RUNNER_HEALTH_COLORS: Record<RunnerHealth, string> = { degraded: 'red', healthy: 'teal', unjudged: 'gray', idle: 'gray' };

const HEALTH_RULE = { successPointsBelow: 0.1, standardErrors: 3, medianDurationTimes: 1.5 } as const;

export const HEALTH_RULE_WORDS =
  'A runner is degraded when its success rate is 10 points or more below that of the other runners of its group and the gap is at least 3 standard errors for the number of jobs behind each rate (more than a few unlucky jobs), or its median job duration at least 1.5 times theirs, over the same window (a group’s runners take the same kind of jobs). A runner no job finished on, or whose group has no other runner with finished jobs, is not judged.';

/** Jobs that finished over the window on the runner and on the rest of its group: what a gap in success rate is weighed against. */
export type FinishedJobs = { runner: number; peers: number };

/** How many standard errors the peers' success rate lies above the runner's (a two-proportion z statistic, pooled share). */
export function successGapInStandardErrors(runner: number, peers: number, jobs: FinishedJobs): number {
  if (jobs.runner <= 0 || jobs.peers <= 0) return 0;
  const pooled = (runner * jobs.runner + peers * jobs.peers) / (jobs.runner + jobs.peers);
  const standardError = Math.sqrt(pooled * (1 - pooled) * (1 / jobs.runner + 1 / jobs.peers));
  if (standardError === 0) return 0;
  return (peers - runner) / standardError;
}

/** Why a runner is degraded: each figure that crossed the rule, beside its peers'. */
export type HealthReason =
  { figure: 'success-rate'; runner: number; peers: number } | { figure: 'median-duration'; runner: number; peers: number };

type RunnerVerdict = { health: RunnerHealth; reasons: readonly HealthReason[] };

export function classifyRunner(runner: RunnerFigures, peers: PeerFigures, jobs: FinishedJobs): RunnerVerdict {
  // No success rate means no job finished on it in the window: nothing to judge it by.
  if (runner.successRate === null) return { health: 'idle', reasons: [] };
  // Nor without peers that finished jobs: a lone runner has no yardstick.
  if (peers.successRate === null) return { health: 'unjudged', reasons: [] };
  const reasons: HealthReason[] = [];
  const gap = peers.successRate - runner.successRate;
  if (
    gap >= HEALTH_RULE.successPointsBelow - 1e-9 &&
    successGapInStandardErrors(runner.successRate, peers.successRate, jobs) >= HEALTH_RULE.standardErrors
  ) {
    reasons.push({ figure: 'success-rate', runner: runner.successRate, peers: peers.successRate });
  }
  const median = runner.medianDurationSeconds;
  if (median !== null && peers.medianDurationSeconds !== null && peers.medianDurationSeconds > 0) {
    if (median >= peers.medianDurationSeconds * HEALTH_RULE.medianDurationTimes) {
      reasons.push({ figure: 'median-duration', runner: median, peers: peers.medianDurationSeconds });
    }
  }
  return { health: reasons.length > 0 ? 'degraded' : 'healthy', reasons };
}
