import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { SuccessData } from '@/api/operation-routes';
import type { StatsWindow } from '@/domain/periods/day-window';
import { RANGE_PRESET_LABELS, type RangePreset } from '@/domain/periods/time-window';
import type { RepositoryRef } from '@/lib/app-config';
import { toIsoSeconds } from '@/lib/format';
import { followingView } from '@/lib/keep-previous-in-repository';
import { WEEK_MS } from '@/lib/time-constants';
import {
  isNarrowerThanLog,
  LOG_COUNTED_EVENTS,
  logFilters,
  mergeQueueQueries,
  type FigureAnswers,
  type MergeQueueFilters,
} from '@/queries/merge-queue';
import { histogramOnGrid } from '../lib/queue-intervals';
import { intervalGrid, type Interval } from '../lib/interval-grid';
import { describeUtcSpan, type LogScope } from '../lib/activity-drill-down';
import { eventCounts, figureValues, type FigureKey, type FigureValues } from '../lib/queue-figures';

/** One view of the page, all its sections draw: its window, filters, answers, values and, per figure and interval, the events its link opens. */
export type FigureView = {
  range: RangePreset;
  window: StatsWindow;
  filters: MergeQueueFilters;
  grid: Interval[];
  /** The whole window, which a figure's link over the window opens. */
  whole: Interval;
  windowWords: string;
  scope: LogScope;
  answers: FigureAnswers;
  values: Record<FigureKey, FigureValues>;
  counts: Record<FigureKey, number[]>;
  /** Per queue, over the operation's own span (the 7 days to the window's end), and the merges the log lists over it. */
  timeToMerge: { answer: SuccessData<'getQueueTimeToMerge'>; merges: SuccessData<'getQueueMergedCount'> };
  outcomes: SuccessData<'getQueueChecksOutcome'>;
};

/** The figures, their counts under the log's filters, the log's own counts and the tables below as one view: the previous stays until all of the next are in. */
export function figureViewQuery(api: ApiClient, repo: RepositoryRef, range: RangePreset, window: StatsWindow, filters: MergeQueueFilters) {
  return queryOptions({
    ...followingView([...mergeQueueQueries.all(repo), 'view', range, window, filters] as const),
    queryFn: async ({ client }): Promise<FigureView> => {
      const grid = intervalGrid(window);
      const end = Date.parse(window.end_at);
      const week = { start_at: toIsoSeconds(end - WEEK_MS), end_at: toIsoSeconds(end) };
      const [answers, logAnswers, ciRuntime, bisections, timeToMerge, merges, outcomes] = await Promise.all([
        client.fetchQuery(mergeQueueQueries.figures(api, repo, window, filters)),
        client.fetchQuery(mergeQueueQueries.figures(api, repo, window, isNarrowerThanLog(filters) ? logFilters(filters) : filters)),
        client.fetchQuery(mergeQueueQueries.logCounts(api, repo, LOG_COUNTED_EVENTS.ciRuntime, filters.baseRef, window)),
        client.fetchQuery(mergeQueueQueries.logCounts(api, repo, LOG_COUNTED_EVENTS.bisections, filters.baseRef, window)),
        client.fetchQuery(mergeQueueQueries.timeToMerge(api, repo, week.end_at, filters.baseRef)),
        client.fetchQuery(mergeQueueQueries.operation(api, repo, 'getQueueMergedCount', week, { baseRef: filters.baseRef })),
        client.fetchQuery(mergeQueueQueries.checksOutcome(api, repo, window, filters)),
      ]);
      const counts = eventCounts(grid, logAnswers, {
        checksEnds: histogramOnGrid(grid, ciRuntime),
        bisections: histogramOnGrid(grid, bisections),
      });
      return {
        range,
        window,
        filters,
        grid,
        whole: { start: Date.parse(window.start_at), end, endIncluded: true },
        windowWords: viewWindowWords({ range, window }),
        scope: { repo, baseRef: filters.baseRef, wider: widerWords(filters) },
        answers,
        values: figureValues(grid, answers),
        counts,
        timeToMerge: { answer: timeToMerge, merges },
        outcomes,
      };
    },
    // Its parts retry on their own.
    retry: false,
  });
}

/** What a link adds when the page filters finer than the log can. */
function widerWords({ queue, priorityRule }: MergeQueueFilters): string | undefined {
  const words = [queue && 'queue', priorityRule && 'priority rule'].filter(Boolean).join(' and ');
  return words === '' ? undefined : `every ${words}: the log cannot filter by ${words}`;
}

/** How the figures name their window: "last 7 days (Nov 14 – Nov 20 until 12:00 UTC)". */
export function viewWindowWords(view: Pick<FigureView, 'range' | 'window'>): string {
  return `${RANGE_PRESET_LABELS[view.range].toLowerCase()} (${describeUtcSpan(Date.parse(view.window.start_at), Date.parse(view.window.end_at))})`;
}
