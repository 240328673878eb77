import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries, type QuarantineListFilters } from '@/queries/quarantines';
import { testLinksQuery } from './test-links';

/**
 * The quarantines page's data: the table's page and which of its tests have a page to link to (asked
 * as soon as the page's names are known), and the summary beside them. Resolves when all have answered,
 * so the table appears once, with its links, rather than as text that turns into links a moment later.
 * Prefetching never throws: each section shows its own error.
 */
export async function prefetchQuarantinesPage(
  queryClient: QueryClient,
  api: ApiClient,
  repository: RepositoryRef,
  filters: QuarantineListFilters,
): Promise<void> {
  const list = quarantineQueries.list(api, repository, filters);
  const withLinks = queryClient.prefetchQuery(list).then(() => {
    const page = queryClient.getQueryData(list.queryKey);
    if (page === undefined) return undefined;
    return queryClient.prefetchQuery(
      testLinksQuery(
        api,
        repository,
        page.data.quarantined_tests.map((quarantine) => quarantine.test_name),
      ),
    );
  });
  await Promise.all([withLinks, queryClient.prefetchQuery(quarantineQueries.summary(api, repository))]);
}
