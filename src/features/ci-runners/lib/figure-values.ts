import type { WaitFigures } from './label-wait';
import type { RunnerFigures } from './runner-health';

/*
 * Which of the service's figures the page reads, and how its answers become the figures the rules
 * judge. Rates are shares of 1 and durations and waits whole seconds (the contract's units).
 */

export const RUNNER_FIGURE_STATS = ['success_rate', 'utilization_rate', 'median_duration', 'p95_duration', 'jobs_per_hour'] as const;
export type RunnerFigureStat = (typeof RUNNER_FIGURE_STATS)[number];

export const WAIT_FIGURE_STATS = ['total_jobs', 'median_wait_time', 'p95_wait_time', 'max_wait_time'] as const;
export type WaitFigureStat = (typeof WAIT_FIGURE_STATS)[number];

export function runnerFiguresOf(value: (stat: RunnerFigureStat) => number | null): RunnerFigures {
  return {
    successRate: value('success_rate'),
    utilization: value('utilization_rate'),
    medianDurationSeconds: value('median_duration'),
    p95DurationSeconds: value('p95_duration'),
    jobsPerHour: value('jobs_per_hour'),
  };
}

export function waitFiguresOf(value: (stat: WaitFigureStat) => number | null): WaitFigures {
  return {
    totalJobs: value('total_jobs'),
    medianWaitSeconds: value('median_wait_time'),
    p95WaitSeconds: value('p95_wait_time'),
    maxWaitSeconds: value('max_wait_time'),
  };
}
