import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { SearchTestsSort, TestSearchResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';
import { compactFilters, toSearchFilterQuery, withoutFacet, type TestFilters } from '../lib/test-filters';
import type { SortDirection, TestSearchParams } from '../lib/test-search-params';
import { collectFacetValues, FACET_PAGE_SIZE, type FacetValues } from './collect-facet-values';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';

/** One page of search results is asked for with this; the last segment of its query key. */
export type TestSearchRequest = {
  filters: Partial<TestFilters>;
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

export function toTestSearchRequest(search: TestSearchParams): TestSearchRequest {
  const { sort, dir, perPage, cursor, page, ...filters } = search;
  return { filters: compactFilters(filters), sort, direction: dir, perPage, cursor, page };
}

/** Facets whose values are found by walking the search (see collect-facet-values.ts). */
export type WalkedFacet = 'pipeline' | 'job';

const WALK: Record<WalkedFacet, { sort: SearchTestsSort; exclude: 'notPipeline' | 'notJob'; read: (test: TestSearchResult) => string }> = {
  pipeline: { sort: 'pipeline_name', exclude: 'notPipeline', read: (test) => test.pipeline_name },
  job: { sort: 'job_name', exclude: 'notJob', read: (test) => test.job_name },
};

function repoPath(repo: RepositoryRef) {
  return { owner: repo.owner, repository: repo.repo };
}

/*
 * Keys live under `['repos', owner, repo, 'tests']` with the filter object last. Counts and facet
 * values are keyed by the compact filters they run under (own facet left out), so a view and the next
 * one share every count whose filters did not change: changing the sort or the page asks for none.
 * Loaders prefetch exactly these options; the components read them with `useQuery`, keeping the
 * previous answer while the next loads (`keepPreviousInRepository`). `retryOnMount: false` because the
 * loader has just tried: a component mounting on a failed query shows the failure and its Retry button
 * rather than silently asking again.
 */
export const testSearchQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'tests'] as const,

  results: (api: ApiClient, repo: RepositoryRef, request: TestSearchRequest) => {
    const queryKey = [...testSearchQueries.all(repo), 'search', request] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const answer = await api.searchTests(
          {
            path: repoPath(repo),
            query: {
              ...toSearchFilterQuery(request.filters),
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

  /** How many test identities match: a one-row search, read for its `total`. */
  count: (api: ApiClient, repo: RepositoryRef, filters: Partial<TestFilters>) => {
    const compact = compactFilters(filters);
    const queryKey = [...testSearchQueries.all(repo), 'count', compact] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }) => {
        const page = await api.searchTests({ path: repoPath(repo), query: { ...toSearchFilterQuery(compact), per_page: 1 } }, { signal });
        return page.data.total;
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The values of a pipeline or job facet with their counts, under every filter but the facet's own. */
  facetValues: (api: ApiClient, repo: RepositoryRef, facet: WalkedFacet, filters: Partial<TestFilters>) => {
    const others = withoutFacet(filters, facet);
    const queryKey = [...testSearchQueries.all(repo), 'facet-values', facet, others] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }): Promise<FacetValues> => {
        const walk = WALK[facet];
        return collectFacetValues(async (excluded) => {
          const page = await api.searchTests(
            {
              path: repoPath(repo),
              query: {
                ...toSearchFilterQuery({ ...others, [walk.exclude]: [...excluded] }),
                sort: walk.sort,
                direction: 'asc',
                per_page: FACET_PAGE_SIZE,
              },
            },
            { signal },
          );
          return { values: page.data.tests.map(walk.read), total: page.data.total };
        });
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
      // Which pipelines and jobs exist changes slowly; a walk costs several requests.
      staleTime: 5 * 60_000,
    });
  },
};
