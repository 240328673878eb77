import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { idsByName, lookupNames, testQueries } from '@/queries/tests';

/**
 * Which quarantined test names have a test page: a quarantine can name a test that never ran, whose page is a 404, so
 * a name is linked only when test search knows it (one search for a table page's names).
 */
export function testLinksQuery(api: ApiClient, repo: RepositoryRef, names: readonly string[]) {
  const wanted = lookupNames(names);
  return {
    ...testQueries.every(api, repo, { name: wanted }),
    select: idsByName(wanted),
    placeholderData: undefined,
    enabled: wanted.length > 0,
    // Which tests exist changes slowly.
    staleTime: 5 * 60_000,
  };
}
