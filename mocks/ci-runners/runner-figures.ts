// The runner and job-queue figures as the contract's getCiRunnerStat and getCiJobQueueStat define them: which runners
// and jobs a request selects, each figure over a measured span, and its series over a window.
import { getCiJobQueueStatStatValues, getCiRunnerStatStatValues } from '@/api/generated/enums';
import { formatDateTime } from '../core/date-time';
import { roundRate, summarize, wholeSeconds, type DistributionStat } from '../core/statistics';
import { HOUR_MS } from '../test-insights/time-constants';
import { bucketWidthFor, type Span } from '../test-insights/buckets';
import type { CiJob } from './schedule-jobs';
import type { CiRunner } from './runner-fleet';

export const RUNNER_STATS = getCiRunnerStatStatValues;
export type RunnerStat = (typeof RUNNER_STATS)[number];
export const JOB_QUEUE_STATS = getCiJobQueueStatStatValues;
export type JobQueueStat = (typeof JOB_QUEUE_STATS)[number];

/** `avg_duration`, `p95_wait_time`…: the distribution figure its name starts with. */
const DISTRIBUTION = /^(avg|min|median|p95|p99|max)_(duration|wait_time)$/;
const distributionOf = (stat: string) => DISTRIBUTION.exec(stat)?.[1] as DistributionStat | undefined;

const finishedIn = (job: CiJob, span: Span) => job.finishedAt >= span.start && job.finishedAt < span.end;
const runningIn = (job: CiJob, span: Span) => job.startedAt < span.end && job.finishedAt > span.start;
const decided = (job: CiJob) => job.conclusion !== 'cancelled';

/** One runner figure over `span`, from the jobs the selected `runners` ran (only online ones add capacity). */
export function runnerFigure(stat: RunnerStat, jobs: readonly CiJob[], runners: readonly CiRunner[], span: Span): number | null {
  const hours = (span.end - span.start) / HOUR_MS;
  const duration = distributionOf(stat);
  if (duration) {
    const seconds = jobs.filter((job) => finishedIn(job, span) && decided(job)).map((job) => wholeSeconds(job.finishedAt - job.startedAt));
    return summarize(seconds, duration);
  }
  switch (stat) {
    case 'success_rate': {
      const finished = jobs.filter((job) => finishedIn(job, span) && decided(job));
      if (finished.length === 0) return null;
      return roundRate(finished.filter((job) => job.conclusion === 'success').length / finished.length);
    }
    case 'jobs_per_hour':
      return roundRate(jobs.filter((job) => finishedIn(job, span)).length / hours);
    case 'avg_jobs_per_hour': {
      const active = activeRunners(jobs, span);
      if (active === 0) return null;
      return roundRate(jobs.filter((job) => finishedIn(job, span)).length / hours / active);
    }
    case 'active_runners':
      return activeRunners(jobs, span);
    case 'active_jobs':
      return jobs.filter((job) => runningIn(job, span)).length;
    case 'utilization_rate': {
      const capacity = runners.filter((candidate) => candidate.online).length * (span.end - span.start);
      if (capacity === 0) return null;
      const busy = jobs.reduce(
        (sum, job) => sum + Math.max(0, Math.min(job.finishedAt, span.end) - Math.max(job.startedAt, span.start)),
        0,
      );
      return roundRate(busy / capacity);
    }
    default:
      return null;
  }
}

function activeRunners(jobs: readonly CiJob[], span: Span): number {
  return new Set(jobs.filter((job) => runningIn(job, span)).map((job) => job.runner)).size;
}

/** One job-queue figure over `span`, from the jobs picked up in it (already filtered by labels). */
export function jobQueueFigure(stat: JobQueueStat, jobs: readonly CiJob[], span: Span): number | null {
  const pickedUp = jobs.filter((job) => job.startedAt >= span.start && job.startedAt < span.end);
  if (stat === 'total_jobs') return pickedUp.length;
  return summarize(
    pickedUp.map((job) => wholeSeconds(job.startedAt - job.queuedAt)),
    distributionOf(stat)!,
  );
}

export interface RunnerFilters {
  names: readonly string[];
  namesExcluded: readonly string[];
  groups: readonly string[];
  groupsExcluded: readonly string[];
  labels: readonly string[];
}

export const NO_RUNNER_FILTERS: RunnerFilters = { names: [], namesExcluded: [], groups: [], groupsExcluded: [], labels: [] };

/** Which runners a getCiRunnerStat request is about: exact matches, "any of" a filter's values except labels (all); an exclusion wins. */
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

export interface MeasuredSeries {
  value: number | null;
  value_over_time: { start: string; end: string; value: number | null }[];
}

/** The part of [start, end) inside `known`, or null when none. */
export function measuredSpan(start: number, end: number, known: Span): Span | null {
  const from = Math.max(start, known.start);
  const to = Math.min(end, known.end);
  return from < to ? { start: from, end: to } : null;
}

/** A figure over a window and its buckets (tiled from its start), measured only over the part where the jobs are known. */
export function measuredSeries(window: Span, known: Span, figure: (span: Span) => number | null): MeasuredSeries {
  const whole = measuredSpan(window.start, window.end, known);
  const width = bucketWidthFor(window.end - window.start);
  const points: MeasuredSeries['value_over_time'] = [];
  for (let start = window.start; start < window.end; start += width) {
    const span = measuredSpan(start, Math.min(start + width, window.end), known);
    points.push({ start: formatDateTime(start), end: formatDateTime(start + width), value: span ? figure(span) : null });
  }
  return { value: whole ? figure(whole) : null, value_over_time: points };
}
