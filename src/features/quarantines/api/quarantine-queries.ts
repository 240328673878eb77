import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { QuarantineListQuery, QuarantineSource } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { quarantineAffectedKeys } from '@/lib/query-keys';
import { collectAllQuarantines, SUMMARY_PAGE_SIZE } from './fetch-all-quarantines';

/** What a paged quarantine list is asked for; the last segment of its query key. */
export type QuarantineListFilters = {
  branch?: string | undefined;
  source?: QuarantineSource | undefined;
  testId?: string | undefined;
  cursor?: string | undefined;
  perPage: number;
};

/** Page size of a test page's quarantine panel (a test rarely has more than a few quarantines). */
export const TEST_PANEL_PAGE_SIZE = 10;

/** Always sends `per_page`: the unpaged shortcut of operation 9 is deprecated and never used here. */
export function toListQuery(filters: QuarantineListFilters): QuarantineListQuery {
  const query: QuarantineListQuery = { per_page: filters.perPage };
  if (filters.branch !== undefined && filters.branch !== '') query.branch = filters.branch;
  if (filters.source !== undefined) query.source = filters.source;
  if (filters.testId !== undefined && filters.testId !== '') query.test_id = filters.testId;
  if (filters.cursor !== undefined && filters.cursor !== '') query.cursor = filters.cursor;
  return query;
}

/*
 * Keys: every quarantine view lives under `quarantineAffectedKeys(repo)[0]`
 * (`['repos', owner, repo, 'quarantines']`), so one prefix invalidation after a create or a removal
 * refreshes the list pages, the test page's panel, the summary cards and the detail pages together.
 */
export const quarantineQueries = {
  all: (repo: RepositoryRef) => quarantineAffectedKeys(repo)[0],
  lists: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'list'] as const,
  list: (api: ApiClient, repo: RepositoryRef, filters: QuarantineListFilters) =>
    queryOptions({
      queryKey: [...quarantineQueries.lists(repo), filters] as const,
      queryFn: ({ signal }) => api.listQuarantines({ path: repositoryPath(repo), query: toListQuery(filters) }, { signal }),
    }),
  /** A test's quarantines, as its page's panel asks for them (`cursor` undefined: the first page). */
  forTest: (api: ApiClient, repo: RepositoryRef, testId: string, cursor?: string) =>
    quarantineQueries.list(api, repo, { testId, cursor, perPage: TEST_PANEL_PAGE_SIZE }),
  /** Every current quarantine, walked page by page (see collectAllQuarantines). Feeds the summary cards. */
  summaryKey: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'summary'] as const,
  summary: (api: ApiClient, repo: RepositoryRef) =>
    queryOptions({
      queryKey: quarantineQueries.summaryKey(repo),
      queryFn: async ({ signal }) =>
        collectAllQuarantines(
          await api.listQuarantines({ path: repositoryPath(repo), query: { per_page: SUMMARY_PAGE_SIZE } }, { signal }),
          (link) => api.followLink(link, { signal }),
        ),
    }),
  details: (repo: RepositoryRef) => [...quarantineQueries.all(repo), 'detail'] as const,
  detail: (api: ApiClient, repo: RepositoryRef, quarantineId: string) =>
    queryOptions({
      queryKey: [...quarantineQueries.details(repo), quarantineId] as const,
      queryFn: ({ signal }) => api.getQuarantine({ path: { ...repositoryPath(repo), quarantine_id: quarantineId } }, { signal }),
    }),
};
