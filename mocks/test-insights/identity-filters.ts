// The identity filters of search and the repository-wide statistic: include lists keep any match, exclude lists
// drop; lists AND together; test names take globs; a healthy identity's null impact matches no impact value.
import type { RequestReader } from '../core/request-reader';
import {
  CONFIDENCE_LEVELS,
  IMPACT_LEVELS,
  confidenceName,
  impactName,
  type FailedExecutionsImpact,
  type HealthConfidence,
} from './confidence-impact';
import { compileGlobs } from './glob';
import { HEALTH_STATUSES, healthName, type HealthStatus } from './health';
import type { IdentitySummary, TestIdentity } from './test-run-store';

export interface IdentityFilters {
  testName: string[];
  testNameExclude: string[];
  pipelineName: string[];
  pipelineNameExclude: string[];
  jobName: string[];
  jobNameExclude: string[];
  healthStatus: HealthStatus[];
  healthStatusExclude: HealthStatus[];
  healthConfidence: HealthConfidence[];
  healthConfidenceExclude: HealthConfidence[];
  failedExecutionsImpact: FailedExecutionsImpact[];
  failedExecutionsImpactExclude: FailedExecutionsImpact[];
}

export function emptyIdentityFilters(): IdentityFilters {
  return {
    testName: [],
    testNameExclude: [],
    pipelineName: [],
    pipelineNameExclude: [],
    jobName: [],
    jobNameExclude: [],
    healthStatus: [],
    healthStatusExclude: [],
    healthConfidence: [],
    healthConfidenceExclude: [],
    failedExecutionsImpact: [],
    failedExecutionsImpactExclude: [],
  };
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
      kept<FailedExecutionsImpact | null>(
        impactName(summary.impact),
        filters.failedExecutionsImpact,
        filters.failedExecutionsImpactExclude,
      ) &&
      kept(identity.pipelineName, filters.pipelineName, filters.pipelineNameExclude) &&
      kept(identity.jobName, filters.jobName, filters.jobNameExclude) &&
      (nameIn === null || nameIn(name)) &&
      !nameOut?.(name)
    );
  };
}

export function readIdentityFilters(reader: RequestReader, options: { healthStatus: boolean }): IdentityFilters {
  const filters = emptyIdentityFilters();
  filters.testName = reader.nameList('test_name');
  filters.testNameExclude = reader.nameList('test_name_exclude');
  filters.pipelineName = reader.nameList('pipeline_name');
  filters.pipelineNameExclude = reader.nameList('pipeline_name_exclude');
  filters.jobName = reader.nameList('job_name');
  filters.jobNameExclude = reader.nameList('job_name_exclude');
  if (options.healthStatus) {
    filters.healthStatus = reader.queryEnumList('health_status', HEALTH_STATUSES);
    filters.healthStatusExclude = reader.queryEnumList('health_status_exclude', HEALTH_STATUSES);
  }
  filters.healthConfidence = reader.queryEnumList('health_confidence', CONFIDENCE_LEVELS);
  filters.healthConfidenceExclude = reader.queryEnumList('health_confidence_exclude', CONFIDENCE_LEVELS);
  filters.failedExecutionsImpact = reader.queryEnumList('failed_executions_impact', IMPACT_LEVELS);
  filters.failedExecutionsImpactExclude = reader.queryEnumList('failed_executions_impact_exclude', IMPACT_LEVELS);
  return filters;
}

/** The filters in canonical form (sorted, de-duplicated) for cursor binding. */
export function canonicalFilters(filters: IdentityFilters): Record<string, string[]> {
  const canonical: Record<string, string[]> = {};
  for (const [key, values] of Object.entries(filters) as [string, string[]][]) {
    if (values.length > 0) canonical[key] = [...new Set(values)].sort();
  }
  return canonical;
}
