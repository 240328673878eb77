import { Box, Button, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useSuspenseQueries } from '@tanstack/react-query';
import { lazy } from 'react';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartSlot } from '@/components/charts/chart-slot';
import { WindowSummary } from '@/components/time-range/window-summary';
import { RANGE_PRESET_LABELS, type RangePreset } from '@/domain/periods/time-window';
import { formatLocalDateTime } from '@/lib/format';
import { useApiClient } from '@/lib/api-client-context';
import { ciRunnerQueries } from '@/queries/ci-runners';
import { rateText, secondsText } from '../lib/figure-words';
import { RUNNER_TREND_ID } from './runners-link';
import { bucketWidth, trendRows, type TrendRow } from '../lib/trend-series';
import { HOUR_MS } from '@/lib/time-constants';
import { equalColumns } from '@/components/layout/equal-columns';

const TrendChart = lazy(() => import('./runner-trend-charts'));

const CHART_HEIGHT = 220;

/** One runner's success rate and durations per bucket: the same answers as its row (`value_over_time` beside `value`). */
export function RunnerTrend({ owner, runner, range, onClose }: { owner: string; runner: string; range: RangePreset; onClose: () => void }) {
  const api = useApiClient();
  const selection = { preset: range };
  const [success, median, p95] = useSuspenseQueries({
    queries: [
      ciRunnerQueries.stat(api, owner, 'success_rate', selection, { runner }),
      ciRunnerQueries.stat(api, owner, 'median_duration', selection, { runner }),
      ciRunnerQueries.stat(api, owner, 'p95_duration', selection, { runner }),
    ],
  });
  const rows = trendRows({
    successRate: success.data.data.value_over_time,
    median: median.data.data.value_over_time,
    p95: p95.data.data.value_over_time,
  });
  const width = bucketWidth(rows);
  const windowWords = RANGE_PRESET_LABELS[range].toLowerCase();
  const withJobs = rows.filter((row) => row.successRate !== null);
  const worst = withJobs.reduce<TrendRow | null>((low, row) => (low === null || row.successRate! < low.successRate! ? row : low), null);
  const bucketWhen = (row: TrendRow) => formatLocalDateTime(row.start);
  const charts = [
    {
      chart: 'success',
      title: 'Success rate per bucket',
      subtitle: 'Share of the jobs finished in the bucket that succeeded; a gap where no job finished',
      summary:
        worst === null
          ? `No job finished on ${runner} over the ${windowWords}.`
          : `${withJobs.length} of ${rows.length} buckets with finished jobs on ${runner}; lowest success rate ${rateText(worst.successRate)} in the bucket from ${bucketWhen(worst)}.`,
      caption: 'Success rate',
      columns: ['Success rate'],
      cells: (row: TrendRow) => [rateText(row.successRate)],
    },
    {
      chart: 'duration',
      title: 'Job duration per bucket',
      subtitle: 'Median and p95, from pick-up to end, of the jobs finished in the bucket (minutes)',
      summary: `Median and p95 job duration of ${runner} in ${withJobs.length} of ${rows.length} buckets; over the window ${secondsText(median.data.data.value)} and ${secondsText(p95.data.data.value)}.`,
      caption: 'Job duration',
      columns: ['Median duration', 'p95 duration'],
      cells: (row: TrendRow) => [secondsText(row.medianSeconds), secondsText(row.p95Seconds)],
    },
  ] as const;
  return (
    <Panel
      title={`Trend of ${runner}`}
      id={RUNNER_TREND_ID}
      description={<WindowSummary window={success.data.window} bucketMs={width} />}
      actions={
        <Button size="xs" variant="subtle" onClick={onClose}>
          Close the trend
        </Button>
      }
    >
      <Text size="sm">
        Over the {windowWords}: success rate {rateText(success.data.data.value)}, median duration {secondsText(median.data.data.value)}, p95
        duration {secondsText(p95.data.data.value)}.
      </Text>
      <div {...equalColumns({ base: 1, lg: 2 })}>
        {charts.map((chart) => (
          <ChartCard
            key={chart.chart}
            headingOrder={3}
            title={chart.title}
            subtitle={chart.subtitle}
            summary={chart.summary}
            data={{
              caption: `${chart.caption} of ${runner} per bucket`,
              columns: ['Bucket start (local time)', ...chart.columns],
              rows: rows.map((row) => ({ key: String(row.start), cells: [bucketWhen(row), ...chart.cells(row)] })),
            }}
          >
            <ChartSlot height={CHART_HEIGHT}>
              <Box h={CHART_HEIGHT}>
                <TrendChart rows={rows} bucketMs={width ?? HOUR_MS} chart={chart.chart} />
              </Box>
            </ChartSlot>
          </ChartCard>
        ))}
      </div>
    </Panel>
  );
}
