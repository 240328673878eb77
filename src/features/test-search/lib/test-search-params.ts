import { z } from 'zod';
import type { SearchTestsSort } from '@/api/types';
import { EMPTY_TEST_FILTERS } from './test-filters';

/*
 * The URL state of test search and of the overview, one typed source each (TanStack Router
 * `validateSearch`). Every field falls back (`.catch`) so a hand-edited link opens a sensible view
 * instead of an error; defaults are kept out of the URL by `stripSearchParams`.
 */

// The API takes up to 255 names of 1..255 characters per list.
const name = z.string().min(1).max(255);
const names = z.array(name).max(255).default([]).catch([]);
const healthList = z.array(z.enum(['healthy', 'flaky', 'broken'])).default([]).catch([]);
const levelList = z.array(z.enum(['low', 'medium', 'high'])).default([]).catch([]);

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
export const testFilterParamsSchema = repositoryStatFilterParamsSchema.extend({
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

export const testSearchParamsSchema = testFilterParamsSchema.extend({
  sort: z.enum(SEARCH_SORTS).default('executions_count').catch('executions_count'),
  dir: z.enum(['asc', 'desc']).default('desc').catch('desc'),
  perPage: z.literal(PAGE_SIZES).default(25).catch(25),
  /** Opaque, from the API's `Link` header. */
  cursor: z.string().min(1).optional().catch(undefined),
  /** 1-based index of the page the cursor leads to; only labels the range ("26–50 of 537"). */
  page: z.number().int().min(1).default(1).catch(1),
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
