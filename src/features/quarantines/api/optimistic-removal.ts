import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Paged } from '@/api/link-pagination';
import type { QuarantineListResponse } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineQueries, type AllQuarantines } from '@/queries/quarantines';

/** Every cached quarantine answer as it was before an optimistic change, to put back on failure. */
export type QuarantineCacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

function withoutQuarantineInPage(page: Paged<QuarantineListResponse>, quarantineId: string): Paged<QuarantineListResponse> {
  const kept = page.data.quarantined_tests.filter((quarantine) => quarantine.id !== quarantineId);
  if (kept.length === page.data.quarantined_tests.length) return page;
  return { ...page, data: { ...page.data, size: kept.length, quarantined_tests: kept } };
}

function withoutQuarantineInAll(all: AllQuarantines, quarantineId: string): AllQuarantines {
  const kept = all.quarantines.filter((quarantine) => quarantine.id !== quarantineId);
  return kept.length === all.quarantines.length ? all : { ...all, quarantines: kept };
}

/** Out of every cached list page and the summary, after cancelling in-flight fetches that could put the row back. */
export async function removeQuarantineFromCache(
  queryClient: QueryClient,
  repository: RepositoryRef,
  quarantineId: string,
): Promise<QuarantineCacheSnapshot> {
  await queryClient.cancelQueries({ queryKey: quarantineQueries.all(repository) });
  const snapshot = queryClient.getQueriesData({ queryKey: quarantineQueries.all(repository) });
  dropFromLists(queryClient, repository, quarantineId);
  return snapshot;
}

/** The quarantine out of every cached list page and of the summary. */
export function dropFromLists(queryClient: QueryClient, repository: RepositoryRef, quarantineId: string): void {
  queryClient.setQueriesData<Paged<QuarantineListResponse>>({ queryKey: quarantineQueries.lists(repository) }, (page) =>
    page === undefined ? page : withoutQuarantineInPage(page, quarantineId),
  );
  queryClient.setQueryData<AllQuarantines>(quarantineQueries.summaryKey(repository), (all) =>
    all === undefined ? all : withoutQuarantineInAll(all, quarantineId),
  );
}

export function restoreQuarantineCache(queryClient: QueryClient, snapshot: QuarantineCacheSnapshot): void {
  for (const [queryKey, data] of snapshot) queryClient.setQueryData(queryKey, data);
}
