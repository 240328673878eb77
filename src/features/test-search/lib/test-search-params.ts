import * as v from 'valibot';
import { healthStatusValues, searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { DEFAULT_HEALTH_FILTER, normalizeHealthList } from '@/domain/tests/health-tabs';
import { testFilterParamsSchema } from '@/domain/tests/test-filter-params';
import { EMPTY_TEST_FILTERS } from '@/domain/tests/test-filters';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { DEFAULT_HIDDEN_COLUMNS, HIDEABLE_COLUMNS, normalizeHiddenColumns, type HideableColumn } from './column-keys';

/*
 * The URL state of test search (TanStack Router `validateSearch`): the test filters (the domain's
 * schema) plus what only this page has, its sort and paging. Every field falls back
 * (`withFallback`/`optionalParam`) so a hand-edited link opens a sensible view instead of an error;
 * defaults are kept out of the URL by `stripSearchParams`.
 *
 * The page opens on the unhealthy tests (flaky and broken) with the worst impact first, not on the
 * API's defaults (every test, most executed first): page one then holds the tests someone has to look
 * at. So "every test" is written out as an empty health list (`health=[]`), and a link that means it
 * says so.
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

/** Kept in the API's order, so "flaky and broken" in either order is the default and leaves the URL. */
const healthList = (fallback: readonly HealthStatus[]) =>
  withFallback(v.pipe(v.array(v.picklist(healthStatusValues)), v.transform((values: HealthStatus[]) => normalizeHealthList(values))), [...fallback]);

export const testSearchParamsSchema = v.object({
  ...testFilterParamsSchema.entries,
  health: healthList(DEFAULT_HEALTH_FILTER),
  notHealth: healthList([]),
  sort: withFallback(v.picklist(searchTestsSortValues), 'failed_executions_impact'),
  dir: withFallback(v.picklist(searchTestsDirectionValues), 'desc'),
  perPage: withFallback(v.picklist(PAGE_SIZES), 25),
  /** Opaque, from the API's `Link` header. */
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 537"). */
  page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  /** Columns taken out with the column picker (the name always stays). */
  hide: withFallback(v.pipe(v.array(v.picklist(HIDEABLE_COLUMNS)), v.transform((columns: HideableColumn[]) => normalizeHiddenColumns(columns))), [
    ...DEFAULT_HIDDEN_COLUMNS,
  ]),
});

export type TestSearchParams = v.InferOutput<typeof testSearchParamsSchema>;

/** What the results are asked with: everything but the column choice, which only the table reads. */
export type TestSearchQueryParams = Omit<TestSearchParams, 'hide'>;

/** Values left out of the URL: the unhealthy tests, highest impact first, the default columns. */
export const TEST_SEARCH_DEFAULTS = {
  ...EMPTY_TEST_FILTERS,
  health: [...DEFAULT_HEALTH_FILTER],
  sort: 'failed_executions_impact',
  dir: 'desc',
  perPage: 25,
  page: 1,
  hide: [...DEFAULT_HIDDEN_COLUMNS],
} as const satisfies Omit<TestSearchParams, 'cursor'>;

/** A view that starts over: filters or sort changed, so the cursor no longer applies. */
export function firstPage<T extends { cursor?: string | undefined; page?: number | undefined }>(search: T): T {
  return { ...search, cursor: undefined, page: 1 };
}
