// The owner's jobs, built once per store and hour: every request of that hour reads the same model
// (and a new hour, which reveals more of the history, builds it again).
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
    repositories.map((repository) => ({
      fullName: repository.fullName,
      identities: repository.history.identities.map((identity) => ({
        pipelineName: identity.pipelineName,
        jobName: identity.jobName,
        runs: repository.history.runs[identity.index] as RepositoryState['history']['runs'][number],
        branchRuns: repository.history.branchRuns[identity.index] as RepositoryState['history']['branchRuns'][number],
      })),
    })),
    horizon,
  );
  memo.set(first, built);
  return built;
}
