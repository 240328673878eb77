import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { idsByName, lookupNames, testQueries } from '@/queries/tests';

/** Which quarantined names have a test page (one that never ran has none): one search for a table page's names. */
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
