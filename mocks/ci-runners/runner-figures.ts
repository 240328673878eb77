// The runner and job-queue figures over one measured span (a window or a bucket, already cut to the 30
// days kept, up to the current hour), as the contract's getCiRunnerStat and getCiJobQueueStat define them.
import { getCiJobQueueStatStatValues, getCiRunnerStatStatValues } from '@/api/generated/enums';
import { roundRate, summarize, wholeSeconds, type DistributionStat } from '../core/statistics';
import { HOUR_MS } from '../test-insights/time-constants';
import type { CiJob } from './ci-job';
import type { CiRunner } from './runner-fleet';
import type { Span } from '../test-insights/buckets';

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
