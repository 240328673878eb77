import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { readPages } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantinedTest, QuarantineListQuery, QuarantineSource } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineAffectedKeys } from '@/lib/query-keys';

/** What a paged quarantine list is asked for; the last segment of its key. */
export type QuarantineListFilters = {
  branch?: string | undefined;
  source?: QuarantineSource | undefined;
  testId?: string | undefined;
  cursor?: string | undefined;
  perPage: number;
};

/** The API's largest page, and 10,000 quarantines at most: beyond that the figures say they are partial rather than loop on. */
export const SUMMARY_PAGE_SIZE = 100;
export const SUMMARY_MAX_PAGES = 100;

export type AllQuarantines = { quarantines: QuarantinedTest[]; truncated: boolean };

/** Always sends `per_page`: the unpaged shortcut of operation 9 is deprecated; an empty value is no filter. */
export function toListQuery({ branch, source, testId, cursor, perPage }: QuarantineListFilters): QuarantineListQuery {
  return { per_page: perPage, branch: branch || undefined, source, test_id: testId || undefined, cursor: cursor || undefined };
}

/* Every quarantine view lives under `['repos', owner, repo, 'quarantines']`: one invalidation after a change refreshes them all. */
export const quarantineQueries = {
  all: (repo: RepositoryRef) => quarantineAffectedKeys(repo)[0],
  lists: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'list'] as const,
  list: (api: ApiClient, repo: RepositoryRef, filters: QuarantineListFilters) =>
    queryOptions({
      queryKey: [...quarantineQueries.lists(repo), filters] as const,
      queryFn: ({ signal }) => api.listQuarantines({ path: repositoryPath(repo), query: toListQuery(filters) }, { signal }),
    }),
  /** A test's quarantines, as its page's panel asks for them (the first page). */
  forTest: (api: ApiClient, repo: RepositoryRef, testId: string) => quarantineQueries.list(api, repo, { testId, perPage: 10 }),
  summaryKey: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'summary'] as const,
  /** Every current quarantine, walked page by page: for figures that must count them all. */
  summary: (api: ApiClient, repo: RepositoryRef) =>
    queryOptions({
      queryKey: quarantineQueries.summaryKey(repo),
      queryFn: async ({ signal }): Promise<AllQuarantines> => {
        const first = await api.listQuarantines({ path: repositoryPath(repo), query: { per_page: SUMMARY_PAGE_SIZE } }, { signal });
        const { pages, truncated } = await readPages(first, (link) => api.followLink(link, { signal }), SUMMARY_MAX_PAGES);
        return { quarantines: pages.flatMap((page) => page.quarantined_tests), truncated };
      },
    }),
  details: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'detail'] as const,
  detail: (api: ApiClient, repo: RepositoryRef, quarantineId: string) =>
    queryOptions({
      queryKey: [...quarantineQueries.details(repo), quarantineId] as const,
      queryFn: ({ signal }) => api.getQuarantine({ path: { ...repositoryPath(repo), quarantine_id: quarantineId } }, { signal }),
    }),
};

/** After a quarantine is created or released: every view showing quarantines (list, activity, "Is it my change?"). */
export function invalidateQuarantineViews(queryClient: QueryClient, repo: RepositoryRef): Promise<unknown> {
  return Promise.all(quarantineAffectedKeys(repo).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
