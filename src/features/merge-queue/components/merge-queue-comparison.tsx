import { Skeleton } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import {
  comparedSpans,
  describeComparison,
  periodNames,
  resolvePeriods,
  type ComparedSpans,
  type ComparisonParams,
} from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { statsWindowOf } from '@/domain/periods/day-window';
import { HOUR_MS, WEEK_MS } from '@/lib/time-constants';
import { figureValues, intervalGrid } from '@/domain/merge-queue/queue-values';
import { mergeQueueQueries, medianTimeToMerge, type MergeQueueFilters, type TimeToMerge } from '@/queries/merge-queue';
import { type FigureAnswers } from '@/domain/merge-queue/figure-operations';
import { formatFigure } from '../lib/figure-format';
import { figureComparisonRow } from './figure-cards';
import { FIGURES } from '../lib/queue-figures';
import type { SearchChange } from '../lib/merge-queue-search';
import { Panel } from '@/components/layout/panel';
import classes from './merge-queue.module.css';

/** The figures of two periods side by side; memoised on its own URL fields, so the page's range never draws it again. */
export const MergeQueueComparison = memo(function MergeQueueComparison({
  repo,
  baseRef,
  queue,
  priorityRule,
  compare,
  current,
  baseline,
  onSearchChange,
}: MergeQueueFilters & ComparisonParams & { repo: RepositoryRef; onSearchChange: SearchChange }) {
  const onChange = (next: ComparisonParams) => onSearchChange((previous) => ({ ...previous, ...next }));
  // The page's "today", fixed when it mounts: the presets name days, so they hold for the visit.
  const [now] = useState(() => Date.now());
  const periods = resolvePeriods({ compare, current, baseline }, now);
  const spans = periods === null ? null : comparedSpans(periods, now, HOUR_MS);
  return (
    <Panel title="Compare two periods" description="Each figure over each period, as the cards above count it">
      <PeriodPicker mode={compare} periods={periods} allowOff={false} onChange={onChange} />
      {periods === null ? null : spans === null ? (
        <p className={classes.text} data-dimmed>
          A period has not begun: there is nothing to compare.
        </p>
      ) : (
        <QueryBoundary
          pending={<Skeleton role="status" height={230} radius="sm" aria-label="Loading the comparison" />}
          errorTitle="Could not load the two periods"
        >
          <ComparedFigures repo={repo} filters={{ baseRef, queue, priorityRule }} periods={periods} spans={spans} />
        </QueryBoundary>
      )}
    </Panel>
  );
});

function ComparedFigures({
  repo,
  filters,
  periods,
  spans,
}: {
  repo: RepositoryRef;
  filters: MergeQueueFilters;
  periods: NonNullable<ReturnType<typeof resolvePeriods>>;
  spans: ComparedSpans;
}) {
  const api = useApiClient();
  const windows = [spans.current, spans.baseline].map(statsWindowOf);
  // Time to merge covers the 7 days to a moment (the API's own span): it compares only periods of exactly that length.
  const weekly = spans.current.end - spans.current.start === WEEK_MS;
  const answers = useSuspenseQueries({
    queries: [
      ...windows.map((window) => mergeQueueQueries.figures(api, repo, window, filters)),
      ...(weekly ? windows.map((window) => mergeQueueQueries.timeToMerge(api, repo, window.end_at, filters.baseRef)) : []),
    ],
  });
  const [current, baseline] = windows.map((window, index) => figureValues(intervalGrid(window), answers[index]!.data as FigureAnswers));
  const merges = answers.slice(2).map((answer) => medianTimeToMerge(answer.data as TimeToMerge, filters.queue));
  const queues = [...new Set(merges.flatMap((perQueue) => [...perQueue.keys()]))].sort();
  const timeRows = queues.map((queue) =>
    comparisonRow({
      key: `time-to-merge:${queue}`,
      label: `Time to merge, ${queue} (median)`,
      current: merges[0]!.get(queue) ?? null,
      baseline: merges[1]!.get(queue) ?? null,
      better: 'lower',
      format: (value) => formatFigure(value, 'seconds'),
    }),
  );
  const rows = FIGURES.map((figure) => figureComparisonRow(figure, current![figure.key].window, baseline![figure.key].window)).concat(
    timeRows,
  );
  return (
    <div className={classes.stack} data-gap="xs">
      <p className={classes.text}>{describeComparison(periods, spans)}</p>
      <p className={classes.text} data-dimmed>
        {weekly
          ? 'Time to merge: each queue’s median over the pull requests merged in the period.'
          : 'Time to merge is compared only between periods of exactly 7 days (the API’s span).'}
      </p>
      <ComparisonTable caption="Merge queue figures, two periods" names={periodNames(periods)} rows={rows} />
    </div>
  );
}
