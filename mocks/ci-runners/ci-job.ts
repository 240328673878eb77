// One execution of a CI job on a runner: what the runner and job-queue figures are computed from.
import type { JobConclusion } from './test-job-executions';

/**
 * tests: an execution the test history holds; setup-failure: one that died on the runner before any test
 * ran (the job was queued again); no-tests: a job that uploads no test results (the GPU model jobs).
 */
export type CiJobKind = 'tests' | 'setup-failure' | 'no-tests';

/** Built with its fields in this order everywhere: one V8 shape makes a scan of the owner's jobs ten times faster. */
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
