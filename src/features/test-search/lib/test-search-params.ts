import { z } from 'zod/mini';
import { searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import type { SearchTestsSort, SortDirection } from '@/api/types';
import { testFilterParamsSchema } from '@/domain/tests/test-filter-params';
import { EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';

/*
 * The URL state of test search (TanStack Router `validateSearch`): the test filters (the domain's
 * schema) plus what only this page has, its sort and paging. Every field falls back
 * (`withFallback`/`optionalParam`) so a hand-edited link opens a sensible view instead of an error;
 * defaults are kept out of the URL by `stripSearchParams`.
 */

export const SORT_LABELS: Record<SearchTestsSort, string> = {
  executions_count: 'Executions',
  failed_executions_ratio: 'Failure ratio',
  test_name: 'Name',
  pipeline_name: 'Pipeline',
  job_name: 'Job',
  health_status: 'Health',
  health_confidence: 'Confidence',
  failed_executions_impact: 'Impact',
};

/** The "Sort by" menu: every sort the API offers, the two without a column first. */
const WITHOUT_COLUMN = ['executions_count', 'failed_executions_ratio'] as const satisfies readonly SearchTestsSort[];
export const SORT_MENU: readonly SearchTestsSort[] = [
  ...WITHOUT_COLUMN,
  ...searchTestsSortValues.filter((sort) => !(WITHOUT_COLUMN as readonly SearchTestsSort[]).includes(sort)),
];

/**
 * The direction a column starts in when first chosen: names A→Z; counts, ratios and levels highest
 * first (the API orders health healthy < flaky < broken, so descending puts broken tests on top).
 */
export const FIRST_DIRECTION: Record<SearchTestsSort, SortDirection> = {
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

export const testSearchParamsSchema = z.extend(testFilterParamsSchema, {
  sort: withFallback(z.enum(searchTestsSortValues), 'executions_count'),
  dir: withFallback(z.enum(searchTestsDirectionValues), 'desc'),
  perPage: withFallback(z.literal(PAGE_SIZES), 25),
  /** Opaque, from the API's `Link` header. */
  cursor: optionalParam(z.string().check(z.minLength(1))),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 537"). */
  page: withFallback(z.int().check(z.minimum(1)), 1),
});

export type TestSearchParams = z.output<typeof testSearchParamsSchema>;

/** Values left out of the URL (the default sort is the API's own: most executed first). */
export const TEST_SEARCH_DEFAULTS = {
  ...EMPTY_TEST_FILTERS,
  sort: 'executions_count',
  dir: 'desc',
  perPage: 25,
  page: 1,
} as const satisfies Omit<TestSearchParams, 'cursor'>;

/** A view that starts over: filters or sort changed, so the cursor no longer applies. */
export function firstPage<T extends { cursor?: string | undefined; page?: number | undefined }>(search: T): T {
  return { ...search, cursor: undefined, page: 1 };
}
