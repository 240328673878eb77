import { Box } from '@mantine/core';
import { lazy } from 'react';
import type { SuccessData } from '@/api/operation-routes';
import { ChartCard } from '@/components/charts/chart-card';
import { ChartSlot } from '@/components/charts/chart-slot';
import { formatCount } from '@/lib/format';
import { exitReasonDays, exitReasonLabel, summarizeExitReasons } from '../lib/exit-reason-days';
import type { Interval } from '../lib/interval-grid';
import { DrillDownLink, type LogScope } from './drill-down-link';

const ExitReasonsBars = lazy(() => import('./exit-reasons-bars').then((module) => ({ default: module.ExitReasonsBars })));

/** Why pull requests left the queue, per interval, as stacked bars; the table opens each interval's exits in the activity log. */
export function ExitReasonsChart({
  scope,
  grid,
  answer,
  exitCounts,
  windowWords,
}: {
  scope: LogScope;
  grid: readonly Interval[];
  answer: SuccessData<'getQueueExitReasons'>;
  /** The exits the log will list per interval (on the base branch alone). */
  exitCounts: readonly number[];
  windowWords: string;
}) {
  const { reasons, days } = exitReasonDays(grid, answer);
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
        <DrillDownLink key="link" scope={scope} figure="exits" count={exitCounts[index] ?? 0} interval={day.interval} wider={reasonNote} />,
      ],
    })),
  };
  return (
    <ChartCard
      title="Why pull requests left the queue"
      subtitle={`Queue sessions that ended, by reason, per UTC day · ${windowWords}`}
      summary={summarizeExitReasons(reasons, days)}
      data={data}
    >
      <Box h={260}>
        <ChartSlot height={260}>
          <ExitReasonsBars reasons={reasons} days={days} />
        </ChartSlot>
      </Box>
    </ChartCard>
  );
}
