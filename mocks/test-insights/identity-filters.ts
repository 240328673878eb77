// The identity filters of test search (operation 1) and the repository-wide statistic (operation 8).
// An include list keeps identities matching any value, an exclude list drops them; lists combine with
// AND. Test names also take globs; health, confidence and impact are the current ones, and a healthy
// identity's null impact matches no impact value (and is never excluded by one).
import { confidenceName, impactName, type FailedExecutionsImpact, type HealthConfidence } from './confidence-impact';
import { compileGlobs } from './glob';
import { healthName, type HealthStatus } from './health';
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
