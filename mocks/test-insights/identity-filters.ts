// The identity filters shared by test search (operation 1) and the repository-wide statistic
// (operation 8). Include lists keep identities matching any value; exclude lists drop identities
// matching any value; lists combine with AND. Names are exact (test names also take globs); health,
// confidence and impact are the identity's current ones. A healthy identity's impact is null: it
// matches no `failed_executions_impact` value and is never excluded by `failed_executions_impact_exclude`.
import { CONFIDENCE_LEVELS, IMPACT_LEVELS, type FailedExecutionsImpact, type HealthConfidence } from './confidence-impact';
import { compileGlobs } from './glob';
import { HEALTH_STATUSES, type HealthStatus } from './health';
import type { IdentitySummaries } from './test-insights-memo';
import type { TestIdentity } from './test-run-store';

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

function codeSet(values: readonly string[], vocabulary: readonly string[]): Set<number> | null {
  return values.length === 0 ? null : new Set(values.map((value) => vocabulary.indexOf(value)));
}

export function compileIdentityFilter(filters: IdentityFilters, summaries: IdentitySummaries): (identity: TestIdentity) => boolean {
  const nameIn = compileGlobs(filters.testName);
  const nameOut = compileGlobs(filters.testNameExclude);
  const pipelineIn = filters.pipelineName.length ? new Set(filters.pipelineName) : null;
  const pipelineOut = new Set(filters.pipelineNameExclude);
  const jobIn = filters.jobName.length ? new Set(filters.jobName) : null;
  const jobOut = new Set(filters.jobNameExclude);
  const healthIn = codeSet(filters.healthStatus, HEALTH_STATUSES);
  const healthOut = codeSet(filters.healthStatusExclude, HEALTH_STATUSES) ?? new Set<number>();
  const confidenceIn = codeSet(filters.healthConfidence, CONFIDENCE_LEVELS);
  const confidenceOut = codeSet(filters.healthConfidenceExclude, CONFIDENCE_LEVELS) ?? new Set<number>();
  const impactIn = codeSet(filters.failedExecutionsImpact, IMPACT_LEVELS);
  const impactOut = codeSet(filters.failedExecutionsImpactExclude, IMPACT_LEVELS) ?? new Set<number>();

  return (identity) => {
    const index = identity.index;
    const health = summaries.health[index] as number;
    if (healthIn && !healthIn.has(health)) return false;
    if (healthOut.has(health)) return false;
    const confidence = summaries.confidence[index] as number;
    if (confidenceIn && !confidenceIn.has(confidence)) return false;
    if (confidenceOut.has(confidence)) return false;
    const impact = summaries.impact[index] as number;
    if (impactIn && !impactIn.has(impact)) return false;
    if (impactOut.has(impact)) return false;
    if (pipelineIn && !pipelineIn.has(identity.pipelineName)) return false;
    if (pipelineOut.has(identity.pipelineName)) return false;
    if (jobIn && !jobIn.has(identity.jobName)) return false;
    if (jobOut.has(identity.jobName)) return false;
    const name = identity.test.testName;
    if (nameIn && !nameIn(name)) return false;
    if (nameOut?.(name)) return false;
    return true;
  };
}
