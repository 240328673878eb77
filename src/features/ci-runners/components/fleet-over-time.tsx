import { CHART_COLORS } from '@/components/charts/chart-theme';
import { Panel } from '@/components/layout/panel';
import { equalColumns } from '@/components/layout/equal-columns';
import { WindowSummary } from '@/components/time-range/window-summary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { formatCount, formatLocalDateTime, formatRatioPoints } from '@/lib/format';
import type { TrendsView } from '../api/use-runners-answers';
import { rateText, windowNames } from '../lib/figure-words';
import { utcWindowText } from '@/domain/periods/period-comparison';
import { bucketWidth, peakOf, seriesRows, shiftedBuckets } from '../lib/trend-series';
import { TrendCard } from './trend-card';

/** The whole fleet per bucket: fleet-wide answers, the same few requests whatever the fleet's size. */
export function FleetOverTime({ trends, selection }: { trends: TrendsView; selection: WindowSelection }) {
  const { fleet, active, successBefore, listing } = trends;
  const { current, previous, length: span } = windowNames(selection);
  const length = Date.parse(fleet.window.end) - Date.parse(fleet.window.start);
  const rows = seriesRows({
    success: fleet.series.successRate,
    before: shiftedBuckets(successBefore.data.value_over_time, length),
    active: active.data.value_over_time,
    utilization: fleet.series.utilization,
  });
  const windows = `${current}: ${utcWindowText(fleet.window)}; ${previous.toLowerCase()}: ${utcWindowText(successBefore.window)}`;
  const [now, before] = [fleet.figures.successRate, successBefore.data.value];
  const change =
    before === null
      ? ' (no finished job the service knows of: it keeps the 30 days before the current hour)'
      : now === null
        ? ''
        : `, ${now >= before ? 'up' : 'down'} ${formatRatioPoints(Math.abs(now - before))}`;
  const runners = listing.available ? listing.listing.runners : null;
  const online = runners?.filter((runner) => runner.status === 'online').length;
  const busiest = peakOf(rows, 'active');
  const highest = peakOf(rows, 'utilization');
  const when = (row: { start: number }) => formatLocalDateTime(row.start);
  return (
    <Panel title="The fleet over time" description={<WindowSummary window={fleet.window} bucketMs={bucketWidth(rows)} />}>
      <div {...equalColumns({ base: 1, lg: 3 })}>
        <TrendCard
          title={`Success rate against the ${previous.toLowerCase()}`}
          subtitle={`Share of the fleet's jobs finished in each bucket that succeeded; dashed, the same bucket of the window before (${windows}, equal lengths).`}
          summary={`Whole fleet's success rate ${rateText(now)} over the ${current.toLowerCase()} against ${rateText(before)} over the ${previous.toLowerCase()}${change}.`}
          caption="Whole fleet's success rate per bucket, against the window before"
          rows={rows}
          lines={[
            { key: 'success', name: current, stroke: CHART_COLORS.success },
            {
              key: 'before',
              name: previous,
              column: `${previous} (same bucket, ${span} earlier)`,
              stroke: CHART_COLORS.axis,
              dashed: true,
            },
          ]}
          unit="share"
        />
        <TrendCard
          title="Active runners against the runners online"
          subtitle={`Runners that ran a job at some moment of each bucket; the ceiling: the runners the listing gives as online now${runners === null ? ' (this API has no listing)' : ` (${online} of ${runners.length} registered)`}.`}
          summary={`${busiest === null ? 'No runner' : `At most ${formatCount(busiest.active!)} runners`} active in a bucket${busiest === null ? '' : ` (from ${when(busiest)})`}, ${formatCount(active.data.value ?? 0)} over the whole window${online === undefined ? '' : `, against ${online} online now of ${runners!.length} registered`}.`}
          caption="Active runners per bucket"
          rows={rows}
          lines={[{ key: 'active', name: 'Active runners', stroke: CHART_COLORS.duration }]}
          unit="count"
          ceiling={online === undefined ? undefined : { value: online, label: `${online} online now` }}
        />
        <TrendCard
          title="Utilization"
          subtitle="Share of the online runners' time spent running jobs in each bucket (busy time over online runners × the bucket)."
          summary={`Utilization ${rateText(fleet.figures.utilization)} over the ${current.toLowerCase()}${highest === null ? '' : `, highest ${rateText(highest.utilization ?? null)} in the bucket from ${when(highest)}`}.`}
          caption="Whole fleet's utilization per bucket"
          rows={rows}
          lines={[{ key: 'utilization', name: 'Utilization', stroke: 'var(--mantine-color-grape-6)' }]}
          unit="share"
        />
      </div>
    </Panel>
  );
}
