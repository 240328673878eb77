// Which runners a getCiRunnerStat request is about, and which jobs a getCiJobQueueStat counts: exact matches, a
// filter's values combine as "any of" except labels (all of them); an exclusion wins.
import type { CiJob } from './ci-job';
import type { CiRunner } from './runner-fleet';

export interface RunnerFilters {
  names: readonly string[];
  namesExcluded: readonly string[];
  groups: readonly string[];
  groupsExcluded: readonly string[];
  labels: readonly string[];
}

export const NO_RUNNER_FILTERS: RunnerFilters = { names: [], namesExcluded: [], groups: [], groupsExcluded: [], labels: [] };

export function selectRunners(runners: readonly CiRunner[], filters: RunnerFilters): CiRunner[] {
  return runners.filter(
    (candidate) =>
      (filters.names.length === 0 || filters.names.includes(candidate.name)) &&
      !filters.namesExcluded.includes(candidate.name) &&
      (filters.groups.length === 0 || filters.groups.includes(candidate.group)) &&
      !filters.groupsExcluded.includes(candidate.group) &&
      filters.labels.every((label) => candidate.labels.includes(label)),
  );
}

export function jobsOfRunners(jobs: readonly CiJob[], runners: readonly CiRunner[]): CiJob[] {
  const names = new Set(runners.map((candidate) => candidate.name));
  return jobs.filter((job) => names.has(job.runner));
}

/** Jobs that asked for every label given. */
export function jobsAskingFor(jobs: readonly CiJob[], labels: readonly string[]): CiJob[] {
  return jobs.filter((job) => labels.every((label) => job.labels.includes(label)));
}

/** The jobs a figure over `window` can count, cut once per request: each bucket scanning all 30 days took 20–120 ms. */
export function jobsTouching(jobs: readonly CiJob[], window: { start: number; end: number }): CiJob[] {
  return jobs.filter((job) => job.startedAt < window.end && job.finishedAt >= window.start);
}
