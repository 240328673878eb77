import type { FailedExecutionsImpact, HealthConfidence, HealthStatus, SearchTestsQuery } from '@/api/types';
import type { FacetSelection } from '@/components/facets/facet-types';

/**
 * The filters of test search (operation 1), as the URL holds them. The repository-wide statistic
 * (operation 8) takes the same ones minus health, so the overview uses a subset of this shape and its
 * figures link here with the very same values.
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

/** The filters that are facets of the sidebar (test names have their own inputs). */
export const FACET_FIELDS = ['pipeline', 'job', 'health', 'confidence', 'impact'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

const EXCLUDE_KEY = {
  pipeline: 'notPipeline',
  job: 'notJob',
  health: 'notHealth',
  confidence: 'notConfidence',
  impact: 'notImpact',
} as const satisfies Record<FacetField, keyof TestFilters>;

/** Fixed orders: worst first, as people scan for trouble. */
export const HEALTH_ORDER: readonly HealthStatus[] = ['flaky', 'broken', 'healthy'];
export const LEVEL_ORDER = ['high', 'medium', 'low'] as const satisfies readonly HealthConfidence[];
export const LEVEL_LABELS: Record<HealthConfidence, string> = { high: 'High', medium: 'Medium', low: 'Low' };

export const FACET_TITLES: Record<FacetField, string> = {
  pipeline: 'Pipeline',
  job: 'Job',
  health: 'Health',
  confidence: 'Confidence',
  impact: 'Impact',
};

export const FILTER_KEYS = Object.keys(EMPTY_TEST_FILTERS) as (keyof TestFilters)[];

/**
 * Only the filters that are set, and nothing else of the object (URL state also holds sort and
 * paging): the form used in query keys, so equal filters share cache entries.
 */
export function compactFilters(filters: Partial<TestFilters>): Partial<TestFilters> {
  const compact: Partial<Record<keyof TestFilters, string[]>> = {};
  for (const key of FILTER_KEYS) {
    const values = filters[key];
    if (values !== undefined && values.length > 0) compact[key] = [...values];
  }
  return compact as Partial<TestFilters>;
}

export function hasAnyFilter(filters: Partial<TestFilters>): boolean {
  return FILTER_KEYS.some((key) => (filters[key]?.length ?? 0) > 0);
}

export function facetSelection(filters: Partial<TestFilters>, field: FacetField): FacetSelection {
  return { include: filters[field] ?? [], exclude: filters[EXCLUDE_KEY[field]] ?? [] };
}

/** The filters with one facet's selection replaced (include and exclude together). */
export function withFacetSelection<F extends Partial<TestFilters>>(filters: F, field: FacetField, selection: FacetSelection): F {
  return { ...filters, [field]: [...selection.include], [EXCLUDE_KEY[field]]: [...selection.exclude] };
}

/**
 * The filters a facet's counts are computed under: every filter but the facet's own (as facet sidebars
 * do, so a facet always shows the values one could switch to).
 */
export function withoutFacet(filters: Partial<TestFilters>, field: FacetField): Partial<TestFilters> {
  const rest: Partial<TestFilters> = { ...filters };
  delete rest[field];
  delete rest[EXCLUDE_KEY[field]];
  return compactFilters(rest);
}

/** The search query parameters (operation 1) for these filters; empty lists are left out. */
export function toSearchFilterQuery(filters: Partial<TestFilters>): SearchTestsQuery {
  const query: SearchTestsQuery = {};
  const set = <K extends keyof SearchTestsQuery>(key: K, values: SearchTestsQuery[K] | undefined) => {
    if (values !== undefined && Array.isArray(values) && values.length > 0) query[key] = values;
  };
  set('test_name', filters.name);
  set('test_name_exclude', filters.notName);
  set('pipeline_name', filters.pipeline);
  set('pipeline_name_exclude', filters.notPipeline);
  set('job_name', filters.job);
  set('job_name_exclude', filters.notJob);
  set('health_status', filters.health);
  set('health_status_exclude', filters.notHealth);
  set('health_confidence', filters.confidence);
  set('health_confidence_exclude', filters.notConfidence);
  set('failed_executions_impact', filters.impact);
  set('failed_executions_impact_exclude', filters.notImpact);
  return query;
}

/** The facets operation 8 can filter by (it has no health filter): the overview's sidebar. */
export const REPOSITORY_STAT_FACET_FIELDS = ['pipeline', 'job', 'confidence', 'impact'] as const satisfies readonly FacetField[];
