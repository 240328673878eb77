// One execution of a CI job on a runner: what the runner and job-queue figures are computed from.
import type { JobConclusion } from './test-job-executions';

/**
 * tests: an execution the test history holds (its runs give its start, end and conclusion);
 * setup-failure: an execution that died on the runner before any test ran (the job was queued again
 * and the retry is a `tests` execution); no-tests: a job that uploads no test results (the GPU model
 * jobs), so the test history never sees it.
 */
export type CiJobKind = 'tests' | 'setup-failure' | 'no-tests';

export interface CiJob {
  repository: string;
  pipeline: string;
  job: string;
  kind: CiJobKind;
  runner: string;
  /** The group and labels it asked for (its `runs-on`), labels sorted. */
  group: string;
  labels: readonly string[];
  queuedAt: number;
  /** When a runner picked it up. */
  startedAt: number;
  finishedAt: number;
  conclusion: JobConclusion;
  /** The test-history execution it is (kind `tests`) or came before (kind `setup-failure`). */
  execution: { branch: boolean; commit: number; attempt: number; firstTestAt: number } | null;
}

/**
 * The job as one object of one shape. The model's jobs are built in several places with their fields
 * in different orders, which gave V8 several hidden classes to tell apart on every read: scanning the
 * owner's 4,000 jobs took 2 ms, against 0.17 ms once every job has the same shape.
 */
export function ciJob(job: CiJob): CiJob {
  return {
    repository: job.repository,
    pipeline: job.pipeline,
    job: job.job,
    kind: job.kind,
    runner: job.runner,
    group: job.group,
    labels: job.labels,
    queuedAt: job.queuedAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
    conclusion: job.conclusion,
    execution: job.execution,
  };
}
