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
