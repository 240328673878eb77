import * as v from 'valibot';
import { healthStatusValues, searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import type { HealthStatus, SearchTestsSort, SortDirection } from '@/api/types';
import { DEFAULT_HEALTH_FILTER, normalizeHealthList } from '@/domain/tests/health-tabs';
import { testFilterParamsSchema } from '@/domain/tests/test-filter-params';
import { optionalParam, PAGE_SIZES, withFallback } from '@/lib/search-param-schemas';
import { quickSearchPatterns } from './quick-search';

// Test search's URL state: the domain's test filters plus sort and paging; a bad value falls back. It opens
// on the unhealthy tests by failed runs (docs/decisions.md), so "every test" is written `health=[]`.

/** Ranked here from the whole matching set: the API has no such sort. */
export const RANKING_SORT = 'failed_runs';
export const PAGE_SORTS = [RANKING_SORT, ...searchTestsSortValues] as const;
export type TestSearchSort = (typeof PAGE_SORTS)[number];

export function isRankingSort(sort: TestSearchSort): sort is typeof RANKING_SORT {
  return sort === RANKING_SORT;
}

export function apiSort(sort: TestSearchSort): SearchTestsSort {
  return isRankingSort(sort) ? 'failed_executions_ratio' : sort;
}

// The results table's columns after the name, in table order (their labels and sorts: result-columns.ts, checked against these).
export const HIDEABLE_COLUMNS = [
  ...['pipeline', 'job', 'health', 'confidence', 'impact', 'executions', 'failedRuns', 'failedShare', 'failureRatio', 'flakinessRatio'],
  ...['lastFailure', 'failureTrend'],
] as const;
export type HideableColumn = (typeof HIDEABLE_COLUMNS)[number];
export const normalizeHiddenColumns = (hidden: readonly HideableColumn[]) => HIDEABLE_COLUMNS.filter((column) => hidden.includes(column));

/** The confidence (room for the name) and the test-wide figures, which cost a request per row; `hide=[]` shows all. */
const DEFAULT_HIDDEN_COLUMNS: readonly HideableColumn[] = ['confidence', 'failureRatio', 'flakinessRatio', 'lastFailure', 'failureTrend'];

/** Names A→Z; counts, ratios and levels highest first (descending health puts broken on top). */
export const firstDirection = (sort: TestSearchSort): SortDirection => (sort.endsWith('_name') ? 'asc' : 'desc');

/** In the API's order, so "flaky and broken" in either order is the default and leaves the URL. */
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
  cursor: optionalParam(v.pipe(v.string(), v.minLength(1))),
  /** The ranking's page; in the identity view, only the range's label ("26–50 of 537"), the cursor says where. */
  page: withFallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  q: withFallback(v.pipe(v.string(), v.maxLength(200)), ''),
  hide: withFallback(
    v.pipe(
      v.array(v.picklist(HIDEABLE_COLUMNS)),
      v.transform((columns: HideableColumn[]) => normalizeHiddenColumns(columns)),
    ),
    [...DEFAULT_HIDDEN_COLUMNS],
  ),
});

export type TestSearchParams = v.InferOutput<typeof testSearchParamsSchema>;
export type UpdateTestSearch = (update: (previous: TestSearchParams) => TestSearchParams) => void;

export type TestSearchQueryParams = Omit<TestSearchParams, 'hide'>;

/** Filters or sort changed: the cursor no longer applies. */
export function firstPage<T extends { cursor?: string | undefined; page?: number | undefined }>(search: T): T {
  return { ...search, cursor: undefined, page: 1 };
}

/** The quick search stands for the included name patterns: the one place it is applied. */
export function withQuickSearch<T extends { q: string; name: string[] }>(search: T): T {
  const patterns = quickSearchPatterns(search.q);
  return patterns.length === 0 ? search : { ...search, name: patterns };
}
