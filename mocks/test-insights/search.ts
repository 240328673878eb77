// Test search (operation 1): the retained default-branch identities, filtered and sorted; ties by test name,
// pipeline, job, ascending whatever the direction, so pages never overlap.
import { searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import { compareText } from '../core/statistics';
import { identityFilter, type IdentityFilters } from './identity-filters';
import { identitySummaries } from './identity-summaries';
import type { IdentitySummary, TestIdentity, TestRunStore } from './test-run-store';

export const SEARCH_SORTS = searchTestsSortValues;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SORT_DIRECTIONS = searchTestsDirectionValues;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface SearchQuery {
  filters: IdentityFilters;
  sort: SearchSort;
  direction: SortDirection;
}

const NUMERIC_SORTS: Partial<Record<SearchSort, (summary: IdentitySummary) => number>> = {
  executions_count: (summary) => summary.executions,
  health_status: (summary) => summary.health,
  health_confidence: (summary) => summary.confidence,
  failed_executions_impact: (summary) => summary.impact,
  failed_executions_ratio: (summary) => summary.failureRatio,
};

function compareIdentities(query: SearchQuery, summaries: readonly IdentitySummary[]) {
  const sign = query.direction === 'asc' ? 1 : -1;
  const numeric = NUMERIC_SORTS[query.sort];
  const text = (identity: TestIdentity) =>
    query.sort === 'pipeline_name' ? identity.pipelineName : query.sort === 'job_name' ? identity.jobName : identity.test.testName;
  const primary = (a: TestIdentity, b: TestIdentity) =>
    numeric ? numeric(summaries[a.index]!) - numeric(summaries[b.index]!) : compareText(text(a), text(b));
  return (a: TestIdentity, b: TestIdentity) =>
    sign * primary(a, b) ||
    compareText(a.test.testName, b.test.testName) ||
    compareText(a.pipelineName, b.pipelineName) ||
    compareText(a.jobName, b.jobName);
}

/** Every matching identity in order (the handler slices the page), with the summaries it was read from. */
export function searchTests(store: TestRunStore, query: SearchQuery, now: number) {
  const summaries = identitySummaries(store, now);
  const matches = identityFilter(query.filters, summaries);
  const found = store.identities.filter((identity) => summaries[identity.index]!.retained && matches(identity));
  return { matches: found.sort(compareIdentities(query, summaries)), summaries };
}
