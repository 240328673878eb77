import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { followingView } from '@/lib/keep-previous-in-repository';
import { WEEK_MS } from '@/lib/time-constants';
import { LOG_COUNTED_EVENTS, MERGE_QUEUE_HISTORY_MS, mergeQueueQueries } from '@/queries/merge-queue';
import type { MergeQueueFilters, MergeQueueWindows } from '@/queries/merge-queue';

/** The figures, their counts under the log's filters, the log's own counts and the tables below as one view: the previous stays until all of the next are in. */
export function figureViewQuery(api: ApiClient, repo: RepositoryRef, windows: MergeQueueWindows, filters: MergeQueueFilters) {
  const { words, window, before, mergedAt: at } = windows;
  return queryOptions({
    ...followingView([...mergeQueueQueries.all(repo), 'view', words, window, before, at, filters] as const),
    queryFn: async ({ client }) => {
      const end = Date.parse(window.end_at);
      const week = { start_at: toIsoSeconds(at - WEEK_MS), end_at: toIsoSeconds(Math.min(at, end)) };
      const known = Date.parse(before.start_at) >= end - MERGE_QUEUE_HISTORY_MS;
      const [answers, logAnswers, ciRuntime, bisections, timeToMerge, merges, outcomes, previous] = await Promise.all([
        client.fetchQuery(mergeQueueQueries.figures(api, repo, window, filters)),
        // Under the filters the log can apply, the base branch alone (the same entries when it is the only one).
        client.fetchQuery(mergeQueueQueries.figures(api, repo, window, { baseRef: filters.baseRef })),
        client.fetchQuery(mergeQueueQueries.logCounts(api, repo, LOG_COUNTED_EVENTS.ciRuntime, filters.baseRef, window)),
        client.fetchQuery(mergeQueueQueries.logCounts(api, repo, LOG_COUNTED_EVENTS.bisections, filters.baseRef, window)),
        client.fetchQuery(mergeQueueQueries.timeToMerge(api, repo, toIsoSeconds(at), filters.baseRef)),
        client.fetchQuery(mergeQueueQueries.operation(api, repo, 'getQueueMergedCount', week, { baseRef: filters.baseRef })),
        client.fetchQuery(mergeQueueQueries.operation(api, repo, 'getQueueChecksOutcome', window, filters)),
        known ? client.fetchQuery(mergeQueueQueries.figures(api, repo, before, filters)) : null,
      ]);
      return {
        repo,
        words,
        window,
        filters,
        answers,
        logAnswers,
        ciRuntime,
        bisections,
        // Per queue over the operation's own span, and the merges the log lists over it.
        timeToMerge: { answer: timeToMerge, merges, week },
        outcomes,
        // The span of equal length just before (null: older than the service's history).
        previous: { window: before, answers: previous },
      };
    },
    // Its parts retry on their own.
    retry: false,
  });
}

/** Every answer of one view of the page; the page derives its figures with `select` (`lib/figure-view.ts`). */
export type FigureReads = Awaited<ReturnType<NonNullable<ReturnType<typeof figureViewQuery>['queryFn']>>>;
