import type { ReactNode } from 'react';
import { FigureTableSections } from '@/components/charts/chart-data-table';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';
import { total } from '@/domain/merge-queue/queue-values';
import { formatCount, formatRatio } from '@/lib/format';
import { describeUtcSpan } from '../lib/activity-drill-down';
import { exitReasonLabel } from '../lib/exit-reason-days';
import { formatFigure } from '../lib/figure-format';
import type { FigureView } from '../lib/figure-view';
import { DrillDownLink } from './drill-down-link';
import classes from './merge-queue.module.css';

type SummaryTableProps = { title: string; description: ReactNode; label: string; columns: string[]; rows: string[][]; empty: string };

/** A panel of a name and two figures per row, then the link to their events in the log. */
function SummaryTable({ title, description, label, columns, rows, empty, link }: SummaryTableProps & { link: ReactNode }) {
  return (
    <Panel title={title} description={description}>
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="xs" aria-label={label}>
          <FigureTableSections columns={columns} rows={rows.map((cells) => ({ key: cells[0]!, cells }))} />
        </Table>
      </Table.ScrollContainer>
      {rows.length === 0 ? <p className={classes.text}>{empty}</p> : null}
      {link}
    </Panel>
  );
}

/** How the window's queue sessions ended, every group added up: the outcomes with a count, largest first. */
export function ChecksOutcomesTable({ view }: { view: FigureView }) {
  const { scope, windowWords } = view;
  const totals = new Map<string, number>();
  for (const group of view.outcomes.groups) {
    for (const [outcome, count] of Object.entries(group.stats)) totals.set(outcome, (totals.get(outcome) ?? 0) + (count ?? 0));
  }
  const rows = [...totals].filter(([, count]) => count > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const sum = total(rows.map(([, count]) => count));
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
          count={total(view.counts.exits)}
          interval={view.whole}
          wider={scope.wider === undefined ? 'every outcome: the log cannot filter by outcome' : `every outcome; ${scope.wider}`}
        />
      }
    />
  );
}

/** Time to merge per queue over the operation's own 7 days (`figureViewQuery`); it takes no queue filter, so the filter picks a row. */
export function TimeToMergeTable({ view }: { view: FigureView }) {
  const { scope } = view;
  const merged = { start: Date.parse(view.timeToMerge.week.start_at), end: Date.parse(view.timeToMerge.week.end_at) };
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
          From entering the queue to the merge, over the pull requests merged {describeUtcSpan(merged.start, merged.end)} (the API&apos;s 7
          days, the window&apos;s when it is no longer) on {scope.baseRef ?? 'every branch'}. The API gives the median and the mean per
          queue; it has no p90. Every priority rule.
        </>
      }
      label="Time to merge per queue"
      columns={['Queue', 'Median', 'Mean']}
      rows={rows.map(({ queue_name, time_to_merge }) => [
        queue_name,
        formatFigure(time_to_merge.median, 'seconds'),
        formatFigure(time_to_merge.mean, 'seconds'),
      ])}
      empty="No queue merged a pull request in these 7 days."
      link={
        <DrillDownLink
          // Only the queue filter is finer than the log's here: the operation counts every priority rule.
          scope={{ ...scope, wider: queue === undefined ? undefined : 'every queue: the log cannot filter by queue' }}
          figure="merged"
          count={mergeCount}
          interval={{ ...merged, endIncluded: true }}
        />
      }
    />
  );
}
