/*
 * How a runner is judged against its fleet. A runner is not degraded by a number of its own (a fleet
 * that runs long integration jobs has long durations everywhere) but by standing out from the rest of
 * the owner's runners over the same window: the service's fleet-wide figure (every runner) is the
 * yardstick. The rule is stated on screen in the words of HEALTH_RULE_WORDS, so a reader can check a
 * verdict against the figures in its row.
 */

/** One runner's figures over the window; null where the service has none (no job ran on it). */
export type RunnerFigures = {
  /** Fraction of 1 of its jobs that succeeded. */
  successRate: number | null;
  medianDurationSeconds: number | null;
  p95DurationSeconds: number | null;
  /** Fraction of 1 of the window it spent running jobs. */
  utilization: number | null;
  jobsPerHour: number | null;
};

/** The fleet's own figures over the window (every runner together), the yardstick of each row. */
export type FleetFigures = Pick<RunnerFigures, 'successRate' | 'medianDurationSeconds'>;

export const RUNNER_HEALTHS = ['degraded', 'healthy', 'idle'] as const;
export type RunnerHealth = (typeof RUNNER_HEALTHS)[number];

export const RUNNER_HEALTH_LABELS: Record<RunnerHealth, string> = { degraded: 'Degraded', healthy: 'Healthy', idle: 'No jobs' };

/** Mantine palette names: degraded reads as a broken test does, healthy as a healthy one; idle is neutral. */
export const RUNNER_HEALTH_COLORS: Record<RunnerHealth, string> = { degraded: 'red', healthy: 'teal', idle: 'gray' };

/**
 * The thresholds. 10 points of success rate: one job in ten more failing than on its peers, beyond what
 * a few unlucky jobs move a rate over a day or more; 1.5 times the median duration: half as slow again
 * as the fleet on the same mix of jobs, more than machines of one kind differ by.
 */
export const HEALTH_RULE = { successPointsBelow: 0.1, medianDurationTimes: 1.5 } as const;

export const HEALTH_RULE_WORDS =
  'A runner is degraded when its success rate is 10 points or more below the fleet’s, or its median job duration is at least 1.5 times the fleet’s, over the same window. A runner no job ran on has no health.';

/** Why a runner is degraded: each figure that crossed the rule, beside the fleet's. */
export type HealthReason =
  { figure: 'success-rate'; runner: number; fleet: number } | { figure: 'median-duration'; runner: number; fleet: number };

export type RunnerVerdict = { health: RunnerHealth; reasons: readonly HealthReason[] };

export function classifyRunner(runner: RunnerFigures, fleet: FleetFigures): RunnerVerdict {
  // No success rate means no job finished on it in the window: nothing to judge it by.
  if (runner.successRate === null) return { health: 'idle', reasons: [] };
  const reasons: HealthReason[] = [];
  if (fleet.successRate !== null && fleet.successRate - runner.successRate >= HEALTH_RULE.successPointsBelow - 1e-9) {
    reasons.push({ figure: 'success-rate', runner: runner.successRate, fleet: fleet.successRate });
  }
  const median = runner.medianDurationSeconds;
  if (median !== null && fleet.medianDurationSeconds !== null && fleet.medianDurationSeconds > 0) {
    if (median >= fleet.medianDurationSeconds * HEALTH_RULE.medianDurationTimes) {
      reasons.push({ figure: 'median-duration', runner: median, fleet: fleet.medianDurationSeconds });
    }
  }
  return { health: reasons.length > 0 ? 'degraded' : 'healthy', reasons };
}
