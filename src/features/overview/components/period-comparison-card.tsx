import { Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { RoutePending } from '@/components/feedback/route-pending';
import { Panel } from '@/components/layout/panel';
import { comparisonRow } from '@/components/period-comparison/comparison-rows';
import { ComparisonTable } from '@/components/period-comparison/comparison-table';
import { PeriodPicker } from '@/components/period-comparison/period-picker';
import type { RepositoryStatFilters } from '@/domain/tests/test-filters';
import {
  comparedSpans,
  describeComparison,
  describeDayRange,
  periodNames,
  resolvePeriods,
  spanDays,
  type ComparisonParams,
} from '@/domain/periods/period-comparison';
import { DAY_MS } from '@/lib/time-constants';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount } from '@/lib/format';
import { OVERVIEW_STATS, repositoryStatQueries } from '@/queries/repository-stats';
import { REPOSITORY_FIGURES, repositoryPeriodFigure, seriesDays } from '../lib/repository-period-figures';

/** Two periods side by side, from the figures' own per-day series: no request of its own. */
export function PeriodComparisonCard({
  repo,
  filters,
  comparison,
  onChange,
}: {
  repo: RepositoryRef;
  filters: RepositoryStatFilters;
  comparison: ComparisonParams;
  onChange: (next: ComparisonParams) => void;
}) {
  const api = useApiClient();
  const results = useQueries({ queries: OVERVIEW_STATS.map((stat) => repositoryStatQueries.stat(api, repo, { stat, filters })) });
  const answers = new Map(OVERVIEW_STATS.map((stat, index) => [stat, results[index]?.data] as const));
  const kept = seriesDays(answers.get('failed_executions')?.value_over_time ?? []);
  // "Today" is the series' last day; it is not whole yet, so a preset's days end yesterday: "this week" is 7 whole days.
  const today = kept === null ? null : Date.parse(`${kept.to}T00:00:00Z`);
  const periods = today === null ? null : resolvePeriods(comparison, today - DAY_MS);
  const spans = periods === null || today === null ? null : comparedSpans(periods, today, DAY_MS);

  let body;
  if (results.some((result) => result.isError)) {
    body = (
      <Text size="sm" c="dimmed">
        The statistics did not load, so there is nothing to compare (see above).
      </Text>
    );
  } else if (periods === null || [...answers.values()].some((answer) => answer === undefined)) {
    body = <RoutePending label="Loading the comparison…" />;
  } else if (spans === null) {
    body = (
      <Text size="sm" c="dimmed">
        A period has no whole day yet: there is nothing to compare.
      </Text>
    );
  } else {
    const names = periodNames(periods);
    const rows = REPOSITORY_FIGURES.map(({ stat, label, better }) => {
      const buckets = answers.get(stat)?.value_over_time ?? [];
      return comparisonRow({
        key: stat,
        label,
        current: repositoryPeriodFigure(stat, buckets, spanDays(spans.current)),
        baseline: repositoryPeriodFigure(stat, buckets, spanDays(spans.baseline)),
        better,
        format: formatCount,
      });
    });
    const missing = rows.some((row) => row.verdict === null);
    body = (
      <Stack gap="xs">
        <Text size="sm">{describeComparison(periods, spans)}: whole UTC days, today’s not yet</Text>
        <ComparisonTable caption="Repository statistics, two periods" names={names} rows={rows} />
        {missing && kept !== null ? (
          <Text size="xs" c="dimmed">
            — : the period reaches outside the days the API keeps ({describeDayRange(kept)}).
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Panel title="Compare two periods" description="Test–job pairs by health at each period’s end; failed executions over its days">
      <PeriodPicker mode={comparison.compare} periods={periods} allowOff={false} onChange={onChange} />
      {body}
    </Panel>
  );
}
