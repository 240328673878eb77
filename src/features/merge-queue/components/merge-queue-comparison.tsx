import { Skeleton, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import {
  comparedSpans,
  describeComparison,
  periodNames,
  resolvePeriods,
  spanWindow,
  type ComparisonParams,
  type Span,
} from '@/domain/periods/period-comparison';
import { HOUR_MS } from '@/lib/time-constants';
import type { RepositoryRef } from '@/lib/app-config';
import { useIntervalAnswers } from '../api/use-merge-queue-answers';
import { formatFigure, formatFigureChange } from '../lib/figure-format';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import type { StatsWindow } from '../lib/merge-queue-window';
import { FIGURES, figureValues } from '../lib/queue-figures';
import { QueuePanel } from './queue-panel';

/** A window that asks nothing: a period that has not begun has no figures. */
const NOTHING: StatsWindow = { start_at: '1970-01-01T00:00:00Z', end_at: '1970-01-01T00:00:00Z' };

function statsWindowOf(span: Span): StatsWindow {
  const { start, end } = spanWindow(span);
  return { start_at: start, end_at: end };
}

/**
 * The figures of two periods side by side (this week against the same span of last week by default),
 * under the page's filters: each period asked for over an equal span (to the current hour, as the page's
 * window), read with the same figure
 * definitions as the cards above. Memoized: it reads neither the page's window nor its answers, and
 * redrawing its two periods' figures took about 35 ms of each click on the window and each batch of the
 * page's answers.
 */
export const MergeQueueComparison = memo(function MergeQueueComparison({
  repo,
  filters,
  comparison,
  onChange,
}: {
  repo: RepositoryRef;
  filters: MergeQueueFilters;
  comparison: ComparisonParams;
  onChange: (next: ComparisonParams) => void;
}) {
  // The page's "today", fixed when it mounts: the presets name days, so they hold for the visit.
  const [now] = useState(() => Date.now());
  const periods = resolvePeriods(comparison, now);
  const spans = periods === null ? null : comparedSpans(periods, now, HOUR_MS);
  const current = useIntervalAnswers(repo, spans === null ? NOTHING : statsWindowOf(spans.current), filters, spans !== null);
  const baseline = useIntervalAnswers(repo, spans === null ? NOTHING : statsWindowOf(spans.baseline), filters, spans !== null);

  let body;
  const failed = [current, baseline].find((state) => state.status === 'error');
  if (failed?.status === 'error') {
    body = <ErrorState compact error={failed.errors[0]} title="Could not load the two periods" onRetry={failed.retry} />;
  } else if (periods === null) {
    body = null;
  } else if (spans === null) {
    body = (
      <Text size="sm" c="dimmed">
        A period has not begun: there is nothing to compare.
      </Text>
    );
  } else if (current.status !== 'ready' || baseline.status !== 'ready') {
    body = <Skeleton role="status" height={230} radius="sm" aria-label="Loading the comparison" />;
  } else {
    const currentValues = figureValues(current.grid, current.answers);
    const baselineValues = figureValues(baseline.grid, baseline.answers);
    const names = periodNames(periods);
    const rows = FIGURES.map((figure) =>
      comparisonRow({
        key: figure.key,
        label: figure.label,
        current: currentValues[figure.key].window,
        baseline: baselineValues[figure.key].window,
        better: figure.better,
        format: (value) => formatFigure(value, figure.unit),
        formatDelta: (amount) => formatFigureChange(amount, figure.unit),
      }),
    );
    body = (
      <Stack gap="xs">
        <Text size="sm">{describeComparison(periods, spans)}</Text>
        <ComparisonTable caption="Merge queue figures, two periods" names={names} rows={rows} />
      </Stack>
    );
  }
  return (
    <QueuePanel title="Compare two periods" description="Each figure over each period, as the cards above count it">
      <PeriodPicker mode={comparison.compare} periods={periods} allowOff={false} onChange={onChange} />
      {body}
    </QueuePanel>
  );
});
