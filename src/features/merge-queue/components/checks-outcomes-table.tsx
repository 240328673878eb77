import { Skeleton, Stack, Text } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/feedback/query-boundary';
import { Table } from '@/components/table/table';
import type { RepositoryRef } from '@/lib/app-config';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount, formatRatio } from '@/lib/format';
import { mergeQueueQueries } from '@/queries/merge-queue';
import { activityDrillDown, type DrillDownInput } from '../lib/activity-drill-down';
import { exitReasonLabel } from '../lib/exit-reason-days';
import type { MergeQueueFilters } from '@/queries/merge-queue';
import type { StatsWindow } from '@/domain/periods/day-window';
import { figureDefinition } from '../lib/queue-figures';
import { DrillDownLink } from './drill-down-link';
import { QueuePanel } from './queue-panel';

/** How the window's queue sessions ended, every group added up: the outcomes with a count, largest first. */
export function ChecksOutcomesTable({
  repo,
  window,
  filters,
  exitCount,
  interval,
  wider,
  windowWords,
}: {
  repo: RepositoryRef;
  window: StatsWindow;
  filters: MergeQueueFilters;
  /** The exits the log will list over the window (base branch alone). */
  exitCount: number;
  interval: DrillDownInput['interval'];
  wider: string | undefined;
  windowWords: string;
}) {
  return (
    <QueuePanel title="Checks outcomes" description={`How the queue sessions that ended came out, sessions counted · ${windowWords}`}>
      <QueryBoundary
        pending={<Skeleton role="status" height={120} aria-label="Loading the checks outcomes" />}
        errorTitle="Could not load the checks outcomes"
      >
        <OutcomeRows repo={repo} window={window} filters={filters} exitCount={exitCount} interval={interval} wider={wider} />
      </QueryBoundary>
    </QueuePanel>
  );
}

function OutcomeRows({
  repo,
  window,
  filters,
  exitCount,
  interval,
  wider,
}: {
  repo: RepositoryRef;
  window: StatsWindow;
  filters: MergeQueueFilters;
  exitCount: number;
  interval: DrillDownInput['interval'];
  wider: string | undefined;
}) {
  const answer = useSuspenseQuery(mergeQueueQueries.checksOutcome(useApiClient(), repo, window, filters));
  const totals = new Map<string, number>();
  for (const group of answer.data.groups) {
    for (const [outcome, count] of Object.entries(group.stats)) totals.set(outcome, (totals.get(outcome) ?? 0) + (count ?? 0));
  }
  const rows = [...totals].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const sum = rows.reduce((all, [, count]) => all + count, 0);
  const exits = figureDefinition('exits');
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label="Checks outcomes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Outcome</Table.Th>
              <Table.Th scope="col" ta="right">
                Sessions
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Share
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([outcome, count]) => (
              <Table.Tr key={outcome}>
                <Table.Th scope="row" fw={400}>
                  {outcome === 'SUCCESS' ? 'Merged' : exitReasonLabel(outcome)}
                </Table.Th>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatCount(count)}
                </Table.Td>
                <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatRatio(count / sum)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <Text size="sm">No queue session ended in this window.</Text> : null}
      <DrillDownLink
        repo={repo}
        size="xs"
        drillDown={activityDrillDown({
          eventTypes: exits.eventTypes,
          noun: exits.noun,
          count: exitCount,
          interval,
          baseRef: filters.baseRef,
          wider: wider === undefined ? 'every outcome: the log cannot filter by outcome' : `every outcome; ${wider}`,
        })}
      />
    </Stack>
  );
}
