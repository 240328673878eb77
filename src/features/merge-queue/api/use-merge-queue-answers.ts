import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { intervalGrid, type Interval } from '../lib/interval-grid';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import type { IntervalAnswers } from '../lib/queue-figures';
import { mergeQueueQueries, type IntervalOperation } from './merge-queue-queries';

/** What the figures read: every interval operation but the outcome counts (the outcomes table reads its own). */
export const FIGURE_OPERATIONS = [
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
] as const satisfies readonly (keyof IntervalAnswers & IntervalOperation)[];

/** The log filters by base branch alone: a link's count is asked without the queue and the rule. */
export function logFilters(filters: MergeQueueFilters): MergeQueueFilters {
  return { baseRef: filters.baseRef, queue: undefined, priorityRule: undefined };
}

export function isNarrowerThanLog(filters: MergeQueueFilters): boolean {
  return filters.queue !== undefined || filters.priorityRule !== undefined;
}

export function figureQueries(api: ApiClient, repo: RepositoryRef, window: StatsWindow, filters: MergeQueueFilters) {
  return FIGURE_OPERATIONS.map((operation) => mergeQueueQueries.interval(api, repo, operation, window, filters));
}

export type AnswersState =
  | { status: 'pending' }
  | { status: 'error'; errors: unknown[]; retry: () => void }
  | { status: 'ready'; grid: Interval[]; answers: IntervalAnswers; busy: boolean };

/** The figure answers of one view as one state: all in, or the first failure with a retry of every failed one. */
function answersState(results: readonly UseQueryResult<unknown>[], window: StatsWindow): AnswersState {
  const failed = results.filter((result) => result.isError);
  if (failed.length > 0) {
    return {
      status: 'error',
      errors: failed.map((result) => result.error),
      retry: () => failed.forEach((result) => void result.refetch()),
    };
  }
  if (results.some((result) => result.data === undefined)) return { status: 'pending' };
  const answers = Object.fromEntries(FIGURE_OPERATIONS.map((operation, index) => [operation, results[index]?.data])) as IntervalAnswers;
  return {
    status: 'ready',
    grid: intervalGrid(window),
    answers,
    busy: results.some((result) => result.isPlaceholderData || result.isFetching),
  };
}

/**
 * The answers of one view. Through `combine`, the page is drawn again only when this state changes
 * (React Query compares it deeply): not as each of the thirteen answers comes in while it is pending.
 * Each of those renders asked every query of the page again, about 5 ms apiece on a click.
 */
export function useIntervalAnswers(repo: RepositoryRef, window: StatsWindow, filters: MergeQueueFilters, enabled = true): AnswersState {
  const api = useApiClient();
  const combine = useCallback((results: readonly UseQueryResult<unknown>[]) => answersState(results, window), [window]);
  return useQueries({ queries: figureQueries(api, repo, window, filters).map((options) => ({ ...options, enabled })), combine });
}
