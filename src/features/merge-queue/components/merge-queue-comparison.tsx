import { Skeleton, Stack, Text } from '@mantine/core';
import { memo, useState } from 'react';
import { ErrorState } from '@/components/feedback/error-state';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import { describeDayRange, periodNames, resolvePeriods, type ComparisonParams } from '@/domain/periods/period-comparison';
import type { RepositoryRef } from '@/lib/app-config';
import { useIntervalAnswers } from '../api/use-merge-queue-answers';
import { formatFigure, formatFigureChange } from '../lib/figure-format';
import type { MergeQueueFilters } from '../lib/merge-queue-search';
import { statsWindow, type StatsWindow } from '../lib/merge-queue-window';
import { FIGURES, figureValues } from '../lib/queue-figures';
import { QueuePanel } from './queue-panel';

/** A window that asks nothing: a period that has not begun has no figures. */
const NOTHING: StatsWindow = { start_at: '1970-01-01T00:00:00Z', end_at: '1970-01-01T00:00:00Z' };

/**
 * The figures of two periods side by side (this week against last by default, as on the overview),
 * under the page's filters: each period asked for with its own window, read with the same figure
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
  const currentWindow = periods === null ? null : statsWindow(periods.current, now);
  const baselineWindow = periods === null ? null : statsWindow(periods.baseline, now);
  const current = useIntervalAnswers(repo, currentWindow ?? NOTHING, filters, currentWindow !== null);
  const baseline = useIntervalAnswers(repo, baselineWindow ?? NOTHING, filters, baselineWindow !== null);

  let body;
  const failed = [current, baseline].find((state) => state.status === 'error');
  if (failed?.status === 'error') {
    body = <ErrorState compact error={failed.errors[0]} title="Could not load the two periods" onRetry={failed.retry} />;
  } else if (periods === null) {
    body = null;
  } else if ((currentWindow !== null && current.status !== 'ready') || (baselineWindow !== null && baseline.status !== 'ready')) {
    body = <Skeleton role="status" height={230} radius="sm" aria-label="Loading the comparison" />;
  } else {
    const currentValues = current.status === 'ready' ? figureValues(current.grid, current.answers) : null;
    const baselineValues = baseline.status === 'ready' ? figureValues(baseline.grid, baseline.answers) : null;
    const names = periodNames(periods);
    const rows = FIGURES.map((figure) =>
      comparisonRow({
        key: figure.key,
        label: figure.label,
        current: currentValues?.[figure.key].window ?? null,
        baseline: baselineValues?.[figure.key].window ?? null,
        better: figure.better,
        format: (value) => formatFigure(value, figure.unit),
        formatDelta: (amount) => formatFigureChange(amount, figure.unit),
      }),
    );
    body = (
      <Stack gap="xs">
        <Text size="sm">
          {names.current}: {describeDayRange(periods.current)} · {names.baseline}: {describeDayRange(periods.baseline)} (UTC days; today up
          to the current hour)
        </Text>
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
