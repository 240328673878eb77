import { CHART_COLORS } from '@/components/charts/chart-theme';
import { Panel } from '@/components/layout/panel';
import { equalColumns } from '@/components/layout/equal-columns';
import { WindowSummary } from '@/components/time-range/window-summary';
import type { WindowSelection } from '@/domain/periods/time-window';
import { formatLocalDateTime } from '@/lib/format';
import type { WaitView } from '../api/use-runners-answers';
import { UNIT_TEXT, windowNames } from '../lib/figure-words';
import { bucketWidth, peakOf, seriesRows } from '../lib/trend-series';
import { TrendCard } from './trend-card';

const COLORS = ['var(--mantine-color-gray-7)', CHART_COLORS.duration, 'var(--mantine-color-orange-6)', 'var(--mantine-color-grape-6)'];

/** Each chart: a figure of the job queue per bucket, one line for all jobs and one per label of the wait table's page. */
const CHARTS = [
  { figure: 'totalJobs', title: 'Jobs picked up', unit: 'count', what: 'a runner picked up in the bucket' },
  { figure: 'medianWaitSeconds', title: 'Median wait', unit: 'seconds', what: 'from being queued to being picked up' },
  { figure: 'p95WaitSeconds', title: 'p95 wait', unit: 'seconds', what: 'from being queued to being picked up (95th percentile)' },
] as const;

/** How many jobs waited for a runner, per bucket, and how long: all jobs, and the labels the wait table shows (a page: bounded). */
export function QueueOverTime({ waits, selection }: { waits: WaitView; selection: WindowSelection }) {
  const { queue, span: labelSpan } = waits;
  const lines = queue.map((part, index) => ({ key: `q${index}`, name: part.name, stroke: COLORS[index % COLORS.length]! }));
  const windowWords = windowNames(selection).current.toLowerCase();
  const labels =
    labelSpan.total === 0
      ? ''
      : `, and the labels on the wait table's page (${labelSpan.shown} of ${labelSpan.total}, page ${labelSpan.page} of ${labelSpan.pages})`;
  const charts = CHARTS.map((chart) => ({
    ...chart,
    rows: seriesRows(Object.fromEntries(queue.map((part, index) => [`q${index}`, part.series[chart.figure]]))),
  }));
  return (
    <Panel
      title="The queue over time"
      description={
        <>
          {`All jobs (any label)${labels}, per bucket of the ${windowWords}; a job counts in each label it asked for. Waits in whole seconds (the drawings in minutes).`}
          <WindowSummary window={queue[0]!.window} bucketMs={bucketWidth(charts[0]!.rows)} />
        </>
      }
    >
      <div {...equalColumns({ base: 1, lg: 3 })}>
        {charts.map(({ figure, title, unit, what, rows }) => {
          const peak = peakOf(rows, 'q0');
          const text = UNIT_TEXT[unit];
          return (
            <TrendCard
              key={figure}
              title={`${title} per bucket`}
              subtitle={`Jobs ${what}.`}
              summary={
                `${title} over the ${windowWords}: ${queue.map((part) => `${part.name} ${text(part.figures[figure])}`).join(', ')}` +
                (peak === null ? '.' : `; all jobs' highest bucket ${text(peak.q0 ?? null)}, from ${formatLocalDateTime(peak.start)}.`)
              }
              caption={`${title} per bucket`}
              rows={rows}
              lines={lines}
              unit={unit}
            />
          );
        })}
      </div>
    </Panel>
  );
}
