import { ChartCard } from '@/components/charts/chart-card';
import { CHART_COLORS } from '@/components/charts/chart-theme';
import { formatCount } from '@/lib/format';
import { seriesColor } from '../lib/breakdown';
import { exitReasonDays, exitReasonLabel } from '../lib/exit-reason-days';
import type { FigureView } from '../lib/figure-view';
import { DrillDownLink } from './drill-down-link';
import { StackedBars } from './stacked-bars';

/** Why pull requests left the queue, per interval, as stacked bars; the table opens each interval's exits in the activity log. */
export function ExitReasonsChart({ view: { scope, grid, answers, counts, windowWords } }: { view: FigureView }) {
  const { reasons, days, summary } = exitReasonDays(grid, answers.getQueueExitReasons);
  const others = reasons.filter((reason) => !reason.startsWith('PR_MERGED'));
  const series = reasons.map((reason) => ({
    key: reason,
    name: exitReasonLabel(reason),
    // Merges teal (good news) at the foot of every bar.
    color: reason.startsWith('PR_MERGED') ? CHART_COLORS.success : seriesColor(others.indexOf(reason)),
  }));
  const reasonNote = scope.wider === undefined ? 'every reason: the log cannot filter by reason' : `every reason; ${scope.wider}`;
  const data = {
    caption: 'Queue exits per interval and reason (UTC)',
    // ChartCard hands the table this object whole: its width before it scrolls too.
    minWidth: 560,
    columns: ['Interval (UTC)', 'Exits', 'By reason', 'Events in the activity log'],
    rows: days.map((day, index) => ({
      key: day.key,
      cells: [
        day.label,
        formatCount(day.total),
        reasons
          .filter((reason) => (day.counts[reason] ?? 0) > 0)
          .map((reason) => `${exitReasonLabel(reason)} ${formatCount(day.counts[reason] ?? 0)}`)
          .join(', ') || '—',
        <DrillDownLink
          key="link"
          scope={scope}
          figure="exits"
          count={counts.exits[index] ?? 0}
          interval={day.interval}
          wider={reasonNote}
        />,
      ],
    })),
  };
  return (
    <ChartCard
      title="Why pull requests left the queue"
      subtitle={`Queue sessions that ended, by reason, per UTC day · ${windowWords}`}
      {...{ summary, data }}
    >
      <StackedBars
        height={260}
        rows={days.map((day) => ({ start: day.interval.start, end: day.interval.end, label: day.label, ...day.counts }))}
        series={series}
        valueTitle="Queue exits"
        wholeNumbers
      />
    </ChartCard>
  );
}
