import { PlainBadge } from '@/components/health/health-badge';
import { Panel } from '@/components/layout/panel';
import { Table } from '@/components/table/table';
import { formatCount, formatDecimal } from '@/lib/format';
import { keyboardOpenProps } from '@/lib/keyboard-targets';
import type { WaitView } from '../api/use-runners-answers';
import { secondsText, windowNames } from '../lib/figure-words';
import { orderLabelWaits, type WaitFigures } from '../lib/label-wait';
import type { RunnersView } from '../lib/runners-search';
import { JOB_WAIT_ID, RunnersLink } from './runners-link';
import classes from './runners.module.css';
import { markedRowProps, TOTAL_ROW_STYLE } from './row-marks';
import { RunnersPager } from './runners-pager';

/** How long jobs waited for a runner, one row per label of the page (a job counts in each of its labels); all jobs below. */
export function JobWaitTable({ owner, search, waits, busy }: { owner: string; search: RunnersView; waits: WaitView; busy: boolean }) {
  const rows = orderLabelWaits(waits.rows);
  return (
    <Panel
      title="Job wait by label"
      id={JOB_WAIT_ID}
      description={`Jobs of ${owner} picked up by a runner over the ${windowNames(search.selection).current.toLowerCase()}, and how long they waited from being queued (whole seconds).`}
    >
      <Table.ScrollContainer minWidth={640} stacked>
        <Table stacked verticalSpacing="xs" fz="sm" aria-label="Job wait by label">
          <Table.Head columns={['Label', 'Wait', ...WAIT_LABELS]} numeric={WAIT_LABELS} />
          <Table.Tbody>
            {rows.map((row) => (
              <LabelRow key={row.label} row={row} selected={row.label === search.label} allJobsMedian={waits.allJobs.medianWaitSeconds} />
            ))}
            <Table.Tr style={TOTAL_ROW_STYLE}>
              <Table.Td colSpan={2} fw={600}>
                All jobs (any label)
              </Table.Td>
              <WaitCells figures={waits.allJobs} />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RunnersPager span={waits.span} param="waitPage" items="labels" busy={busy} />
    </Panel>
  );
}

function LabelRow({ row, selected, allJobsMedian }: { row: WaitView['rows'][number]; selected: boolean; allJobsMedian: number | null }) {
  const { waiting, times } = row.verdict;
  return (
    <Table.Tr {...markedRowProps(selected, waiting ? 'orange' : undefined)}>
      <Table.Td label="Label">
        <RunnersLink
          {...keyboardOpenProps}
          className={classes.name}
          title={`Show the runners with the label ${row.label}`}
          patch={{ label: row.label }}
          hash={JOB_WAIT_ID}
        >
          {row.label}
        </RunnersLink>
      </Table.Td>
      <Table.Td label="Wait">
        <div className={classes.group}>
          <PlainBadge color={waiting ? 'orange' : 'gray'}>{waiting ? 'Jobs wait' : row.figures.totalJobs ? 'Usual' : 'No jobs'}</PlainBadge>
          {waiting && times !== null ? (
            <p className={classes.reason}>
              median {formatDecimal(times)} times all jobs’ {secondsText(allJobsMedian)}
            </p>
          ) : null}
        </div>
      </Table.Td>
      <WaitCells figures={row.figures} />
    </Table.Tr>
  );
}

const WAIT_COLUMNS: readonly { label: string; text: (figures: WaitFigures) => string }[] = [
  { label: 'Jobs', text: (figures) => formatCount(figures.totalJobs ?? 0) },
  { label: 'Median wait', text: (figures) => secondsText(figures.medianWaitSeconds) },
  { label: 'p95 wait', text: (figures) => secondsText(figures.p95WaitSeconds) },
  { label: 'Longest wait', text: (figures) => secondsText(figures.maxWaitSeconds) },
];
const WAIT_LABELS = WAIT_COLUMNS.map((column) => column.label);

function WaitCells({ figures }: { figures: WaitFigures }) {
  return WAIT_COLUMNS.map((column) => (
    <Table.Td key={column.label} label={column.label} className={classes.figure}>
      {column.text(figures)}
    </Table.Td>
  ));
}
