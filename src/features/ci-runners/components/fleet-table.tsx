import { Anchor, Group, Text } from '@mantine/core';
import { PlainBadge } from '@/components/health/health-badge';
import { Panel } from '@/components/layout/panel';
import { useNavigate } from '@tanstack/react-router';
import { ARIA_SORT, Table } from '@/components/table/table';
import { ExportMenu } from '@/components/export/export-menu';
import { UrlNativeSelect } from '@/components/inputs/url-native-select';
import { useBelowBreakpoint } from '@/components/layout/use-narrow-screen';
import { keyboardOpenProps } from '@/lib/keyboard-targets';
import { useAllRunnerRows, type FleetView } from '../api/use-runners-answers';
import { RUNNER_HEALTH_COLORS, RUNNER_HEALTH_LABELS, type RunnerFigures } from '../lib/runner-health';
import { fleetExport } from '../api/fleet-export';
import { FIGURE_COLUMNS, FLEET_COLUMNS, type SortDirection } from '../lib/fleet-columns';
import { sortFleet, type FleetRow } from '../lib/fleet-rows';
import { AGAINST_GROUP_WORDS, againstText, reasonsText, windowNames } from '../lib/figure-words';
import type { FleetSortKey, RunnersSearch, RunnersView } from '../lib/runners-search';
import { RUNNER_TREND_ID, RUNNERS_ROUTE, RunnersLink, runnersLink } from './runners-link';
import classes from './runners.module.css';
import { markedRowProps, TOTAL_ROW_STYLE } from './row-marks';
import { RunnersPager } from './runners-pager';

/** One row per runner of the page (sorted within the page), the whole fleet's below. */
export function FleetTable({ owner, search, fleet, busy }: { owner: string; search: RunnersView; fleet: FleetView; busy: boolean }) {
  const { listing, span } = fleet;
  // On a phone the rows are cards and the header with its sort buttons is hidden (so not drawn): a select sorts instead.
  const phone = useBelowBreakpoint('sm');
  const readAll = useAllRunnerRows(owner, search.selection, listing, search.label);
  if (!listing.available) return null;
  const rows = sortFleet(fleet.rows, search.sort, search.dir);
  const runnerCount = listing.listing.runners.length;
  const windowWords = windowNames(search.selection).current.toLowerCase();
  return (
    <Panel
      title="Runners"
      description={
        <>
          {`${span.total} of ${runnerCount} runners`}
          {span.pages > 1 ? `, ${span.shown} on this page (sorted within it)` : ''}, figures over the {windowWords}
          {search.label === undefined ? '' : `, carrying the label ${search.label}`}.
        </>
      }
      actions={
        <Group gap="xs" align="flex-end">
          {phone ? <FleetSortSelect search={search} /> : null}
          {search.label === undefined ? null : (
            <Anchor size="sm" renderRoot={runnersLink({ label: undefined })}>
              Show every runner
            </Anchor>
          )}
          <ExportMenu source={fleetExport(owner, search, fleet, readAll)} />
        </Group>
      }
    >
      <Table.ScrollContainer minWidth={960} stacked>
        <Table stacked verticalSpacing="xs" fz="sm" aria-label="Runners">
          {phone ? null : (
            <Table.Thead>
              <Table.Tr>
                <SortHeader column={FLEET_COLUMNS[0]!} search={search} />
                <Table.Th scope="col">Group</Table.Th>
                <Table.Th scope="col">Labels</Table.Th>
                {FLEET_COLUMNS.slice(1).map((column) => (
                  <SortHeader key={column.key} column={column} search={search} />
                ))}
                <Table.Th scope="col" ta="right">
                  Against its group
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
          )}
          <Table.Tbody>
            {rows.map((row) => (
              <FleetTableRow key={row.name} row={row} selected={row.name === search.runner} />
            ))}
            {/* The service's figures of every runner together: the yardstick of each row's health. */}
            <Table.Tr style={TOTAL_ROW_STYLE}>
              <Table.Td colSpan={4} fw={600}>
                Whole fleet (every runner)
              </Table.Td>
              <FigureCells figures={fleet.fleet} />
              <Table.Td />
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <RunnersPager span={span} param="page" items="runners" busy={busy} />
      <Text size="xs" c="dimmed">
        {FIGURE_COLUMNS.filter((column) => column.key !== 'p95_duration')
          .map((column) => `${column.key === 'median_duration' ? 'Durations' : column.label}: ${column.unit}.`)
          .join(' ')}{' '}
        {AGAINST_GROUP_WORDS}
      </Text>
    </Panel>
  );
}

// Plain options, made once: a Mantine option component each cost the phone's first render 14 more components.
const SORT_OPTIONS = FLEET_COLUMNS.flatMap((column) =>
  (['asc', 'desc'] as const).map((dir) => (
    <option key={`${column.key} ${dir}`} value={`${column.key} ${dir}`}>{`${column.label}, ${ARIA_SORT[dir]}`}</option>
  )),
);

function FleetSortSelect({ search }: { search: RunnersSearch }) {
  const navigate = useNavigate({ from: RUNNERS_ROUTE });
  return (
    <UrlNativeSelect
      size="xs"
      label="Sort by"
      value={`${search.sort} ${search.dir}`}
      onChange={(value) => {
        const [sort, dir] = value.split(' ') as [FleetSortKey, SortDirection];
        void navigate({ to: '.', resetScroll: false, search: (previous) => ({ ...previous, sort, dir }) });
      }}
    >
      {SORT_OPTIONS}
    </UrlNativeSelect>
  );
}

function SortHeader({ column, search }: { column: (typeof FLEET_COLUMNS)[number]; search: RunnersSearch }) {
  return (
    <Table.SortTh
      label={column.label}
      sorted={search.sort === column.key ? search.dir : undefined}
      first={column.firstDirection}
      control={(dir, props) => <RunnersLink {...props} patch={{ sort: column.key, dir }} />}
      ta={column.unit === undefined ? undefined : 'right'}
      title={column.unit}
    />
  );
}

function FleetTableRow({ row, selected }: { row: FleetRow; selected: boolean }) {
  const degraded = row.verdict.health === 'degraded';
  return (
    <Table.Tr {...markedRowProps(selected, degraded ? 'red' : undefined)}>
      <Table.Td label="Runner">
        {/* Wraps: a long name must not squeeze the "Offline" badge to a few letters. */}
        <div className={classes.group}>
          <RunnersLink
            {...keyboardOpenProps}
            className={classes.name}
            title={`Show the trend of ${row.name}`}
            patch={{ runner: row.name }}
            hash={RUNNER_TREND_ID}
          >
            {row.name}
          </RunnersLink>
          {row.status === 'online' ? null : (
            <PlainBadge size="xs" outline color="gray">
              Offline
            </PlainBadge>
          )}
        </div>
      </Table.Td>
      <Table.Td label="Group">{row.group_name}</Table.Td>
      <Table.Td label="Labels">
        <div className={classes.labels}>
          {row.labels.map((label) => (
            <RunnersLink
              key={label}
              className={classes.label}
              title={`Show the runners with the label ${label}, and its jobs' wait`}
              patch={{ label }}
            >
              {label}
            </RunnersLink>
          ))}
        </div>
      </Table.Td>
      <Table.Td label="Health">
        <div className={classes.stack}>
          <PlainBadge color={RUNNER_HEALTH_COLORS[row.verdict.health]}>{RUNNER_HEALTH_LABELS[row.verdict.health]}</PlainBadge>
          {row.verdict.reasons.length === 0 ? null : <p className={classes.reason}>{reasonsText(row)}</p>}
        </div>
      </Table.Td>
      <FigureCells figures={row.figures} />
      <Table.Td label="Against its group" className={classes.figure}>
        {/* A line per figure, each whole: five lines of words and numbers read as one sentence. */}
        <div className={classes.stack}>
          <span className={classes.nowrap}>success rate {againstText(row.againstGroup.successRate)}</span>
          <span className={classes.nowrap}>median duration {againstText(row.againstGroup.medianDuration)}</span>
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

function FigureCells({ figures }: { figures: RunnerFigures }) {
  return FIGURE_COLUMNS.map((column) => (
    <Table.Td key={column.key} label={column.label} className={classes.figure}>
      {column.text(column.figure(figures))}
    </Table.Td>
  ));
}
