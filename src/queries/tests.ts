import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { followPages, type PageStep } from '@/api/link-pagination';
import { repositoryPath } from '@/api/repository-path';
import type { SearchTestsSort, SortDirection, TestSearchResult } from '@/api/types';
import { matchesFacets, withFacetSelection, withoutFacet, WALKED_FACET_FIELDS, type WalkedFacet } from '@/domain/tests/test-facets';
import {
  compactFilters,
  TEST_FILTER_KEYS,
  toSearchTestsQuery,
  type CompactTestFilters,
  type TestFilters,
} from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { followingView } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey, testQueryKey } from '@/lib/query-keys';
import { collectFacetValues, FACET_PAGE_SIZE, type FacetValues } from './collect-facet-values';

/** The most identities a whole-set read takes: ten of the API's largest pages. */
const IDENTITY_READ_LIMIT = 1000;
const PAGE_SIZE = 100;

/** An identity's key, and the search's order among equal failed shares (the keys are read once, not per comparison). */
const identityKey = (test: TestSearchResult) => [test.test_name, test.pipeline_name, test.job_name].join('\0');
type Keyed = [key: string, test: TestSearchResult];
const byFailedShare = ([keyA, a]: Keyed, [keyB, b]: Keyed) =>
  (b.metrics.failed_executions_ratio ?? 0) - (a.metrics.failed_executions_ratio ?? 0) || (keyA < keyB ? -1 : 1);

/** Identities read under some filters; `complete` when they are every one matching. */
export type EveryIdentity = { read: TestSearchResult[]; complete: boolean };

/** One page of search results; `page` is not sent (cursors are opaque) but numbers the rows on screen. */
export type TestSearchRequest = {
  filters: CompactTestFilters;
  sort?: SearchTestsSort | undefined;
  direction?: SortDirection | undefined;
  perPage: number;
  cursor: string | undefined;
  page: number;
};

/** The filters with health left out: a test's health is its worst identity's, so a per-test view reads them all. */
export function anyHealth(filters: Partial<TestFilters>): CompactTestFilters {
  return compactFilters({ ...filters, health: [], notHealth: [] });
}

/** A fresh complete read under the same names and no more facet filters holds every identity these filters keep: a facet
 * click narrows it here, exactly and at once, rather than asking the search again. */
function narrowedFromCache(client: QueryClient, repo: RepositoryRef, filters: CompactTestFilters): EveryIdentity | undefined {
  const { staleTime } = client.getDefaultOptions().queries ?? {};
  const key = [...testQueries.all(repo), 'every'] as const;
  const cache = client.getQueryCache();
  const source = cache.findAll({ queryKey: key }).find((cached) => {
    const kept = cached.queryKey[key.length] as CompactTestFilters;
    const fresh = !cached.isStaleByTime(typeof staleTime === 'number' ? staleTime : 0);
    const wider = (field: keyof TestFilters) => kept[field] === undefined && field !== 'name' && field !== 'notName';
    const same = (field: keyof TestFilters) => JSON.stringify(kept[field]) === JSON.stringify(filters[field]);
    return fresh && (cached.state.data as EveryIdentity).complete && TEST_FILTER_KEYS.every((field) => same(field) || wider(field));
  });
  const read = (source?.state.data as EveryIdentity | undefined)?.read;
  return read && { read: read.filter((identity) => matchesFacets(identity, filters)), complete: true };
}

export const testQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'tests'] as const,

  search: (api: ApiClient, repo: RepositoryRef, request: TestSearchRequest) =>
    queryOptions({
      ...followingView([...testQueries.all(repo), 'search', request] as const),
      queryFn: async ({ signal }) => {
        const { filters, sort, direction, perPage, cursor } = request;
        const query = { ...toSearchTestsQuery(filters), sort, direction, per_page: perPage, cursor };
        const answer = await api.searchTests({ path: repositoryPath(repo), query }, { signal });
        return { ...answer, page: request.page };
      },
    }),

  /** How many identities match: a one-row search, read for its `total`. */
  count: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => {
    const compact = compactFilters(filters);
    return queryOptions({
      ...followingView([...testQueries.all(repo), 'count', compact] as const),
      queryFn: async ({ signal, client }) =>
        narrowedFromCache(client, repo, compact)?.read.length ??
        (await api.searchTests({ path: repositoryPath(repo), query: { ...toSearchTestsQuery(compact), per_page: 1 } }, { signal })).data
          .total,
    });
  },

  /** A pipeline or job facet's values with their counts, under every filter but the facet's own. */
  facetValues: (api: ApiClient, repo: RepositoryRef, { facet, filters }: { facet: WalkedFacet; filters: Partial<TestFilters> }) => {
    const others = compactFilters(withoutFacet(filters, facet));
    return queryOptions({
      ...followingView([...testQueries.all(repo), 'facet-values', facet, others] as const),
      queryFn: ({ signal }): Promise<FacetValues> => {
        const field = WALKED_FACET_FIELDS[facet];
        return collectFacetValues(async (excluded) => {
          const walkFilters = withFacetSelection(others, facet, { include: [], exclude: excluded });
          const query = { ...toSearchTestsQuery(walkFilters), sort: field, direction: 'asc' as const, per_page: FACET_PAGE_SIZE };
          const page = await api.searchTests({ path: repositoryPath(repo), query }, { signal });
          return { values: page.data.tests.map((test) => test[field]), total: page.data.total };
        });
      },
      // Which pipelines and jobs exist changes slowly; a walk costs several requests.
      staleTime: 5 * 60_000,
    });
  },

  /** Every identity under the filters (up to IDENTITY_READ_LIMIT), highest failed share first; `bothEnds`: read by name from both ends. */
  every: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>, { bothEnds = false } = {}) => {
    const compact = compactFilters(filters);
    return queryOptions({
      ...followingView([...testQueries.all(repo), 'every', compact] as const),
      queryFn: async ({ signal, client }): Promise<EveryIdentity> => {
        const narrowed = narrowedFromCache(client, repo, compact);
        if (narrowed) return narrowed;
        const query = { ...toSearchTestsQuery(compact), per_page: PAGE_SIZE };
        const ask = (sort: SearchTestsSort, direction: SortDirection) =>
          api.searchTests({ path: repositoryPath(repo), query: { ...query, sort, direction } }, { signal });
        const ends = bothEnds ? await Promise.all([ask('test_name', 'asc'), ask('test_name', 'desc')]) : [];
        const firsts = ends[0] && ends[0].data.total <= IDENTITY_READ_LIMIT ? ends : [await ask('failed_executions_ratio', 'desc')];
        const read = new Map<string, TestSearchResult>();
        const total = firsts[0]?.data.total ?? 0;
        let asked = 0; // pages on their way: a walk leaves the rest to the other when that page may complete the set
        type Page = (typeof firsts)[number];
        const add = (page: Page) => page.data.tests.forEach((test) => read.set(identityKey(test), test));
        const step: PageStep<Page, NonNullable<Page['links']['next']>> = {
          next: (page) => (read.size + asked * PAGE_SIZE >= total ? null : page.links.next),
          key: (link) => link.url,
          fetch: async (link) => {
            asked += 1;
            const page = await api.followLink(link, { signal });
            asked -= 1;
            add(page); // read as it stops being asked: the other walk never counts it as neither
            return page;
          },
        };
        const walk = (first: Page) => followPages(first, step, add, IDENTITY_READ_LIMIT / PAGE_SIZE);
        await Promise.all(firsts.map(walk));
        return { read: [...read].sort(byFailedShare).map(([, test]) => test), complete: read.size >= total };
      },
    });
  },

  /** Names to test ids, exact matches only (a name's `*` or `?` would glob), from one whole-set read of the names. */
  byName: (api: ApiClient, repo: RepositoryRef, names: readonly string[]) => {
    const wanted = lookupNames(names);
    return {
      ...testQueries.every(api, repo, { name: wanted }),
      select: (answer: EveryIdentity): Record<string, string> => {
        const found: Record<string, string> = {};
        for (const test of answer.read) if (wanted.includes(test.test_name)) found[test.test_name] ??= test.test_id;
        return found;
      },
      placeholderData: undefined,
      enabled: wanted.length > 0,
      // Which tests exist changes slowly.
      staleTime: 5 * 60_000,
    };
  },

  details: (api: ApiClient, repo: RepositoryRef, testId: string) =>
    queryOptions({
      queryKey: [...testQueryKey(repo, testId), 'details'] as const,
      queryFn: ({ signal }) => api.getTestDetails({ path: { ...repositoryPath(repo), test_id: testId } }, { signal }),
    }),
};

/** The API's limit on one `test_name` value: a longer name cannot be looked up. */
export const MAX_SEARCHABLE_NAME = 255;

/** Names that can be looked up, once each, sorted (so the key does not depend on their order). */
export function lookupNames(names: readonly string[]): string[] {
  return [...new Set(names)].filter((name) => name.length > 0 && name.length <= MAX_SEARCHABLE_NAME).sort();
}
