import type { FailedExecutionsImpact, HealthConfidence, RepositoryStat } from '@/api/types';
import type { operations } from '@/api/generated/schema';

/**
 * The filters operation 8 accepts, as the overview's URL holds them. The same names and shapes as test
 * search's filters (minus health), so every figure links to the search with these very values.
 */
export type RepositoryStatFilters = {
  name: string[];
  notName: string[];
  pipeline: string[];
  notPipeline: string[];
  job: string[];
  notJob: string[];
  confidence: HealthConfidence[];
  notConfidence: HealthConfidence[];
  impact: FailedExecutionsImpact[];
  notImpact: FailedExecutionsImpact[];
};

export type RepositoryStatQuery = NonNullable<operations['getRepositoryTestStat']['parameters']['query']>;

const QUERY_NAMES = {
  name: 'test_name',
  notName: 'test_name_exclude',
  pipeline: 'pipeline_name',
  notPipeline: 'pipeline_name_exclude',
  job: 'job_name',
  notJob: 'job_name_exclude',
  confidence: 'health_confidence',
  notConfidence: 'health_confidence_exclude',
  impact: 'failed_executions_impact',
  notImpact: 'failed_executions_impact_exclude',
} as const satisfies Record<keyof RepositoryStatFilters, keyof RepositoryStatQuery>;

const FILTER_KEYS = Object.keys(QUERY_NAMES) as (keyof RepositoryStatFilters)[];

/** Only the filters that are set (and nothing else the object holds): the query key's last segment. */
export function compactStatFilters(filters: RepositoryStatFilters): Partial<RepositoryStatFilters> {
  const compact: Partial<Record<keyof RepositoryStatFilters, string[]>> = {};
  for (const key of FILTER_KEYS) {
    if (filters[key].length > 0) compact[key] = [...filters[key]];
  }
  return compact as Partial<RepositoryStatFilters>;
}

export function toStatQuery(filters: Partial<RepositoryStatFilters>): RepositoryStatQuery {
  const query: Record<string, string[]> = {};
  for (const key of FILTER_KEYS) {
    const values = filters[key];
    if (values !== undefined && values.length > 0) query[QUERY_NAMES[key]] = [...values];
  }
  return query as RepositoryStatQuery;
}

/** The health statistics (counts of tests), in the order the figures show them. */
export const HEALTH_STATS = ['healthy_tests', 'flaky_tests', 'broken_tests'] as const satisfies readonly RepositoryStat[];
export const OVERVIEW_STATS = ['total_tests', ...HEALTH_STATS, 'failed_executions'] as const satisfies readonly RepositoryStat[];
