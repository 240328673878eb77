import type { RUNNER_FIGURE_STATS, WAIT_FIGURE_STATS } from '@/queries/ci-runners';
import type { WaitFigures } from './label-wait';
import type { RunnerFigures } from './runner-health';

// How the service's answers become the figures the rules judge (rates are shares of 1, durations seconds; null: not asked or none).

type RunnerFigureStat = (typeof RUNNER_FIGURE_STATS)[number];
type WaitFigureStat = (typeof WAIT_FIGURE_STATS)[number];

export function runnerFiguresOf(value: (stat: RunnerFigureStat) => number | null): RunnerFigures {
  return {
    successRate: value('success_rate'),
    utilization: value('utilization_rate'),
    medianDurationSeconds: value('median_duration'),
    p95DurationSeconds: value('p95_duration'),
    jobsPerHour: value('jobs_per_hour'),
  };
}

/** Several sets of figures asked as one flat list of queries (in order), read back per set: `bySet(...)[set](stat)`. */
export function bySet<Stat extends string>(
  sets: readonly { stats: readonly Stat[] }[],
  answers: readonly { data: { data: { value: number | null } } }[],
) {
  let at = 0;
  return sets.map((set) => {
    const values = new Map(set.stats.map((stat) => [stat, answers[at++]!.data.data.value]));
    return (stat: Stat) => values.get(stat) ?? null;
  });
}

export function waitFiguresOf(value: (stat: WaitFigureStat) => number | null): WaitFigures {
  return {
    totalJobs: value('total_jobs'),
    medianWaitSeconds: value('median_wait_time'),
    p95WaitSeconds: value('p95_wait_time'),
    maxWaitSeconds: value('max_wait_time'),
  };
}
