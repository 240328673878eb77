import type { RepositoryRef } from './app-config';

/** Root of every query key: `['repos', owner, repo, <resource>, ...]`. */
export function repositoryQueryKey(repository: RepositoryRef) {
  return ['repos', repository.owner, repository.repo] as const;
}

/**
 * Root of the keys of what belongs to an owner rather than one repository (its CI runners and the jobs waiting for
 * them): every repository of the owner reads the same cached answers.
 */
export function ownerQueryKey(owner: string) {
  return ['owners', owner] as const;
}

/** Everything about one test lives under `['repos', owner, repo, 'tests', testId]`. */
export function testQueryKey(repository: RepositoryRef, testId: string) {
  return [...repositoryQueryKey(repository), 'tests', testId] as const;
}

/**
 * Every view that shows quarantines lives under these prefixes: the list and the test page's tab
 * (`quarantines`), the activity log (a quarantine is an event), and "Is it my change?" (each verdict
 * says whether the test is quarantined, and quarantined tests are among those it checks).
 */
export function quarantineAffectedKeys(repository: RepositoryRef) {
  return [
    [...repositoryQueryKey(repository), 'quarantines'],
    [...repositoryQueryKey(repository), 'activity'],
    [...repositoryQueryKey(repository), 'my-change'],
  ] as const;
}
