import { Skeleton, Stack } from '@mantine/core';
import { useSuspenseQueries } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatSeconds, toIsoSeconds } from '@/lib/format';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { activityDrillDown, describeUtcSpan } from '../lib/activity-drill-down';
import { figureDefinition } from '../lib/queue-figures';
import type { StatsWindow } from '@/domain/periods/day-window';
import { DrillDownLink } from './drill-down-link';
import { QueuePanel } from './queue-panel';
import { WEEK_MS } from '@/lib/time-constants';

/**
 * Time to merge per queue: the operation's own span (the 7 days that end at the window's end, on the base branch; it takes no
 * queue or rule filter, so the queue filter picks its row).
 */
export function TimeToMergeTable({
  repo,
  window,
  baseRef,
  queue,
}: {
  repo: RepositoryRef;
  window: StatsWindow;
  baseRef: string | undefined;
  queue: string | undefined;
}) {
  const at = Date.parse(window.end_at);
  const spanWords = describeUtcSpan(at - WEEK_MS, at);
  return (
    <QueuePanel
      title="Time to merge"
      description={
        <>
          From entering the queue to the merge, over the pull requests merged {spanWords} (the API&apos;s 7 days to the window&apos;s end)
          on {baseRef ?? 'every branch'}. The API gives the median and the mean per queue; it has no p90. Every priority rule.
        </>
      }
    >
      <QueryBoundary
        pending={<Skeleton role="status" height={120} aria-label="Loading the time to merge" />}
        errorTitle="Could not load the time to merge"
      >
        <TimeToMergeRows repo={repo} at={at} baseRef={baseRef} queue={queue} />
      </QueryBoundary>
    </QueuePanel>
  );
}

function TimeToMergeRows({
  repo,
  at,
  baseRef,
  queue,
}: {
  repo: RepositoryRef;
  at: number;
  baseRef: string | undefined;
  queue: string | undefined;
}) {
  const api = useApiClient();
  const end = toIsoSeconds(at);
  const [answer, merges] = useSuspenseQueries({
    queries: [
      mergeQueueQueries.timeToMerge(api, repo, end, baseRef),
      mergeQueueQueries.operation(api, repo, 'getQueueMergedCount', { start_at: toIsoSeconds(at - WEEK_MS), end_at: end }, { baseRef }),
    ],
  });
  const rows = answer.data.flatMap((partition) => partition.queues).filter((row) => queue === undefined || row.queue_name === queue);
  const mergeCount = merges.data.groups.reduce((sum, group) => sum + group.stats.reduce((all, row) => all + row.merged, 0), 0);
  const merged = figureDefinition('merged');
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label="Time to merge per queue">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Queue</Table.Th>
              <Table.Th scope="col" ta="right">
                Median
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Mean
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={3}>No queue merged a pull request in these 7 days.</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.queue_name}>
                  <Table.Th scope="row" fw={500}>
                    {row.queue_name}
                  </Table.Th>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.time_to_merge.median === null ? '—' : formatSeconds(row.time_to_merge.median)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.time_to_merge.mean === null ? '—' : formatSeconds(row.time_to_merge.mean)}
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <DrillDownLink
        repo={repo}
        size="xs"
        drillDown={activityDrillDown({
          eventTypes: merged.eventTypes,
          noun: merged.noun,
          count: mergeCount,
          interval: { start: at - WEEK_MS, end: at, endIncluded: true },
          baseRef,
          wider: queue === undefined ? undefined : 'every queue: the log cannot filter by queue',
        })}
      />
    </Stack>
  );
}
