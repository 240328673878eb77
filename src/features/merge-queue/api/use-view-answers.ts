import { useState } from 'react';
import type { RepositoryRef } from '@/lib/app-config';
import type { Interval } from '../lib/interval-grid';
import type { MergeQueueFilters, MergeQueueRange } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { eventCounts, type FigureKey, type IntervalAnswers } from '../lib/queue-figures';
import { useEqualValue } from '@/lib/use-equal-value';
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
 * Every answer the figures of a view read, as one state: the figures under the view's filters, the
 * same figures under the filters the log can apply (only when the view filters finer: their counts
 * are what a link opens) and the log's own counts.
 */
export function useViewAnswers(repo: RepositoryRef, { window, filters }: FigureView): ViewAnswersState {
  const narrower = isNarrowerThanLog(filters);
  const shown = useIntervalAnswers(repo, window, filters);
  const forLog = useIntervalAnswers(repo, window, logFilters(filters), narrower);
  const logCounts = useLogCounts(repo, filters.baseRef, window);
  const logState = narrower ? forLog : shown;
  const state = viewState(shown, logState, logCounts);
  // The same object while the answers are the same, so the sections drawn from it can skip a render
  // (an error's retry is a new function each time: only a ready state is kept).
  const ready = useEqualValue(state.status === 'ready' ? state : null);
  return ready ?? state;
}

function viewState(shown: AnswersState, logState: AnswersState, logCounts: LogCountsState): ViewAnswersState {
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
  const askedAnswers = useViewAnswers(repo, asked);
  const [settled, setSettled] = useState(asked);
  // Adjusting state while rendering (React's pattern for state derived from props): the next render
  // already shows the new view.
  if (askedAnswers.status === 'ready' && settled !== asked) setSettled(asked);
  const view = askedAnswers.status === 'pending' ? settled : asked;
  // Always this hook's answers (the same queries as the asked view's once it is shown), so a click
  // keeps the very same object on screen until the new view replaces it.
  const answers = useViewAnswers(repo, view);
  return { view, answers, busy: view !== asked };
}
