import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '@/api/client';
import type { OperationArgs, SuccessData } from '@/api/operation-routes';
import { repositoryPath } from '@/api/repository-path';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';

/*
 * The merge queue's statistics, one query per operation, keyed
 * `['repos', owner, repo, 'merge-queue', operation, window, filters]`: every answer of a view is asked
 * for the one window (see merge-queue-window.ts), so their intervals are the same grid. `retryOnMount: false`: the loader has just asked, so a 403 is shown with its Retry rather than
 * asked again. The previous figures stay on screen while new filters load, never another repository's.
 */

/** The operations answered per interval and group, under the page's three filters. */
export const INTERVAL_OPERATIONS = [
  'getQueueEnteredCount',
  'getQueueMergedCount',
  'getQueueExitReasons',
  'getQueueFailureRate',
  'getQueueTotalTime',
  'getQueueIdleTime',
  'getQueueAverageCiRuntime',
  'getQueueSize',
  'getQueueRunningSpeculativeChecks',
  'getQueueBatchSize',
  'getQueueBatchBisection',
  'getQueueChecksRetries',
  'getQueueSkipIntermediateResults',
  'getQueueChecksOutcomeCount',
] as const;
export type IntervalOperation = (typeof INTERVAL_OPERATIONS)[number];

/** Operations without a priority rule parameter (the vendor's running checks are per branch and queue). */
const WITHOUT_PRIORITY_RULE: ReadonlySet<IntervalOperation> = new Set(['getQueueRunningSpeculativeChecks']);

export function takesPriorityRule(operation: IntervalOperation): boolean {
  return !WITHOUT_PRIORITY_RULE.has(operation);
}

/** The filters as the API takes them (each a list of one), only those in use. */
export function statsFilterQuery(filters: MergeQueueFilters, withPriorityRule = true) {
  return {
    ...(filters.baseRef === undefined ? {} : { base_ref: [filters.baseRef] }),
    ...(filters.queue === undefined ? {} : { queue_name: [filters.queue] }),
    ...(filters.priorityRule === undefined || !withPriorityRule ? {} : { priority_rule_name: [filters.priorityRule] }),
  };
}

/** Only the filters in use, so equal views share a cache entry. */
function compact(filters: MergeQueueFilters): MergeQueueFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as MergeQueueFilters;
}

type StatsArgs = { path: { owner: string; repository: string }; query: Record<string, unknown> };

/**
 * Every interval operation takes the same path and query (the running checks drop the rule, see
 * `statsFilterQuery`); TypeScript cannot follow a generic key through the client's methods, so the
 * one cast is here and the answer keeps its operation's own contract type.
 */
function callInterval<K extends IntervalOperation>(api: ApiClient, operation: K, args: StatsArgs, options: CallOptions) {
  const call = api[operation] as unknown as (args: OperationArgs<K>, options?: CallOptions) => Promise<SuccessData<K>>;
  return call(args as unknown as OperationArgs<K>, options);
}

export const mergeQueueQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'merge-queue'] as const,

  interval: <K extends IntervalOperation>(
    api: ApiClient,
    repo: RepositoryRef,
    operation: K,
    window: StatsWindow,
    filters: MergeQueueFilters,
  ) => {
    // An operation without the priority rule parameter is asked the same whatever the rule.
    const used = compact(takesPriorityRule(operation) ? filters : { ...filters, priorityRule: undefined });
    const queryKey = [...mergeQueueQueries.all(repo), operation, window, used] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }): Promise<SuccessData<K>> =>
        callInterval(api, operation, { path: repositoryPath(repo), query: { ...statsFilterQuery(used), ...window } }, { signal }),
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** Per queue, over the 7 days that end at the window's end (the operation's own span), on the base branch. */
  timeToMerge: (api: ApiClient, repo: RepositoryRef, at: string, baseRef: string | undefined) => {
    const queryKey = [...mergeQueueQueries.all(repo), 'getQueueTimeToMerge', at, baseRef ?? null] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }) =>
        api.getQueueTimeToMerge(
          { path: repositoryPath(repo), query: { at, ...(baseRef === undefined ? {} : { branch: baseRef }) } },
          { signal },
        ),
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The window's totals per outcome (zeros included). */
  checksOutcome: (api: ApiClient, repo: RepositoryRef, window: StatsWindow, filters: MergeQueueFilters) => {
    const used = compact(filters);
    const queryKey = [...mergeQueueQueries.all(repo), 'getQueueChecksOutcome', window, used] as const;
    return queryOptions({
      queryKey,
      queryFn: ({ signal }) =>
        api.getQueueChecksOutcome({ path: repositoryPath(repo), query: { ...statsFilterQuery(used), ...window } }, { signal }),
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The filters' choices: base branches and queues with activity in the window. */
  branches: (api: ApiClient, repo: RepositoryRef, window: StatsWindow) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'getQueueBranches', window] as const,
      queryFn: async ({ signal }) => (await api.getQueueBranches({ path: repositoryPath(repo), query: window }, { signal })).base_refs,
      retryOnMount: false,
    }),
  queueNames: (api: ApiClient, repo: RepositoryRef, window: StatsWindow) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'getQueueNames', window] as const,
      queryFn: async ({ signal }) => (await api.getQueueNames({ path: repositoryPath(repo), query: window }, { signal })).queue_names,
      retryOnMount: false,
    }),
};
