import type { WaitFigures } from './label-wait';
import type { PeerFigures, RunnerFigures } from './runner-health';

/*
 * Which of the service's figures the page reads, and how its answers become the figures the rules
 * judge. Rates are shares of 1 and durations and waits whole seconds (the contract's units).
 */

export const RUNNER_FIGURE_STATS = ['success_rate', 'utilization_rate', 'median_duration', 'p95_duration', 'jobs_per_hour'] as const;
export type RunnerFigureStat = (typeof RUNNER_FIGURE_STATS)[number];

/** What a runner's health is judged by, asked of the rest of its group. */
export const PEER_FIGURE_STATS = ['success_rate', 'median_duration'] as const;

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

export function peerFiguresOf(value: (stat: (typeof PEER_FIGURE_STATS)[number]) => number | null): PeerFigures {
  return { successRate: value('success_rate'), medianDurationSeconds: value('median_duration') };
}

/**
 * The answers of several sets of figures asked as one flat list of queries (one query per figure and
 * set, in order), read back per set: `value(set, stat)`.
 */
export function readFigureSets<Stat extends string>(
  sets: readonly { stats: readonly Stat[] }[],
  values: readonly (number | null)[],
): (setIndex: number, stat: Stat) => number | null {
  const offsets: number[] = [];
  let offset = 0;
  for (const set of sets) {
    offsets.push(offset);
    offset += set.stats.length;
  }
  if (offset !== values.length) throw new Error(`Expected ${offset} answers, got ${values.length}`);
  return (setIndex, stat) => {
    const position = sets[setIndex]!.stats.indexOf(stat);
    if (position === -1) throw new Error(`The set ${setIndex} has no ${stat}`);
    return values[offsets[setIndex]! + position]!;
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
