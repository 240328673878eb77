import { useSuspenseQuery } from '@tanstack/react-query';
import type { StatsWindow } from '@/domain/periods/day-window';
import { useApiClient } from '@/lib/api-client-context';
import { formatCount, formatRatio } from '@/lib/format';
import { mergeQueueQueries, type MergeQueueFilters } from '@/queries/merge-queue';
import { exitReasonLabel } from '../lib/exit-reason-days';
import type { Interval } from '../lib/interval-grid';
import { DrillDownLink, type LogScope } from './drill-down-link';
import { SummaryPanel, SummaryTable } from './summary-table';

type OutcomesProps = {
  scope: LogScope;
  window: StatsWindow;
  filters: MergeQueueFilters;
  /** The exits the log will list over the window (base branch alone). */
  exitCount: number;
  interval: Interval;
};

/** How the window's queue sessions ended, every group added up: the outcomes with a count, largest first. */
export function ChecksOutcomesTable({ windowWords, ...props }: OutcomesProps & { windowWords: string }) {
  return (
    <SummaryPanel
      title="Checks outcomes"
      description={`How the queue sessions that ended came out, sessions counted · ${windowWords}`}
      what="checks outcomes"
    >
      <OutcomeRows {...props} />
    </SummaryPanel>
  );
}

function OutcomeRows({ scope, window, filters, exitCount, interval }: OutcomesProps) {
  const answer = useSuspenseQuery(mergeQueueQueries.checksOutcome(useApiClient(), scope.repo, window, filters));
  const totals = new Map<string, number>();
  for (const group of answer.data.groups) {
    for (const [outcome, count] of Object.entries(group.stats)) totals.set(outcome, (totals.get(outcome) ?? 0) + (count ?? 0));
  }
  const rows = [...totals].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const sum = rows.reduce((all, [, count]) => all + count, 0);
  return (
    <SummaryTable
      label="Checks outcomes"
      columns={['Outcome', 'Sessions', 'Share']}
      rows={rows.map(([outcome, count]) => [
        outcome === 'SUCCESS' ? 'Merged' : exitReasonLabel(outcome),
        formatCount(count),
        formatRatio(count / sum),
      ])}
      empty="No queue session ended in this window."
      link={
        <DrillDownLink
          scope={scope}
          figure="exits"
          count={exitCount}
          interval={interval}
          wider={scope.wider === undefined ? 'every outcome: the log cannot filter by outcome' : `every outcome; ${scope.wider}`}
        />
      }
    />
  );
}
