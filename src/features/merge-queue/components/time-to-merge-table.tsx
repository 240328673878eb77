import { Skeleton, Stack } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { useApiClient } from '@/lib/api-client-context';
import { formatSeconds, toIsoSeconds } from '@/lib/format';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { describeUtcSpan } from '../lib/activity-drill-down';
import type { StatsWindow } from '@/domain/periods/day-window';
import { DrillDownLink, type LogScope } from './drill-down-link';
import { Panel } from '@/components/layout/panel';
import { SummaryTable } from './summary-table';
import { WEEK_MS } from '@/lib/time-constants';

/** Time to merge per queue over the operation's own span: the 7 days to the window's end; it takes no queue filter, so the filter picks a row. */
export function TimeToMergeTable({ scope, window, queue }: { scope: LogScope; window: StatsWindow; queue: string | undefined }) {
  const at = Date.parse(window.end_at);
  const spanWords = describeUtcSpan(at - WEEK_MS, at);
  return (
    <Panel
      title="Time to merge"
      description={
        <>
          From entering the queue to the merge, over the pull requests merged {spanWords} (the API&apos;s 7 days to the window&apos;s end)
          on {scope.baseRef ?? 'every branch'}. The API gives the median and the mean per queue; it has no p90. Every priority rule.
        </>
      }
    >
      <QueryBoundary
        pending={<Skeleton role="status" height={120} aria-label="Loading the time to merge" />}
        errorTitle="Could not load the time to merge"
      >
        <TimeToMergeRows scope={scope} at={at} queue={queue} />
      </QueryBoundary>
    </Panel>
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
    <Stack gap="xs">
      <SummaryTable
        label="Time to merge per queue"
        columns={['Queue', 'Median', 'Mean']}
        rows={rows.map((row) => [row.queue_name, secondsOrDash(row.time_to_merge.median), secondsOrDash(row.time_to_merge.mean)])}
        empty="No queue merged a pull request in these 7 days."
      />
      <DrillDownLink
        scope={scope}
        figure="merged"
        count={mergeCount}
        interval={{ start: at - WEEK_MS, end: at, endIncluded: true }}
        wider={queue === undefined ? undefined : 'every queue: the log cannot filter by queue'}
      />
    </Stack>
  );
}

const secondsOrDash = (seconds: number | null) => (seconds === null ? '—' : formatSeconds(seconds));
