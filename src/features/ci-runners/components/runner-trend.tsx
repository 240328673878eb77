import { Button, Text } from '@mantine/core';
import { Panel } from '@/components/layout/panel';
import { useSuspenseQueries } from '@tanstack/react-query';
import { CHART_COLORS } from '@/components/charts/chart-theme';
import { WindowSummary } from '@/components/time-range/window-summary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { formatLocalDateTime } from '@/lib/format';
import { useApiClient } from '@/lib/api-client-context';
import { ciRunnerQueries } from '@/queries/ci-runners';
import { rateText, secondsText, windowNames } from '../lib/figure-words';
import { RUNNER_TREND_ID } from './runners-link';
import { bucketWidth, peakOf, seriesRows } from '../lib/trend-series';
import { equalColumns } from '@/components/layout/equal-columns';
import { TrendCard } from './trend-card';

/** One runner's success rate and durations per bucket: the same answers as its row (`value_over_time` beside `value`). */
export function RunnerTrend(props: { owner: string; runner: string; selection: WindowSelection; onClose: () => void }) {
  const { owner, runner, selection, onClose } = props;
  const api = useApiClient();
  const [success, median, p95] = useSuspenseQueries({
    queries: [
      ciRunnerQueries.stat(api, owner, 'success_rate', selection, { runner }),
      ciRunnerQueries.stat(api, owner, 'median_duration', selection, { runner }),
      ciRunnerQueries.stat(api, owner, 'p95_duration', selection, { runner }),
    ],
  });
  const rows = seriesRows({
    successRate: success.data.data.value_over_time,
    median: median.data.data.value_over_time,
    p95: p95.data.data.value_over_time,
  });
  const windowWords = windowNames(selection).current.toLowerCase();
  const withJobs = rows.filter((row) => row.successRate !== null).length;
  const worst = peakOf(rows, 'successRate', true);
  return (
    <Panel
      title={`Trend of ${runner}`}
      id={RUNNER_TREND_ID}
      description={<WindowSummary window={success.data.window} bucketMs={bucketWidth(rows)} />}
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
        <TrendCard
          title="Success rate per bucket"
          subtitle="Share of the jobs finished in the bucket that succeeded; a gap where no job finished"
          summary={
            worst === null
              ? `No job finished on ${runner} over the ${windowWords}.`
              : `${withJobs} of ${rows.length} buckets with finished jobs on ${runner}; lowest success rate ${rateText(worst.successRate ?? null)} in the bucket from ${formatLocalDateTime(worst.start)}.`
          }
          caption={`Success rate of ${runner} per bucket`}
          rows={rows}
          lines={[{ key: 'successRate', name: 'Success rate', stroke: CHART_COLORS.success }]}
          unit="share"
        />
        <TrendCard
          title="Job duration per bucket"
          subtitle="Median and p95, from pick-up to end, of the jobs finished in the bucket (minutes)"
          summary={`Median and p95 job duration of ${runner} in ${withJobs} of ${rows.length} buckets; over the window ${secondsText(median.data.data.value)} and ${secondsText(p95.data.data.value)}.`}
          caption={`Job duration of ${runner} per bucket`}
          rows={rows}
          lines={[
            { key: 'median', name: 'Median', column: 'Median duration', stroke: CHART_COLORS.duration },
            { key: 'p95', name: 'p95', column: 'p95 duration', stroke: 'var(--mantine-color-grape-6)' },
          ]}
          unit="seconds"
        />
      </div>
    </Panel>
  );
}
