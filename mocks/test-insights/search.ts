// Test search (operation 1): the identities that ran on the default branch within the retention,
// filtered, then sorted. Default sort `executions_count` `desc` (runs in the health lookback).
//   health_status orders healthy < flaky < broken; confidence low < medium < high; impact
//   null < low < medium < high; failed_executions_ratio is the lookback's failed share.
//   Ties: test name, pipeline, job, ascending whatever the direction, so pages never overlap.
import { searchTestsDirectionValues, searchTestsSortValues } from '@/api/generated/enums';
import { compileIdentityFilter, type IdentityFilters } from './identity-filters';
import { identitySummaries } from './identity-summaries';
import type { IdentitySummaries } from './test-insights-memo';
import type { TestIdentity, TestRunStore } from './test-run-store';
import { HOUR_MS, floorTo } from './time-constants';

export const SEARCH_SORTS = searchTestsSortValues;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const SORT_DIRECTIONS = searchTestsDirectionValues;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface SearchQuery {
  filters: IdentityFilters;
  sort: SearchSort;
  direction: SortDirection;
}

export interface SearchResult {
  /** Every matching identity, in order (the handler slices the page). */
  matches: TestIdentity[];
  summaries: IdentitySummaries;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function primaryKey(sort: SearchSort, summaries: IdentitySummaries): ((identity: TestIdentity) => number) | null {
  switch (sort) {
    case 'executions_count':
      return (identity) => summaries.executions[identity.index] as number;
    case 'health_status':
      return (identity) => summaries.health[identity.index] as number;
    case 'health_confidence':
      return (identity) => summaries.confidence[identity.index] as number;
    case 'failed_executions_impact':
      return (identity) => summaries.impact[identity.index] as number;
    case 'failed_executions_ratio':
      return (identity) => summaries.failureRatio[identity.index] as number;
    default:
      return null;
  }
}

function textKey(sort: SearchSort): (identity: TestIdentity) => string {
  if (sort === 'pipeline_name') return (identity) => identity.pipelineName;
  if (sort === 'job_name') return (identity) => identity.jobName;
  return (identity) => identity.test.testName;
}

export function compareIdentities(
  sort: SearchSort,
  direction: SortDirection,
  summaries: IdentitySummaries,
): (a: TestIdentity, b: TestIdentity) => number {
  const sign = direction === 'asc' ? 1 : -1;
  const numeric = primaryKey(sort, summaries);
  const text = textKey(sort);
  const tieBreak = (a: TestIdentity, b: TestIdentity) =>
    compareText(a.test.testName, b.test.testName) || compareText(a.pipelineName, b.pipelineName) || compareText(a.jobName, b.jobName);
  if (numeric) return (a, b) => sign * (numeric(a) - numeric(b)) || tieBreak(a, b);
  return (a, b) => sign * compareText(text(a), text(b)) || tieBreak(a, b);
}

/** Retained identities in the requested order, memoised per hour, sort and direction. */
function orderedIdentities(store: TestRunStore, query: SearchQuery, now: number, summaries: IdentitySummaries) {
  const key = `${floorTo(now, HOUR_MS)}|${query.sort}|${query.direction}`;
  const cached = store.memo.searchOrders.get(key);
  if (cached) return cached;
  const retained = store.identities.filter((identity) => summaries.retained[identity.index] === 1);
  retained.sort(compareIdentities(query.sort, query.direction, summaries));
  const order = Uint32Array.from(retained, (identity) => identity.index);
  store.memo.searchOrders.set(key, order);
  return order;
}

export function searchTests(store: TestRunStore, query: SearchQuery, now: number): SearchResult {
  const summaries = identitySummaries(store, now);
  const order = orderedIdentities(store, query, now, summaries);
  const matches = compileIdentityFilter(query.filters, summaries);
  const result: TestIdentity[] = [];
  for (const index of order) {
    const identity = store.identities[index] as TestIdentity;
    if (matches(identity)) result.push(identity);
  }
  return { matches: result, summaries };
}
