import { formatSeconds } from '@/lib/format';
import { WEEK_MS } from '@/lib/time-constants';
import type { FigureView } from '../lib/figure-view';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { DrillDownLink } from './drill-down-link';
import { SummaryTable } from './summary-table';

/** Time to merge per queue over the operation's own span: the 7 days to the window's end; it takes no queue filter, so the filter picks a row. */
export function TimeToMergeTable({ view }: { view: FigureView }) {
  const { scope } = view;
  const at = Date.parse(view.window.end_at);
  const { queue } = view.filters;
  const rows = view.timeToMerge.answer
    .flatMap((partition) => partition.queues)
    .filter((row) => queue === undefined || row.queue_name === queue);
  const mergeCount = view.timeToMerge.merges.groups.reduce((sum, group) => sum + group.stats.reduce((all, row) => all + row.merged, 0), 0);
  return (
    <SummaryTable
      title="Time to merge"
      description={
        <>
          From entering the queue to the merge, over the pull requests merged {describeUtcSpan(at - WEEK_MS, at)} (the API&apos;s 7 days to
          the window&apos;s end) on {scope.baseRef ?? 'every branch'}. The API gives the median and the mean per queue; it has no p90. Every
          priority rule.
        </>
      }
      label="Time to merge per queue"
      columns={['Queue', 'Median', 'Mean']}
      rows={rows.map((row) => [row.queue_name, secondsOrDash(row.time_to_merge.median), secondsOrDash(row.time_to_merge.mean)])}
      empty="No queue merged a pull request in these 7 days."
      link={
        <DrillDownLink
          // Only the queue filter is finer than the log's here: the operation counts every priority rule.
          scope={{ ...scope, wider: queue === undefined ? undefined : 'every queue: the log cannot filter by queue' }}
          figure="merged"
          count={mergeCount}
          interval={{ start: at - WEEK_MS, end: at, endIncluded: true }}
        />
      }
    />
  );
}

const secondsOrDash = (seconds: number | null) => (seconds === null ? '—' : formatSeconds(seconds));
