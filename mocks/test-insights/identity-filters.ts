// The identity filters of search and the repository-wide statistic: include lists keep any match, exclude lists
// drop; lists AND together; test names take globs; a healthy identity's null impact matches no impact value.
import type { RequestReader } from '../core/request-reader';
import { CONFIDENCE_LEVELS, IMPACT_LEVELS, confidenceName, impactName } from './confidence-impact';
import { compileGlobs } from './glob';
import { HEALTH_STATUSES, healthName } from './health';
import type { IdentitySummary, TestIdentity } from './test-run-store';

/** Each filter in reading order: its query parameter (`_exclude` for the exclusion) and its values (null: names). */
const FILTERS = {
  testName: ['test_name', null],
  pipelineName: ['pipeline_name', null],
  jobName: ['job_name', null],
  healthStatus: ['health_status', HEALTH_STATUSES],
  healthConfidence: ['health_confidence', CONFIDENCE_LEVELS],
  failedExecutionsImpact: ['failed_executions_impact', IMPACT_LEVELS],
} as const;
type Filter = keyof typeof FILTERS;
type ValueOf<F extends Filter> = (typeof FILTERS)[F][1] extends readonly (infer V)[] ? V : string;

export type IdentityFilters = { [F in Filter]: ValueOf<F>[] } & { [F in Filter as `${F}Exclude`]: ValueOf<F>[] };

export function emptyIdentityFilters(): IdentityFilters {
  const entries = Object.keys(FILTERS).flatMap((filter) => [
    [filter, []],
    [`${filter}Exclude`, []],
  ]);
  return Object.fromEntries(entries) as IdentityFilters;
}

function kept<T>(value: T, include: readonly T[], exclude: readonly T[]): boolean {
  return (include.length === 0 || include.includes(value)) && !exclude.includes(value);
}

export function identityFilter(filters: IdentityFilters, summaries: readonly IdentitySummary[]): (identity: TestIdentity) => boolean {
  const nameIn = compileGlobs(filters.testName);
  const nameOut = compileGlobs(filters.testNameExclude);
  return (identity) => {
    const summary = summaries[identity.index] as IdentitySummary;
    const name = identity.test.testName;
    return (
      kept(healthName(summary.health), filters.healthStatus, filters.healthStatusExclude) &&
      kept(confidenceName(summary.confidence), filters.healthConfidence, filters.healthConfidenceExclude) &&
      kept<string | null>(impactName(summary.impact), filters.failedExecutionsImpact, filters.failedExecutionsImpactExclude) &&
      kept(identity.pipelineName, filters.pipelineName, filters.pipelineNameExclude) &&
      kept(identity.jobName, filters.jobName, filters.jobNameExclude) &&
      (nameIn === null || nameIn(name)) &&
      !nameOut?.(name)
    );
  };
}

export function readIdentityFilters(reader: RequestReader, options: { healthStatus: boolean }): IdentityFilters {
  const filters: Record<string, string[]> = emptyIdentityFilters();
  for (const [filter, [parameter, values]] of Object.entries(FILTERS)) {
    if (filter === 'healthStatus' && !options.healthStatus) continue;
    const read = (name: string) => (values === null ? reader.nameList(name) : reader.queryEnumList(name, values));
    filters[filter] = read(parameter);
    filters[`${filter}Exclude`] = read(`${parameter}_exclude`);
  }
  return filters as IdentityFilters;
}

/** The filters in canonical form (sorted, de-duplicated) for cursor binding. */
export function canonicalFilters(filters: IdentityFilters): Record<string, string[]> {
  const canonical: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(filters) as [string, string[]][]) {
    if (values.length > 0) canonical[key] = [...new Set(values)].sort();
  }
  return canonical;
}
