// The owner's jobs, built once per store and hour: a new hour reveals more of the history.
import type { RepositoryState } from '../store/types';
import { buildOwnerJobs, type OwnerJobs } from './owner-jobs';

const memo = new WeakMap<RepositoryState, OwnerJobs>();

/** The jobs of the owner of `repositories` (all of them, synced to one clock) up to their horizon. */
export function ownerJobsOf(seed: string, repositories: readonly RepositoryState[]): OwnerJobs {
  const first = repositories[0];
  if (!first) return { horizon: -Infinity, jobs: [], conflicts: 0 };
  const horizon = Math.min(...repositories.map((repository) => repository.tests.horizon));
  const cached = memo.get(first);
  if (cached && cached.horizon === horizon) return cached;
  const built = buildOwnerJobs(
    seed,
    repositories.map(({ fullName, history }) => ({
      fullName,
      identities: history.identities.map((identity) => ({
        pipelineName: identity.pipelineName,
        jobName: identity.jobName,
        runs: history.runs[identity.index]!,
        branchRuns: history.branchRuns[identity.index]!,
      })),
    })),
    horizon,
  );
  memo.set(first, built);
  return built;
}
