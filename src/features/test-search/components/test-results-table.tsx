import { Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { SearchTestsSort, SortDirection, TestSearchResult } from '@/api/types';
import { HealthBadge } from '@/components/health/health-badge';
import { Table } from '@/components/table/table';
import { NARROW_COLUMN_CLAMP } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { levelLabel } from '@/domain/tests/levels';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardRowProps } from '@/lib/keyboard-targets';
import { TestListBadge } from '@/lib/test-badge-context';
import { formatCount, formatRatio } from '@/lib/format';
import { RESULT_COLUMNS, type ResultColumn } from '../lib/result-columns';
import { ARIA_SORT, SORT_LABELS, type TestSearchSort } from '../lib/test-search-params';
import { InsightCell, isInsightColumn, useRowInsights, useSparklineScale } from './row-insight-cells';
import { ShortTestNameLink } from './short-test-name-link';
import classes from './test-results-table.module.css';

/** One row per test identity in the URL's columns; per-row figures fill fixed-size cells, so the table does not move. */
export function TestResultsTable({
  repo,
  tests,
  sort,
  direction,
  onSort,
  busy,
  id,
  columns,
}: {
  repo: RepositoryRef;
  tests: readonly TestSearchResult[];
  columns: readonly ResultColumn[];
  sort: TestSearchSort;
  direction: SortDirection;
  onSort: (sort: SearchTestsSort) => void;
  busy: boolean;
  id?: string;
}) {
  const scale = useSparklineScale(
    repo,
    tests.map((test) => test.test_id),
    columns.includes('failureTrend'),
  );
  return (
    <Table.ScrollContainer minWidth={minTableWidth(columns)} stacked>
      <Table
        stacked
        id={id}
        tabIndex={id === undefined ? undefined : -1}
        striped
        highlightOnHover
        verticalSpacing="xs"
        // Narrow gutters leave the name room on its one line beside up to ten figure columns.
        horizontalSpacing={6}
        aria-label={`Tests, sorted by ${SORT_LABELS[sort]}, ${ARIA_SORT[direction]}`}
        aria-busy={busy}
        // Dimmed at once, no fade: a fade repaints the whole table on every frame of the click it answers.
        style={{ tableLayout: 'fixed', opacity: busy ? 0.6 : 1 }}
      >
        <ResultsHeader columns={columns} sort={sort} direction={direction} onSort={onSort} scale={scale} />
        <Table.Tbody>
          {/* Keyed by position: the next page updates the rows in place. Rows hold no state. */}
          {tests.map((test, index) => (
            <TestResultRow key={index} repo={repo} test={test} columns={columns} scale={scale} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `rem` follows a host page's root font size; `--mantine-scale` brings it back, as Mantine's own sizes do. */
function scaledWidth(width: string | undefined): string | undefined {
  return width === undefined ? undefined : `calc(${width} * var(--mantine-scale, 1))`;
}

/** Room for the name (10 rem) and every fixed column: narrower screens scroll sideways. */
function minTableWidth(columns: readonly ResultColumn[]): number {
  const rem = columns.reduce((sum, column) => sum + Number.parseFloat(RESULT_COLUMNS[column].width ?? '10'), 0);
  return Math.round(rem * 16);
}

/** Memoised, so dimming the table while the next page loads leaves the rows alone. */
const TestResultRow = memo(function TestResultRow({
  repo,
  test,
  columns,
  scale,
}: {
  repo: RepositoryRef;
  test: TestSearchResult;
  columns: readonly ResultColumn[];
  scale: number;
}) {
  const insights = useRowInsights(repo, test, columns);
  return (
    // `j`/`k` move through the rows, Enter opens the name's link, `q` quarantines the test.
    <Table.Tr {...keyboardRowProps(test.test_name)}>
      {columns.map((column) => (
        <Table.Td
          key={column}
          label={column === 'name' ? undefined : RESULT_COLUMNS[column].label}
          className={isInsightColumn(column) ? classes.numeric : undefined}
          style={column === 'pipeline' ? { overflowWrap: 'anywhere' } : undefined}
        >
          {isInsightColumn(column) ? (
            <InsightCell column={column} insights={insights} scale={scale} />
          ) : (
            <SearchCell column={column} repo={repo} test={test} />
          )}
        </Table.Td>
      ))}
    </Table.Tr>
  );
});

function SearchCell({
  column,
  repo,
  test,
}: {
  column: Exclude<ResultColumn, Parameters<typeof InsightCell>[0]['column']>;
  repo: RepositoryRef;
  test: TestSearchResult;
}) {
  switch (column) {
    case 'name':
      return <ShortTestNameLink repo={repo} testId={test.test_id} name={test.test_name} />;
    case 'pipeline':
      return <DataText value={test.pipeline_name} breakable clamp={NARROW_COLUMN_CLAMP} />;
    case 'job':
      // One line, so a row stays one line high (the whole job in its title).
      return (
        <span className={classes.oneLine} title={test.job_name}>
          {test.job_name}
        </span>
      );
    case 'health':
      return (
        <>
          <HealthBadge health={test.metrics.health_status} />
          <TestListBadge testId={test.test_id} />
        </>
      );
    case 'confidence':
      return <>{levelLabel(test.metrics.health_confidence)}</>;
    case 'impact':
      return test.metrics.failed_executions_impact === null ? (
        <span className={classes.dimmed} title="Healthy tests have no failed-executions impact">
          <span aria-hidden="true">{levelLabel(null)}</span>
          <span className={classes.visuallyHidden}>none</span>
        </span>
      ) : (
        <>{levelLabel(test.metrics.failed_executions_impact)}</>
      );
    case 'executions':
      return <RunCount value={test.metrics.executions_count} />;
    case 'failedRuns':
      return <RunCount value={test.metrics.failed_executions_count} />;
    case 'failedShare':
      return test.metrics.failed_executions_ratio === undefined ? (
        <RunCount value={undefined} />
      ) : (
        <>{formatRatio(test.metrics.failed_executions_ratio)}</>
      );
  }
}

/** A dash when the service reports no counts (an optional field). */
function RunCount({ value }: { value: number | undefined }) {
  if (value !== undefined) return <>{formatCount(value)}</>;
  return (
    <span className={classes.dimmed} title="This service reports no run counts">
      <span aria-hidden="true">—</span>
      <span className={classes.visuallyHidden}>not reported</span>
    </span>
  );
}

const ResultsHeader = memo(function ResultsHeader({
  columns,
  sort,
  direction,
  onSort,
  scale,
}: {
  columns: readonly ResultColumn[];
  sort: TestSearchSort;
  direction: SortDirection;
  onSort: (sort: SearchTestsSort) => void;
  scale: number;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((key) => {
          const column = RESULT_COLUMNS[key];
          const columnSort = column.sort;
          if (columnSort === null) {
            return (
              <Table.Th key={key} w={scaledWidth(column.width)} title={column.description}>
                <Text span fw={600} fz="sm">
                  {column.label}
                </Text>
                {key === 'failureTrend' ? (
                  <Text span display="block" fz="xs" c="dimmed">
                    one scale, 0–{formatCount(scale)} a day
                  </Text>
                ) : null}
              </Table.Th>
            );
          }
          const active = columnSort === sort;
          return (
            <Table.Th key={key} aria-sort={active ? ARIA_SORT[direction] : 'none'} w={scaledWidth(column.width)} title={column.description}>
              <UnstyledButton onClick={() => onSort(columnSort)} fw={600} fz="sm">
                <Group gap={4} wrap="nowrap">
                  {column.label}
                  <Text span size="xs" c={active ? undefined : 'dimmed'} aria-hidden="true">
                    {active ? (direction === 'asc' ? '▲' : '▼') : '↕'}
                  </Text>
                </Group>
              </UnstyledButton>
            </Table.Th>
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
});
