import { z } from 'zod/mini';
import type { SearchTestsSort } from '@/api/types';
import { optionalParam, withFallback } from '@/lib/search-param-schemas';
import { EMPTY_TEST_FILTERS } from './test-filters';

/*
 * The URL state of test search and of the overview, one typed source each (TanStack Router
 * `validateSearch`). Every field falls back (`withFallback`/`optionalParam`) so a hand-edited link opens
 * a sensible view instead of an error; defaults are kept out of the URL by `stripSearchParams`.
 */

// The API takes up to 255 names of 1..255 characters per list.
const name = z.string().check(z.minLength(1), z.maxLength(255));
const names = withFallback(z.array(name).check(z.maxLength(255)), []);
const healthList = withFallback(z.array(z.enum(['healthy', 'flaky', 'broken'])), []);
const levelList = withFallback(z.array(z.enum(['low', 'medium', 'high'])), []);

/** Filters operation 8 accepts (the overview's URL). */
export const repositoryStatFilterParamsSchema = z.object({
  name: names,
  notName: names,
  pipeline: names,
  notPipeline: names,
  job: names,
  notJob: names,
  confidence: levelList,
  notConfidence: levelList,
  impact: levelList,
  notImpact: levelList,
});

/** Filters operation 1 accepts: those of operation 8 plus health. */
export const testFilterParamsSchema = z.extend(repositoryStatFilterParamsSchema, {
  health: healthList,
  notHealth: healthList,
});

export const SEARCH_SORTS = [
  'executions_count',
  'failed_executions_ratio',
  'test_name',
  'pipeline_name',
  'job_name',
  'health_status',
  'health_confidence',
  'failed_executions_impact',
] as const satisfies readonly SearchTestsSort[];

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

export type SortDirection = 'asc' | 'desc';

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
  sort: withFallback(z.enum(SEARCH_SORTS), 'executions_count'),
  dir: withFallback(z.enum(['asc', 'desc']), 'desc'),
  perPage: withFallback(z.literal(PAGE_SIZES), 25),
  /** Opaque, from the API's `Link` header. */
  cursor: optionalParam(z.string().check(z.minLength(1))),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 537"). */
  page: withFallback(z.int().check(z.minimum(1)), 1),
});

export type TestSearchParams = z.output<typeof testSearchParamsSchema>;
export type RepositoryStatFilterParams = z.output<typeof repositoryStatFilterParamsSchema>;

/** Values left out of the URL (the default sort is the API's own: most executed first). */
export const TEST_SEARCH_DEFAULTS = {
  ...EMPTY_TEST_FILTERS,
  sort: 'executions_count',
  dir: 'desc',
  perPage: 25,
  page: 1,
} as const satisfies Omit<TestSearchParams, 'cursor'>;

const { health: _health, notHealth: _notHealth, ...statFilterDefaults } = EMPTY_TEST_FILTERS;
export const REPOSITORY_STAT_FILTER_DEFAULTS: RepositoryStatFilterParams = statFilterDefaults;

/** A view that starts over: filters or sort changed, so the cursor no longer applies. */
export function firstPage<T extends { cursor?: string | undefined; page?: number | undefined }>(search: T): T {
  return { ...search, cursor: undefined, page: 1 };
}
