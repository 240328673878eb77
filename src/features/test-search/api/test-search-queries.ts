import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { SearchTestsSort, SortDirection, TestSearchResult } from '@/api/types';
import { everyIdentityQuery, type EveryIdentity } from '@/domain/tests/every-identity';
import { allowedHealths } from '@/domain/tests/test-cost';
import { withFacetSelection, withoutFacet, WALKED_FACET_FIELDS, type WalkedFacet } from '@/domain/tests/test-facets';
import { compactFilters, toSearchTestsQuery, type CompactTestFilters, type TestFilters } from '@/domain/tests/test-filters';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';
import { apiSort, withQuickSearch, type TestSearchQueryParams } from '../lib/test-search-params';
import { collectFacetValues, FACET_PAGE_SIZE, type FacetValues } from './collect-facet-values';

/**
 * The per-test ranking's material: every identity under the filters but health (readEveryIdentity), since
 * a tab keeps the tests whose own health it names (domain/tests/test-cost.ts). Switching tabs asks for nothing.
 */
export type RankingAnswer = EveryIdentity;

/**
 * The identities a search with these filters (identity health included) would answer, when the ranking
 * read them all; undefined otherwise. The facet counts follow from it (test-facet-queries.ts).
 */
export function wholeSet(answer: RankingAnswer | undefined, filters: Partial<TestFilters>): TestSearchResult[] | undefined {
  if (answer === undefined || !answer.complete) return undefined;
  const allowed = allowedHealths(filters);
  return answer.read.filter((identity) => allowed.includes(identity.metrics.health_status));
}

/** One page of search results is asked for with this; the last segment of its query key. */
export type TestSearchRequest = {
  filters: CompactTestFilters;
  sort: SearchTestsSort;
  direction: SortDirection;
  perPage: number;
  cursor: string | undefined;
  /**
   * The page index the cursor leads to. Not sent (cursors are opaque); kept with the answer so the
   * range label ("26–50 of 537") always describes the rows on screen, also while the next page loads.
   */
  page: number;
};

/** The URL state as a request: the one place the page's filters are compacted. */
function toTestSearchRequest(search: TestSearchQueryParams): TestSearchRequest {
  return {
    filters: compactFilters(withQuickSearch(search)),
    sort: apiSort(search.sort),
    direction: search.dir,
    perPage: search.perPage,
    cursor: search.cursor,
    page: search.page,
  };
}

/*
 * Keys live under `['repos', owner, repo, 'tests']` with the compact filters last: each factory takes
 * the filters as the URL holds them and compacts them once, so views with the same filters share a
 * cache entry. Counts and facet values run under every filter but the facet's own, so a view and the
 * next one share every count whose filters did not change: changing the sort or the page asks for none.
 * Loaders prefetch exactly these options; the components read them with `useQuery`, keeping the
 * previous answer while the next loads (`keepPreviousInRepository`). `retryOnMount: false` because the
 * loader has just tried: a component mounting on a failed query shows the failure and its Retry button
 * rather than silently asking again.
 */
export const testSearchQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'tests'] as const,

  /** The page of results the URL's search shows. */
  results: (api: ApiClient, repo: RepositoryRef, search: TestSearchQueryParams) => {
    const request = toTestSearchRequest(search);
    const queryKey = [...testSearchQueries.all(repo), 'search', request] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const answer = await api.searchTests(
          {
            path: repositoryPath(repo),
            query: {
              ...toSearchTestsQuery(request.filters),
              sort: request.sort,
              direction: request.direction,
              per_page: request.perPage,
              ...(request.cursor === undefined ? {} : { cursor: request.cursor }),
            },
          },
          { signal },
        );
        return { ...answer, page: request.page };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The per-test ranking's material (RankingAnswer): the service's highest failed share first, page after page. */
  ranking: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => {
    const every = everyIdentityQuery(api, repo, filters);
    const queryKey = every.queryKey;
    return queryOptions({
      ...every,
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** How many test identities match: a one-row search, read for its `total`. */
  count: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => {
    const compact = compactFilters(filters);
    const queryKey = [...testSearchQueries.all(repo), 'count', compact] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const page = await api.searchTests(
          { path: repositoryPath(repo), query: { ...toSearchTestsQuery(compact), per_page: 1 } },
          { signal },
        );
        return page.data.total;
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The values of a pipeline or job facet with their counts, under every filter but the facet's own. */
  facetValues: (api: ApiClient, repo: RepositoryRef, facet: WalkedFacet, filters: Partial<TestFilters>) => {
    const others = compactFilters(withoutFacet(filters, facet));
    const queryKey = [...testSearchQueries.all(repo), 'facet-values', facet, others] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }): Promise<FacetValues> => {
        const field = WALKED_FACET_FIELDS[facet];
        return collectFacetValues(async (excluded) => {
          const walkFilters = withFacetSelection(others, facet, { include: [], exclude: excluded });
          const page = await api.searchTests(
            {
              path: repositoryPath(repo),
              query: { ...toSearchTestsQuery(walkFilters), sort: field, direction: 'asc', per_page: FACET_PAGE_SIZE },
            },
            { signal },
          );
          return { values: page.data.tests.map((test) => test[field]), total: page.data.total };
        });
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
      // Which pipelines and jobs exist changes slowly; a walk costs several requests.
      staleTime: 5 * 60_000,
    });
  },
};
