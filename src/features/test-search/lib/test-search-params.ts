import * as v from 'valibot';
import { healthStatusValues, searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { DEFAULT_HEALTH_FILTER, normalizeHealthList } from '@/domain/tests/health-tabs';
import { testFilterParamsSchema } from '@/domain/tests/test-filter-params';
import { EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { quickSearchPatterns } from './quick-search';
import { DEFAULT_HIDDEN_COLUMNS, HIDEABLE_COLUMNS, normalizeHiddenColumns, type HideableColumn } from './column-keys';

/*
 * The URL state of test search (TanStack Router `validateSearch`): the test filters (the domain's
 * schema) plus what only this page has, its sort and paging. Every field falls back
 * (`withFallback`/`optionalParam`) so a hand-edited link opens a sensible view instead of an error;
 * defaults are kept out of the URL by `stripSearchParams`.
 *
 * The page opens on the unhealthy tests (flaky and broken), one entry per test, most failed runs over
 * the last 7 days first (`failed_runs`, the page's own sort: docs/decisions.md, "Test search
 * and the tests hurting the most"), not on the API's defaults (every test, most executed first): the first screen then holds
 * the tests that cost the most. So "every test" is written out as an empty health list (`health=[]`),
 * and a link that means it says so.
 */

/** Tests ranked by their failed runs, ranked here from the whole matching set (the API has no such sort). */
export const RANKING_SORT = 'failed_runs';
export const PAGE_SORTS = [RANKING_SORT, ...searchTestsSortValues] as const;
export type TestSearchSort = (typeof PAGE_SORTS)[number];

export function isRankingSort(sort: TestSearchSort): sort is typeof RANKING_SORT {
  return sort === RANKING_SORT;
}

/** What the API is asked to sort by: the ranking starts from the service's own failed-share order. */
export function apiSort(sort: TestSearchSort): SearchTestsSort {
  return isRankingSort(sort) ? 'failed_executions_ratio' : sort;
}

export const SORT_LABELS: Record<TestSearchSort, string> = {
  failed_runs: 'Failed runs, 7 d, per test',
  executions_count: 'Runs, 7 d',
  failed_executions_ratio: 'Failure ratio, 7 d',
  test_name: 'Name',
  pipeline_name: 'Pipeline',
  job_name: 'Job',
  health_status: 'Health',
  health_confidence: 'Confidence',
  failed_executions_impact: 'Impact',
};

/**
 * The direction a column starts in when first chosen: names A→Z; counts, ratios and levels highest
 * first (the API orders health healthy < flaky < broken, so descending puts broken tests on top).
 */
export const FIRST_DIRECTION: Record<TestSearchSort, SortDirection> = {
  failed_runs: 'desc',
  executions_count: 'desc',
  failed_executions_ratio: 'desc',
  test_name: 'asc',
  pipeline_name: 'asc',
  job_name: 'asc',
  health_status: 'desc',
  health_confidence: 'desc',
  failed_executions_impact: 'desc',
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Kept in the API's order, so "flaky and broken" in either order is the default and leaves the URL. */
const healthList = (fallback: readonly HealthStatus[]) =>
  withFallback(
    v.pipe(
      v.array(v.picklist(healthStatusValues)),
      v.transform((values: HealthStatus[]) => normalizeHealthList(values)),
    ),
    [...fallback],
  );

export const testSearchParamsSchema = v.object({
  ...testFilterParamsSchema.entries,
  health: healthList(DEFAULT_HEALTH_FILTER),
  notHealth: healthList([]),
  sort: withFallback(v.picklist(PAGE_SORTS), RANKING_SORT),
  dir: withFallback(v.picklist(searchTestsDirectionValues), 'desc'),
  perPage: withFallback(v.picklist(PAGE_SIZES), 25),
  /** Opaque, from the API's `Link` header. */
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 537"). */
  page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** The quick search: words a name contains, in any order (sent as name globs, see quick-search.ts). */
  q: withFallback(v.pipe(v.string(), v.maxLength(200)), ''),
  /** Columns taken out with the column picker (the name always stays). */
  hide: withFallback(
    v.pipe(
      v.array(v.picklist(HIDEABLE_COLUMNS)),
      v.transform((columns: HideableColumn[]) => normalizeHiddenColumns(columns)),
    ),
    [...DEFAULT_HIDDEN_COLUMNS],
  ),
});

export type TestSearchParams = v.InferOutput<typeof testSearchParamsSchema>;

/** What the results are asked with: everything but the column choice, which only the table reads. */
export type TestSearchQueryParams = Omit<TestSearchParams, 'hide'>;

/** Values left out of the URL: the unhealthy tests, most failed runs first, the default columns. */
export const TEST_SEARCH_DEFAULTS = {
  ...EMPTY_TEST_FILTERS,
  health: [...DEFAULT_HEALTH_FILTER],
  sort: RANKING_SORT,
  dir: 'desc',
  perPage: 25,
  page: 1,
  q: '',
  hide: [...DEFAULT_HIDDEN_COLUMNS],
} as const satisfies Omit<TestSearchParams, 'cursor'>;

/** A view that starts over: filters or sort changed, so the cursor no longer applies. */
export function firstPage<T extends { cursor?: string | undefined; page?: number | undefined }>(search: T): T {
  return { ...search, cursor: undefined, page: 1 };
}

/**
 * The filters the page searches with: the URL's, the quick search (when there is one) standing for the
 * included name patterns. The one place it is applied: the results, the ranking, the counts and the
 * export all read their filters through it.
 */
export function withQuickSearch<T extends { q: string; name: string[] }>(search: T): T {
  const patterns = quickSearchPatterns(search.q);
  return patterns.length === 0 ? search : { ...search, name: patterns };
}
