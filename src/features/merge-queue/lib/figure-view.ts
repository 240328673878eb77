import type { MergeQueueFilters } from '@/queries/merge-queue';
import type { FigureReads } from '../api/figure-view-query';
import type { FigureAnswers } from '@/domain/merge-queue/figure-operations';
import type { StatsWindow } from '@/domain/periods/day-window';
import { describeUtcSpan } from './activity-drill-down';
import { figureValues, histogramOnGrid, intervalGrid, type FigureValues } from '@/domain/merge-queue/queue-values';
import { eventCounts, type FigureKey } from './queue-figures';

/** One view of the page, all its sections draw: its window, filters, answers, values and, per figure and interval, the events its link opens. */
export type FigureView = ReturnType<typeof toFigureView>;

/** The view from its answers: the page's `select`, so the figures' code comes with the page, not with every page's loaders. */
export function toFigureView({ logAnswers, ciRuntime, bisections, previous, ...reads }: FigureReads) {
  const grid = intervalGrid(reads.window);
  const valuesOf = (window: StatsWindow, answers: FigureAnswers): Record<FigureKey, FigureValues> =>
    figureValues(intervalGrid(window), answers);
  const span = (window: { start_at: string; end_at: string }) => describeUtcSpan(Date.parse(window.start_at), Date.parse(window.end_at));
  return {
    ...reads,
    grid,
    // The whole window, which a figure's link over the window opens.
    whole: { start: Date.parse(reads.window.start_at), end: Date.parse(reads.window.end_at), endIncluded: true },
    // "last 7 days (Nov 14 – Nov 20 until 12:00 UTC)"
    windowWords: `${reads.words} (${span(reads.window)})`,
    scope: { repo: reads.repo, baseRef: reads.filters.baseRef, wider: widerWords(reads.filters) },
    values: valuesOf(reads.window, reads.answers),
    counts: eventCounts(grid, logAnswers, { checksEnds: histogramOnGrid(grid, ciRuntime), bisections: histogramOnGrid(grid, bisections) }),
    // The span of equal length just before, in words, and its figures (null: older than the service's history).
    previous: {
      words: span(previous.window),
      values: previous.answers === null ? null : valuesOf(previous.window, previous.answers),
    },
  };
}

/** What a link adds when the page filters finer than the log can. */
function widerWords({ queue, priorityRule }: MergeQueueFilters): string | undefined {
  const words = [queue && 'queue', priorityRule && 'priority rule'].filter(Boolean).join(' and ');
  return words === '' ? undefined : `every ${words}: the log cannot filter by ${words}`;
}
