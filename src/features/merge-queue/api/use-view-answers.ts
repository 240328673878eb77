import { useMemo, useState } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import type { Interval } from '../lib/interval-grid';
import type { MergeQueueFilters, MergeQueueRange } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { eventCounts, type FigureKey, type IntervalAnswers } from '../lib/queue-figures';
import { useLogCounts, type LogCountsState } from './log-event-counts';
import { isNarrowerThanLog, logFilters, useIntervalAnswers, type AnswersState } from './use-merge-queue-answers';

/** One view of the page: the window (and the range it was resolved from) and the filters its figures are asked for. */
export interface FigureView {
  range: MergeQueueRange;
  window: StatsWindow;
  filters: MergeQueueFilters;
}

export type ViewAnswersState =
  | { status: 'pending' }
  | { status: 'error'; errors: unknown[]; retry: () => void }
  | {
      status: 'ready';
      grid: Interval[];
      answers: IntervalAnswers;
      /** Per figure and interval, the events its link opens in the log (the log's own count where it counts otherwise). */
      counts: Record<FigureKey, number[]>;
      /** An answer is being asked again (a refetch in the background). */
      busy: boolean;
    };

/**
 * Every query the figures of a view read: the figures under the view's filters, the same figures under
 * the filters the log can apply (only when the view filters finer: their counts are what a link opens)
 * and the log's own counts.
 */
function useViewQueries(repo: RepositoryRef, { window, filters }: FigureView): ViewQueries {
  const narrower = isNarrowerThanLog(filters);
  const shown = useIntervalAnswers(repo, window, filters);
  const forLog = useIntervalAnswers(repo, window, logFilters(filters), narrower);
  const logCounts = useLogCounts(repo, filters.baseRef, window);
  return { shown, logState: narrower ? forLog : shown, logCounts };
}

type ViewQueries = { shown: AnswersState; logState: AnswersState; logCounts: LogCountsState };

/** Still waiting for an answer, with none failed (a failure is shown at once). */
function isPending({ shown, logState, logCounts }: ViewQueries): boolean {
  const states = [shown, logState, logCounts];
  return states.every((state) => state.status !== 'error') && states.some((state) => state.status === 'pending');
}

function viewState({ shown, logState, logCounts }: ViewQueries): ViewAnswersState {
  for (const state of [shown, logState, logCounts]) if (state.status === 'error') return state;
  if (shown.status !== 'ready' || logState.status !== 'ready' || logCounts.status !== 'ready') return { status: 'pending' };
  return {
    status: 'ready',
    grid: shown.grid,
    answers: shown.answers,
    counts: { ...eventCounts(logState.grid, logState.answers), ...logCounts.counts },
    busy: shown.busy,
  };
}

/**
 * The view whose figures are on screen. On a change of window or filter the previous view stays,
 * dimmed (`busy`), until every answer of the new one is in, and then they all change at once: no
 * skeleton flashes between two views, and the page never mixes the figures of two windows. A failure
 * of the new view is shown at once, not hidden behind the old figures.
 */
export function useViewOnScreen(repo: RepositoryRef, asked: FigureView): { view: FigureView; answers: ViewAnswersState; busy: boolean } {
  // The asked view is only watched for the moment it can be shown (its queries start here).
  const askedPending = isPending(useViewQueries(repo, asked));
  const [settled, setSettled] = useState(asked);
  // Adjusting state while rendering (React's pattern for state derived from props): the next render
  // already shows the new view.
  if (!askedPending && settled !== asked) setSettled(asked);
  const view = askedPending ? settled : asked;
  const { shown, logState, logCounts } = useViewQueries(repo, view);
  // React Query keeps each state's reference while its answers are the same (`combine`), so this one
  // keeps its own too and the sections drawn from it skip a render; the counts are not recounted.
  const answers = useMemo(() => viewState({ shown, logState, logCounts }), [shown, logState, logCounts]);
  return { view, answers, busy: view !== asked };
}
