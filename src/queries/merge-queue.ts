import { queryOptions } from '@tanstack/react-query';
import type { ApiClient, CallOptions } from '@/api/client';
import type { OperationArgs, SuccessData } from '@/api/operation-routes';
import { repositoryPath } from '@/api/repository-path';
import { FIGURE_OPERATIONS, type FigureAnswers, type FigureOperation } from '@/domain/merge-queue/figure-operations';
import type { EventType } from '@/api/types';
import { previousWindow, statsWindowOf, statsWindow, type StatsWindow } from '@/domain/periods/day-window';
import { comparedSpans, rangeDays, resolvePeriods, type ComparisonParams } from '@/domain/periods/period-comparison';
import { RANGE_PRESET_LABELS, RANGE_PRESET_MS, type Preset } from '@/domain/periods/time-window';
import { DAY_MS, HOUR_MS, WEEK_MS } from '@/lib/time-constants';
import type { RepositoryRef } from '@/lib/app-config';
import { repositoryQueryKey } from '@/lib/query-keys';

/* The merge queue's statistics, keyed `['repos', owner, repo, 'merge-queue', operation, window, filters]`. */

/** The operations answered per window under the page's filters: the figures' and the outcome totals. */
type StatsOperation = FigureOperation | 'getQueueChecksOutcome';

/** How far back the service knows the merge queue (the contract: 90 days): an older span is not asked. */
export const MERGE_QUEUE_HISTORY_MS = 90 * 86_400_000;

/** One value each (the activity log, which the figures open, filters by one base branch); absent: every one. */
export type MergeQueueFilters = { baseRef?: string | undefined; queue?: string | undefined; priorityRule?: string | undefined };

/** The events the log counts otherwise than two figures do (a batch's run once, a bisection once per pull request). */
export const LOG_COUNTED_EVENTS = {
  ciRuntime: ['action.queue.checks_end'],
  bisections: ['action.queue.batch_bisection_start'],
} as const satisfies Record<string, readonly EventType[]>;

/** The filters as the API takes them (each a list of one), only those in use. */
export function statsFilterQuery(filters: MergeQueueFilters) {
  return {
    ...(filters.baseRef === undefined ? {} : { base_ref: [filters.baseRef] }),
    ...(filters.queue === undefined ? {} : { queue_name: [filters.queue] }),
    ...(filters.priorityRule === undefined ? {} : { priority_rule_name: [filters.priorityRule] }),
  };
}

/** Only the filters in use, so equal views share a cache entry; the running checks take no priority rule. */
function usedFilters(operation: StatsOperation, { baseRef, queue, priorityRule }: MergeQueueFilters): MergeQueueFilters {
  const rule = operation === 'getQueueRunningSpeculativeChecks' ? undefined : priorityRule;
  return Object.fromEntries(Object.entries({ baseRef, queue, priorityRule: rule }).filter(([, value]) => value !== undefined));
}

/** TypeScript cannot follow a generic operation through the client's methods: the one cast is here. */
function callOperation<K extends StatsOperation>(api: ApiClient, operation: K, args: unknown, options: CallOptions) {
  const call = api[operation] as unknown as (args: OperationArgs<K>, options?: CallOptions) => Promise<SuccessData<K>>;
  return call(args as OperationArgs<K>, options);
}

export const mergeQueueQueries = {
  all: (repo: RepositoryRef) => [...repositoryQueryKey(repo), 'merge-queue'] as const,

  operation: <K extends StatsOperation>(
    api: ApiClient,
    repo: RepositoryRef,
    operation: K,
    window: StatsWindow,
    filters: MergeQueueFilters,
  ) => {
    const used = usedFilters(operation, filters);
    return queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), operation, window, used] as const,
      queryFn: ({ signal }): Promise<SuccessData<K>> =>
        callOperation(api, operation, { path: repositoryPath(repo), query: { ...statsFilterQuery(used), ...window } }, { signal }),
      retryOnMount: false,
    });
  },

  /** Every figure's answer under one window and filters, composed from the operations' own entries (each asked once). */
  figures: (api: ApiClient, repo: RepositoryRef, window: StatsWindow, filters: MergeQueueFilters) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'figures', window, usedFilters('getQueueEnteredCount', filters)] as const,
      queryFn: async ({ client }): Promise<FigureAnswers> => {
        const answers = await Promise.all(
          FIGURE_OPERATIONS.map((operation) => client.fetchQuery(mergeQueueQueries.operation(api, repo, operation, window, filters))),
        );
        return Object.fromEntries(FIGURE_OPERATIONS.map((operation, index) => [operation, answers[index]])) as FigureAnswers;
      },
      // The operations retry on their own.
      retry: false,
      retryOnMount: false,
    }),

  /** The activity log's own count of `eventTypes` over the window (its histogram), on the base branch. */
  logCounts: (api: ApiClient, repo: RepositoryRef, eventTypes: readonly EventType[], baseRef: string | undefined, window: StatsWindow) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'log-counts', eventTypes, baseRef ?? null, window] as const,
      queryFn: async ({ signal }) => {
        const query = {
          event_type: [...eventTypes],
          ...(baseRef === undefined ? {} : { base_ref: baseRef }),
          received_from: window.start_at,
          received_to: window.end_at,
        };
        return (await api.getActivityLogAggregate({ path: repositoryPath(repo), query }, { signal })).histogram;
      },
      retryOnMount: false,
    }),

  /** Per queue, over the 7 days that end at `at` (the operation's own span), on the base branch. */
  timeToMerge: (api: ApiClient, repo: RepositoryRef, at: string, baseRef: string | undefined) =>
    queryOptions({
      queryKey: [...mergeQueueQueries.all(repo), 'getQueueTimeToMerge', at, baseRef ?? null] as const,
      queryFn: ({ signal }) =>
        api.getQueueTimeToMerge(
          { path: repositoryPath(repo), query: { at, ...(baseRef === undefined ? {} : { branch: baseRef }) } },
          { signal },
        ),
      retryOnMount: false,
    }),

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

export type TimeToMerge = SuccessData<'getQueueTimeToMerge'>;
/** Each queue's median time to merge (null when it merged nothing), less the queues a queue filter leaves out. */
export const medianTimeToMerge = (answer: TimeToMerge, queue: string | undefined) =>
  new Map(
    answer
      .flatMap((partition) => partition.queues)
      .filter((row) => queue === undefined || row.queue_name === queue)
      .map((row) => [row.queue_name, row.time_to_merge.median] as const),
  );

/** A view's window and its cards' span before: the comparison's custom periods (a digest's week), else the range's (never empty). */
export function mergeQueueWindows(search: { range: Exclude<Preset, '1h' | '24h'> } & ComparisonParams, now = Date.now()) {
  const periods = resolvePeriods(search, now);
  const spans = periods?.mode === 'custom' ? comparedSpans(periods, now, HOUR_MS) : null;
  const window = spans === null ? statsWindow(rangeDays(search.range, now), now)! : statsWindowOf(spans.current);
  const before = spans === null ? previousWindow(window, RANGE_PRESET_MS[search.range] / DAY_MS) : statsWindowOf(spans.baseline);
  // The API's time to merge covers the 7 days to a moment: a window to now (its hour not over) shorter than that asks at its start + 7 days.
  const [start, end] = [Date.parse(window.start_at), Date.parse(window.end_at)];
  const mergedAt = end - start < WEEK_MS && end > now - HOUR_MS ? start + WEEK_MS : end;
  const words = spans === null ? RANGE_PRESET_LABELS[search.range].toLowerCase() : 'period A';
  return { custom: spans !== null, words, window, before, mergedAt };
}
export type MergeQueueWindows = ReturnType<typeof mergeQueueWindows>;
