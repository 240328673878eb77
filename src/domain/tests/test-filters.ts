import type { FailedExecutionsImpact, HealthConfidence, HealthStatus, RepositoryStatQuery, SearchTestsQuery } from '@/api/types';

/**
 * The test filters, as the URL holds them: one model for test search (operation 1) and the
 * repository-wide statistics (operation 8, which takes the same filters minus health). A new filter is
 * a key here, its query parameter in QUERY_PARAMETERS and its URL schema in test-filter-params.ts.
 */
export type TestFilters = {
  /** Test name patterns to include (`*` and `?` globs; any may match). */
  name: string[];
  notName: string[];
  pipeline: string[];
  notPipeline: string[];
  job: string[];
  notJob: string[];
  health: HealthStatus[];
  notHealth: HealthStatus[];
  confidence: HealthConfidence[];
  notConfidence: HealthConfidence[];
  impact: FailedExecutionsImpact[];
  notImpact: FailedExecutionsImpact[];
};

/** What operation 8 filters by: everything but health. */
export type RepositoryStatFilters = Omit<TestFilters, 'health' | 'notHealth'>;

/** Only the filters that are set: the form query keys and requests use, so equal views share a cache entry. */
export type CompactTestFilters = Partial<TestFilters>;

export const EMPTY_TEST_FILTERS: TestFilters = {
  name: [],
  notName: [],
  pipeline: [],
  notPipeline: [],
  job: [],
  notJob: [],
  health: [],
  notHealth: [],
  confidence: [],
  notConfidence: [],
  impact: [],
  notImpact: [],
};

const { health: _health, notHealth: _notHealth, ...statFilters } = EMPTY_TEST_FILTERS;
export const EMPTY_REPOSITORY_STAT_FILTERS: RepositoryStatFilters = statFilters;

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
} as const satisfies Record<keyof TestFilters, keyof SearchTestsQuery> &
  Record<keyof RepositoryStatFilters, keyof RepositoryStatQuery>;

export const TEST_FILTER_KEYS = Object.keys(EMPTY_TEST_FILTERS) as (keyof TestFilters)[];

/**
 * Only the filters that are set, and nothing else of the object (URL state also holds sort and paging).
 * Called once per request, where the URL's filters become a query key.
 */
export function compactFilters(filters: CompactTestFilters): CompactTestFilters {
  const compact: Partial<Record<keyof TestFilters, string[]>> = {};
  for (const key of TEST_FILTER_KEYS) {
    const values = filters[key];
    if (values !== undefined && values.length > 0) compact[key] = [...values];
  }
  return compact as CompactTestFilters;
}

/** The same, for operation 8: health is dropped even when the object carries it. */
export function compactStatFilters(filters: Partial<RepositoryStatFilters>): Partial<RepositoryStatFilters> {
  const { health: _h, notHealth: _n, ...rest } = compactFilters(filters);
  return rest;
}

export function hasAnyFilter(filters: CompactTestFilters): boolean {
  return TEST_FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);
}

function toQuery(filters: CompactTestFilters): Record<string, string[]> {
  const query: Record<string, string[]> = {};
  for (const key of TEST_FILTER_KEYS) {
    const values = filters[key];
    if (values !== undefined && values.length > 0) query[QUERY_PARAMETERS[key]] = [...values];
  }
  return query;
}

/** Operation 1's filter parameters (sort and paging are test search's own). */
export function toSearchTestsQuery(filters: CompactTestFilters): SearchTestsQuery {
  return toQuery(filters) as SearchTestsQuery;
}

/** Operation 8's filter parameters. */
export function toRepositoryStatQuery(filters: Partial<RepositoryStatFilters>): RepositoryStatQuery {
  return toQuery(compactStatFilters(filters)) as RepositoryStatQuery;
}
