import { Skeleton, Stack, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { memo, useState } from 'react';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import type { StatsWindow } from '@/domain/periods/day-window';
import {
  comparedSpans,
  describeComparison,
  periodNames,
  resolvePeriods,
  spanWindow,
  type ComparedSpans,
  type ComparisonParams,
} from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { HOUR_MS } from '@/lib/time-constants';
import { mergeQueueQueries, type MergeQueueFilters } from '@/queries/merge-queue';
import { formatFigure, formatFigureChange } from '../lib/figure-format';
import { intervalGrid } from '../lib/interval-grid';
import { FIGURES, figureValues } from '../lib/queue-figures';
import type { SearchChange } from '../lib/merge-queue-search';
import { Panel } from '@/components/layout/panel';

/** The figures of two periods side by side (by default this week against the same span of last week), read as the cards read them.
 *  Memoised on its own fields of the URL: the page's range and the figures' answers never draw it again. */
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
        <Text size="sm" c="dimmed">
          A period has not begun: there is nothing to compare.
        </Text>
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
  const windows = [spans.current, spans.baseline].map((span): StatsWindow => {
    const { start, end } = spanWindow(span);
    return { start_at: start, end_at: end };
  });
  const [current, baseline] = useSuspenseQueries({
    queries: windows.map((window) => mergeQueueQueries.figures(api, repo, window, filters)),
  }).map((answer, index) => figureValues(intervalGrid(windows[index]!), answer.data));
  const rows = FIGURES.map((figure) =>
    comparisonRow({
      key: figure.key,
      label: figure.label,
      current: current![figure.key].window,
      baseline: baseline![figure.key].window,
      better: figure.better,
      format: (value) => formatFigure(value, figure.unit),
      formatDelta: (amount) => formatFigureChange(amount, figure.unit),
    }),
  );
  return (
    <Stack gap="xs">
      <Text size="sm">{describeComparison(periods, spans)}</Text>
      <ComparisonTable caption="Merge queue figures, two periods" names={periodNames(periods)} rows={rows} />
    </Stack>
  );
}
