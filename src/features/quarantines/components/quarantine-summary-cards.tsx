import { Progress, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { lazy, useMemo } from 'react';
import { ChartDataTable } from '@/components/charts/chart-data-table';
import { ChartSlot } from '@/components/charts/chart-slot';
import { FigureCard } from '@/components/layout/figure-card';
import { Panel } from '@/components/layout/panel';
import { countOf } from '@/domain/tests/units';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatBucketLabel, formatCount } from '@/lib/format';
import { DAY_MS } from '@/lib/time-constants';
import { quarantineQueries, SUMMARY_MAX_PAGES, SUMMARY_PAGE_SIZE } from '@/queries/quarantines';
import { equalColumns } from '@/components/layout/equal-columns';
import { EVERY_BRANCH } from '@/domain/quarantines/quarantine-scope';
import { QUARANTINES } from '../lib/quarantine-labels';
import { summarizeQuarantines } from '@/domain/quarantines/quarantine-summary';
import { ADDED_SERIES, quarantinesOverTime } from '../lib/quarantines-over-time';
import '@mantine/core/styles/Progress.layer.css';

const QuarantinesOverTimeDrawing = lazy(() => import('./quarantines-over-time-drawing'));

/** Figures over every current quarantine (the summary walks all pages), whatever the table's filters. */
export function QuarantineSummaryCards({ repository }: { repository: RepositoryRef }) {
  const api = useApiClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(quarantineQueries.summary(api, repository));
  const summary = summarizeQuarantines(data.quarantines);
  const percent = (count: number) => (summary.quarantines === 0 ? 0 : (count / summary.quarantines) * 100);
  const timeline = useMemo(() => quarantinesOverTime(data.quarantines, dataUpdatedAt), [data.quarantines, dataUpdatedAt]);
  const rows = useMemo(
    () => timeline.buckets.map((bucket) => ({ ...bucket, label: formatBucketLabel(bucket.start, timeline.bucketMs, 'utc') })),
    [timeline],
  );
  const unit = timeline.bucketMs > DAY_MS ? 'week' : 'day';
  const series = ADDED_SERIES.filter(({ key }) => key !== 'unknown' || rows.some((row) => row.unknown > 0));

  return (
    <Stack gap="md">
      {data.truncated ? (
        <Text size="sm" c="orange">
          Only the first {formatCount(SUMMARY_MAX_PAGES * SUMMARY_PAGE_SIZE)} quarantines are counted.
        </Text>
      ) : null}
      <div {...equalColumns({ base: 1, sm: 3 })}>
        <FigureCard
          label="Quarantined tests"
          counts={`${countOf(summary.quarantines, QUARANTINES)}, ${formatCount(summary.allBranches)} on ${EVERY_BRANCH}`}
        >
          {formatCount(summary.tests)}
        </FigureCard>
        <FigureCard
          label="Auto vs manual"
          counts={
            <>
              {formatCount(summary.auto)} auto · {formatCount(summary.manual)} manual
              {summary.unknown > 0 ? ` · ${formatCount(summary.unknown)} unknown` : ''}
            </>
          }
        >
          {`${formatCount(summary.auto)} / ${formatCount(summary.manual)}`}
          <Progress.Root size="sm" my={4} aria-hidden>
            <Progress.Section value={percent(summary.auto)} color="grape" />
            <Progress.Section value={percent(summary.manual)} color="blue" />
            <Progress.Section value={percent(summary.unknown)} color="gray" />
          </Progress.Root>
        </FigureCard>
        <FigureCard
          label="Recovered"
          counts={
            summary.recovered === 0
              ? 'None look recovered yet'
              : `${summary.recovered === 1 ? 'quarantine looks' : 'quarantines look'} recovered and could be released`
          }
        >
          {formatCount(summary.recovered)}
        </FigureCard>
      </div>
      <Panel title="Quarantines over time" description="Current quarantines by creation date; released ones are no longer listed">
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            No quarantines in place, so nothing to chart.
          </Text>
        ) : (
          <>
            <ChartSlot height={330}>
              <QuarantinesOverTimeDrawing data={rows} unit={unit} series={series} />
            </ChartSlot>
            <ChartDataTable
              caption={`Current quarantines added per ${unit} (UTC), and in place by then`}
              columns={[unit === 'week' ? 'Week from (UTC)' : 'Day (UTC)', ...series.map(({ name }) => name), 'In place']}
              rows={rows.map((row) => ({ key: row.label, cells: [row.label, ...series.map(({ key }) => row[key]), row.inPlace] }))}
            />
          </>
        )}
      </Panel>
    </Stack>
  );
}
