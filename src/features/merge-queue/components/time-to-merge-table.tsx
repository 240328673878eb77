import { useSuspenseQueries } from '@tanstack/react-query';
import type { StatsWindow } from '@/domain/periods/day-window';
import { useApiClient } from '@/lib/api-client-context';
import { formatSeconds, toIsoSeconds } from '@/lib/format';
import { WEEK_MS } from '@/lib/time-constants';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { DrillDownLink, type LogScope } from './drill-down-link';
import { SummaryPanel, SummaryTable } from './summary-table';

/** Time to merge per queue over the operation's own span: the 7 days to the window's end; it takes no queue filter, so the filter picks a row. */
export function TimeToMergeTable({ scope, window, queue }: { scope: LogScope; window: StatsWindow; queue: string | undefined }) {
  const at = Date.parse(window.end_at);
  const spanWords = describeUtcSpan(at - WEEK_MS, at);
  return (
    <SummaryPanel
      title="Time to merge"
      description={
        <>
          From entering the queue to the merge, over the pull requests merged {spanWords} (the API&apos;s 7 days to the window&apos;s end)
          on {scope.baseRef ?? 'every branch'}. The API gives the median and the mean per queue; it has no p90. Every priority rule.
        </>
      }
      what="time to merge"
    >
      <TimeToMergeRows scope={scope} at={at} queue={queue} />
    </SummaryPanel>
  );
}

function TimeToMergeRows({ scope, at, queue }: { scope: LogScope; at: number; queue: string | undefined }) {
  const api = useApiClient();
  const { repo, baseRef } = scope;
  const end = toIsoSeconds(at);
  const [answer, merges] = useSuspenseQueries({
    queries: [
      mergeQueueQueries.timeToMerge(api, repo, end, baseRef),
      mergeQueueQueries.operation(api, repo, 'getQueueMergedCount', { start_at: toIsoSeconds(at - WEEK_MS), end_at: end }, { baseRef }),
    ],
  });
  const rows = answer.data.flatMap((partition) => partition.queues).filter((row) => queue === undefined || row.queue_name === queue);
  const mergeCount = merges.data.groups.reduce((sum, group) => sum + group.stats.reduce((all, row) => all + row.merged, 0), 0);
  return (
    <SummaryTable
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
