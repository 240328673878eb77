import type { RepositoryRef } from './app-config';

export function repositoryQueryKey(repository: RepositoryRef) {
  return ['repos', repository.owner, repository.repo] as const;
}

/** Everything about one test lives under `['repos', owner, repo, 'tests', testId]`. */
export function testQueryKey(repository: RepositoryRef, testId: string) {
  return [...repositoryQueryKey(repository), 'tests', testId] as const;
}

/** Every view that shows quarantines: the list and test tab, the activity log, and "Is it my change?". */
export function quarantineAffectedKeys(repository: RepositoryRef) {
  return [
    [...repositoryQueryKey(repository), 'quarantines'],
    [...repositoryQueryKey(repository), 'activity'],
    [...repositoryQueryKey(repository), 'my-change'],
  ] as const;
}
