import type { RepositoryRef } from './app-config';

/**
 * Root of every query key: `['repos', owner, repo, <resource>, ...]`. Features build their keys under
 * it, so "everything about this repository" or "every quarantine view" is one prefix to invalidate.
 */
export function repositoryQueryKey(repository: RepositoryRef) {
  return ['repos', repository.owner, repository.repo] as const;
}

/** Every view that shows quarantines (list, test page, activity log) lives under these prefixes. */
export function quarantineAffectedKeys(repository: RepositoryRef) {
  return [
    [...repositoryQueryKey(repository), 'quarantines'],
    [...repositoryQueryKey(repository), 'activity'],
  ] as const;
}
