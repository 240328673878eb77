// Reads the identity filters shared by search (operation 1) and the repository-wide statistic
// (operation 8) from the query string.
import type { RequestReader } from '../core/request-reader';
import { CONFIDENCE_LEVELS, IMPACT_LEVELS } from './confidence-impact';
import { HEALTH_STATUSES } from './health';
import { emptyIdentityFilters, type IdentityFilters } from './identity-filters';

/** test_name, pipeline_name, job_name and their _exclude twins: up to 255 values of 1..255 characters. */
const NAME_LIST_RULES = { minLength: 1, maxLength: 255, maxItems: 255 };

export function readIdentityFilters(reader: RequestReader, options: { healthStatus: boolean }): IdentityFilters {
  const filters = emptyIdentityFilters();
  filters.testName = reader.queryStringList('test_name', NAME_LIST_RULES);
  filters.testNameExclude = reader.queryStringList('test_name_exclude', NAME_LIST_RULES);
  filters.pipelineName = reader.queryStringList('pipeline_name', NAME_LIST_RULES);
  filters.pipelineNameExclude = reader.queryStringList('pipeline_name_exclude', NAME_LIST_RULES);
  filters.jobName = reader.queryStringList('job_name', NAME_LIST_RULES);
  filters.jobNameExclude = reader.queryStringList('job_name_exclude', NAME_LIST_RULES);
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
