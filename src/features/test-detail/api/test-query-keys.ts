import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';

/** Everything about one test lives under `['repos', owner, repo, 'tests', testId]`. */
export function testQueryKey(repository: RepositoryRef, testId: string) {
  return [...repositoryQueryKey(repository), 'tests', testId] as const;
}
