import type * as v from 'valibot';
import type { RepositoryStatQuery, SearchTestsQuery } from '@/api/types';
import type { repositoryStatFilterParamsSchema, testFilterParamsSchema } from './test-filter-params';

/** The test filters as the URL holds them (schema: test-filter-params.ts), for test search (operation 1); names are `*`/`?` globs. */
export type TestFilters = v.InferOutput<typeof testFilterParamsSchema>;

/** What operation 8 filters by: everything but health. */
export type RepositoryStatFilters = v.InferOutput<typeof repositoryStatFilterParamsSchema>;

/** Only the filters that are set: the form query keys and requests use, so equal views share a cache entry. */
export type CompactTestFilters = Partial<TestFilters>;

/** Each filter's query parameter; the health pair exists only in operation 1. */
const QUERY_PARAMETERS = {
  name: 'test_name',
  notName: 'test_name_exclude',
  pipeline: 'pipeline_name',
  notPipeline: 'pipeline_name_exclude',
  job: 'job_name',
  notJob: 'job_name_exclude',
  health: 'health_status',
  notHealth: 'health_status_exclude',
  confidence: 'health_confidence',
  notConfidence: 'health_confidence_exclude',
  impact: 'failed_executions_impact',
  notImpact: 'failed_executions_impact_exclude',
} as const satisfies Record<keyof TestFilters, keyof SearchTestsQuery> & Record<keyof RepositoryStatFilters, keyof RepositoryStatQuery>;

export const TEST_FILTER_KEYS = Object.keys(QUERY_PARAMETERS) as (keyof TestFilters)[];
export const EMPTY_TEST_FILTERS = Object.fromEntries(TEST_FILTER_KEYS.map((key) => [key, []])) as unknown as TestFilters;
const { health: _health, notHealth: _notHealth, ...emptyStatFilters } = EMPTY_TEST_FILTERS;
export const EMPTY_REPOSITORY_STAT_FILTERS: RepositoryStatFilters = emptyStatFilters;
export const REPOSITORY_STAT_FILTER_KEYS = Object.keys(EMPTY_REPOSITORY_STAT_FILTERS) as (keyof RepositoryStatFilters)[];

/** The listed filters that hold a value, copied; every other key of the object (sort, paging…) is left behind. */
function setFilters<K extends keyof TestFilters>(
  filters: Partial<Pick<TestFilters, K>>,
  keys: readonly K[],
): Partial<Pick<TestFilters, K>> {
  const compact: Partial<Record<K, string[]>> = {};
  for (const key of keys) {
    const values = filters[key];
    if (values !== undefined && values.length > 0) compact[key] = [...values];
  }
  return compact as Partial<Pick<TestFilters, K>>;
}

export function compactFilters(filters: Partial<TestFilters>): CompactTestFilters {
  return setFilters(filters, TEST_FILTER_KEYS);
}

/** The same, for operation 8: health is left behind even when the object carries it. */
export function compactStatFilters(filters: Partial<RepositoryStatFilters>): Partial<RepositoryStatFilters> {
  return setFilters(filters, REPOSITORY_STAT_FILTER_KEYS);
}

function toQuery<K extends keyof TestFilters>(filters: Partial<Pick<TestFilters, K>>, keys: readonly K[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(setFilters(filters, keys)).map(([key, values]) => [QUERY_PARAMETERS[key as K], values]));
}

export function toSearchTestsQuery(filters: CompactTestFilters): SearchTestsQuery {
  return toQuery(filters, TEST_FILTER_KEYS) as SearchTestsQuery;
}

/** Operation 8's filter parameters: only its keys are read, so health never reaches it. */
export function toRepositoryStatQuery(filters: Partial<RepositoryStatFilters>): RepositoryStatQuery {
  return toQuery(filters, REPOSITORY_STAT_FILTER_KEYS) as RepositoryStatQuery;
}

/** The filters counted one each: a name field, or a facet narrowed by "only these" or "all but these". */
const COUNTED_FILTERS: readonly (readonly (keyof TestFilters)[])[] = [
  ['name'],
  ['notName'],
  ['pipeline', 'notPipeline'],
  ['job', 'notJob'],
  ['health', 'notHealth'],
  ['confidence', 'notConfidence'],
  ['impact', 'notImpact'],
];

const sameValues = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((value) => b.includes(value));

/** How many filters narrow the view (a facet with both lists set counts once): the count a "Filters" button shows. */
export function activeFilterCount(filters: Partial<TestFilters>, openingView: Partial<TestFilters> = {}): number {
  return COUNTED_FILTERS.filter((keys) => keys.some((key) => !sameValues(filters[key], openingView[key]))).length;
}
