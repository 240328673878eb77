import { Stack, Text } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { durationUnitFor, formatCount, formatDurationIn, formatLocalDateTime, formatRatio } from '@/lib/format';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { testStatQueries } from '@/queries/test-stats';
import { bucketWidthMs, statRows } from '../lib/stat-series';
import { isCustomWindow, type WindowSelection } from '@/domain/periods/time-window';
import { Timestamp } from '@/components/time/timestamp';
import { useWindowNavigation } from '../lib/search-updates';
import { WindowSummary } from '@/components/time-range/window-summary';
import { equalColumns } from '@/components/layout/equal-columns';
import { FigureCard } from '@/components/layout/figure-card';
import { StatisticsCharts } from './statistics-charts';

export function StatisticsPanel({
  repository,
  testId,
  selection,
}: {
  repository: RepositoryRef;
  testId: string;
  selection: WindowSelection;
}) {
  const api = useApiClient();
  // The same four options the route loader prefetched, in parallel.
  const [success, failure, flaky, duration] = useSuspenseQueries({
    queries: [
      testStatQueries.stat(api, repository, { testId, stat: 'success_count', window: selection }),
      testStatQueries.stat(api, repository, { testId, stat: 'failure_count', window: selection }),
      testStatQueries.stat(api, repository, { testId, stat: 'flaky_count', window: selection }),
      testStatQueries.stat(api, repository, { testId, stat: 'mean_duration', window: selection }),
    ],
  });
  const { selectCustom } = useWindowNavigation();

  const rows = statRows({
    success: success.data.data.value_over_time,
    failure: failure.data.data.value_over_time,
    flaky: flaky.data.data.value_over_time,
    duration: duration.data.data.value_over_time,
  });
  const bucketMs = bucketWidthMs(success.data.data.value_over_time);
  const runs = success.data.data.value + failure.data.data.value;
  // A preset is asked on whole buckets, so its figures start at the first one's start, a little before "7 days ago".
  const since = <Timestamp value={success.data.window.start} />;
  const over = isCustomWindow(selection) ? 'in the chosen range' : <>since {since}</>;

  const unit = durationUnitFor([duration.data.data.value, ...rows.map((row) => row.meanSeconds)]);

  return (
    <Stack gap="md">
      <WindowSummary window={success.data.window} bucketMs={bucketMs} />

      <div {...equalColumns({ base: 2, md: 3 }, 'sm')}>
        {/* Test search and the executions count every run; skipped and cancelled ones have no result here. */}
        {[
          { label: 'Runs', counts: <>passed + failed runs {over}; skipped and cancelled runs not counted</>, value: formatCount(runs) },
          {
            label: 'Failure ratio',
            counts: <>failed runs ÷ runs {over}</>,
            value: runs === 0 ? '—' : formatRatio(failure.data.data.value / runs),
          },
          {
            label: 'Mean duration',
            counts: <>of passed and failed runs {over}</>,
            value: runs === 0 ? '—' : formatDurationIn(duration.data.data.value, unit),
          },
          { label: 'Successes', counts: <>passed runs {over}</>, value: formatCount(success.data.data.value) },
          { label: 'Failures', counts: <>failed runs {over}</>, value: formatCount(failure.data.data.value) },
          { label: 'Flaky failures', counts: <>failed runs whose commit also passed {over}</>, value: formatCount(flaky.data.data.value) },
        ].map(({ label, counts, value }) => (
          <FigureCard key={label} label={label} counts={counts}>
            {value}
          </FigureCard>
        ))}
      </div>

      {runs === 0 && flaky.data.data.value === 0 ? (
        <Text c="dimmed" size="sm">
          This test did not run (passed or failed) on the default branch in this window. Choose a longer range to see its history.
        </Text>
      ) : null}

      <StatisticsCharts
        rows={rows}
        durationUnit={unit}
        bucketMs={bucketMs}
        onZoom={(zoom) => selectCustom(zoom, Date.parse(success.data.window.end))}
      />

      <ChartDataTable
        caption="Statistics per bucket (local time)"
        columns={['Bucket start', 'Successes', 'Failures', 'Flaky failures', 'Mean duration']}
        minWidth={560}
        rows={rows.map((row) => ({
          key: String(row.start),
          cells: [
            formatLocalDateTime(row.start),
            formatCount(row.success),
            formatCount(row.failure),
            formatCount(row.flaky),
            row.meanSeconds === null ? '—' : formatDurationIn(row.meanSeconds, unit),
          ],
        }))}
      />
    </Stack>
  );
}
