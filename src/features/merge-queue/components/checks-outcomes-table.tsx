import { formatCount, formatRatio } from '@/lib/format';
import type { FigureView } from '../lib/figure-view';
import { exitReasonLabel } from '../lib/exit-reason-days';
import { DrillDownLink } from './drill-down-link';
import { SummaryTable } from './summary-table';

/** How the window's queue sessions ended, every group added up: the outcomes with a count, largest first. */
export function ChecksOutcomesTable({ view }: { view: FigureView }) {
  const { scope, windowWords } = view;
  const totals = new Map<string, number>();
  for (const group of view.outcomes.groups) {
    for (const [outcome, count] of Object.entries(group.stats)) totals.set(outcome, (totals.get(outcome) ?? 0) + (count ?? 0));
  }
  const rows = [...totals].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const sum = rows.reduce((all, [, count]) => all + count, 0);
  return (
    <SummaryTable
      title="Checks outcomes"
      description={`How the queue sessions that ended came out, sessions counted · ${windowWords}`}
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
          count={view.counts.exits.reduce((all, count) => all + count, 0)}
          interval={view.whole}
          wider={scope.wider === undefined ? 'every outcome: the log cannot filter by outcome' : `every outcome; ${scope.wider}`}
        />
      }
    />
  );
}
