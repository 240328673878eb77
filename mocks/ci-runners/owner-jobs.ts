// The owner's CI jobs as the runner figures read them: every repository's test jobs, the setup failures before
// some and the jobs without tests, each on a runner; cut at the horizon (the current hour), built once per hour.
import type { RepositoryState } from '../store/types';
import { DAY_MS, RETENTION_MS, floorTo } from '../test-insights/time-constants';
import { type CiJob, placeTestJobs, queueNoTestJobs, type RunnerBook } from './schedule-jobs';
import { evaluationJobs, trainingJobs } from './model-jobs';
import { requestOfTestJob } from './runner-fleet';
import { byFirstTest, testJobExecutions } from './test-job-executions';

export interface OwnerJobs {
  horizon: number;
  /** Every job picked up before the horizon, by pick-up time. */
  jobs: CiJob[];
  /** Test jobs no runner of their group was free for (0 by the fleet's size; checked by tests). */
  conflicts: number;
}

/** From a UTC midnight two days before the retention: every night has a moment with the runners all free. */
const SCHEDULE_LEAD_MS = 2 * DAY_MS;
/** Jobs whose first test is this long after the horizon can still have been picked up before it. */
const PICKED_UP_LEAD_MS = 15 * 60_000;

const memo = new WeakMap<RepositoryState, OwnerJobs>();

/** The jobs of the owner of `repositories` (all of them, synced to one clock) up to their horizon. */
export function ownerJobsOf(seed: string, repositories: readonly RepositoryState[]): OwnerJobs {
  const first = repositories[0];
  if (!first) return { horizon: -Infinity, jobs: [], conflicts: 0 };
  const horizon = Math.min(...repositories.map((repository) => repository.tests.horizon));
  const cached = memo.get(first);
  if (cached && cached.horizon === horizon) return cached;
  const from = floorTo(horizon - RETENTION_MS - SCHEDULE_LEAD_MS, DAY_MS);
  const to = horizon + PICKED_UP_LEAD_MS;
  const executions = repositories.flatMap(({ history }) => testJobExecutions(history, from, to)).sort(byFirstTest);
  const book: RunnerBook = new Map();
  const { placed, conflicts } = placeTestJobs(
    seed,
    executions.map((execution) => ({ execution, request: requestOfTestJob(execution.repository, execution.pipeline) })),
    book,
  );
  const noTests = queueNoTestJobs(seed, [...evaluationJobs(seed, placed), ...trainingJobs(seed, from, to)], book);
  const jobs = [...placed, ...noTests].filter((job) => job.startedAt < horizon).sort((a, b) => a.startedAt - b.startedAt);
  const built = { horizon, jobs, conflicts };
  memo.set(first, built);
  return built;
}
