import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '@/api/client';
import type { OperationArgs, SuccessData } from '@/api/operation-routes';
import { repositoryPath } from '@/api/repository-path';
import type { DayRange } from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { keepPreviousInRepository } from '@/lib/keep-previous-in-repository';
import { repositoryQueryKey } from '@/lib/query-keys';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import { statsWindow } from '../lib/merge-queue-window';

/*
 * The merge queue's statistics, one query per operation, keyed
 * `['repos', owner, repo, 'merge-queue', operation, days, filters]`: the key holds the UTC days asked
 * for, never a computed "now"; the window is resolved in the queryFn (cut at now to the minute) and
 * kept beside the answer, so the page lays the answer on the grid of the very window it was computed
 * for. `retryOnMount: false`: the loader has just asked, so a 403 is shown with its Retry rather than
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

/** An answer and the window it covers. */
export type Windowed<T> = { window: { start_at: string; end_at: string }; data: T };

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

  interval: <K extends IntervalOperation>(api: ApiClient, repo: RepositoryRef, operation: K, days: DayRange, filters: MergeQueueFilters) => {
    // An operation without the priority rule parameter is asked the same whatever the rule.
    const used = compact(takesPriorityRule(operation) ? filters : { ...filters, priorityRule: undefined });
    const queryKey = [...mergeQueueQueries.all(repo), operation, days, used] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<K>> | null> => {
        const window = statsWindow(days, Date.now());
        if (window === null) return null;
        const query = { ...statsFilterQuery(used), ...window };
        return { window, data: await callInterval(api, operation, { path: repositoryPath(repo), query }, { signal }) };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** Per queue, over the 7 days that end at the window's end (the operation's own span), on the base branch. */
  timeToMerge: (api: ApiClient, repo: RepositoryRef, days: DayRange, baseRef: string | undefined) => {
    const queryKey = [...mergeQueueQueries.all(repo), 'getQueueTimeToMerge', days, baseRef ?? null] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<'getQueueTimeToMerge'>> | null> => {
        const window = statsWindow(days, Date.now());
        if (window === null) return null;
        const query = { at: window.end_at, ...(baseRef === undefined ? {} : { branch: baseRef }) };
        return { window, data: await api.getQueueTimeToMerge({ path: repositoryPath(repo), query }, { signal }) };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The window's totals per outcome (zeros included). */
  checksOutcome: (api: ApiClient, repo: RepositoryRef, days: DayRange, filters: MergeQueueFilters) => {
    const used = compact(filters);
    const queryKey = [...mergeQueueQueries.all(repo), 'getQueueChecksOutcome', days, used] as const;
    return queryOptions({
      queryKey,
      queryFn: async ({ signal }): Promise<Windowed<SuccessData<'getQueueChecksOutcome'>> | null> => {
        const window = statsWindow(days, Date.now());
        if (window === null) return null;
        const query = { ...statsFilterQuery(used), ...window };
        return { window, data: await api.getQueueChecksOutcome({ path: repositoryPath(repo), query }, { signal }) };
      },
      placeholderData: (previous, previousQuery) => keepPreviousInRepository(previous, previousQuery, queryKey),
      retryOnMount: false,
    });
  },

  /** The filters' choices: base branches and queues with activity in the window. */
  branches: (api: ApiClient, repo: RepositoryRef, days: DayRange) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'getQueueBranches', days] as const,
      queryFn: async ({ signal }) => {
        const window = statsWindow(days, Date.now());
        return window === null ? [] : (await api.getQueueBranches({ path: repositoryPath(repo), query: window }, { signal })).base_refs;
      },
      retryOnMount: false,
    }),
  queueNames: (api: ApiClient, repo: RepositoryRef, days: DayRange) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'getQueueNames', days] as const,
      queryFn: async ({ signal }) => {
        const window = statsWindow(days, Date.now());
        return window === null ? [] : (await api.getQueueNames({ path: repositoryPath(repo), query: window }, { signal })).queue_names;
      },
      retryOnMount: false,
    }),
};
