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
import { useSeenOnScreen } from '@/lib/use-seen-on-screen';
import { formatCount, formatRatio } from '@/lib/format';
import { RESULT_COLUMNS, type ResultColumn } from '../lib/result-columns';
import { SORT_LABELS, type TestSearchSort } from '../lib/test-search-params';
import { InsightCell, isInsightColumn, useRowInsights, useSparklineScale } from './row-insight-cells';
import { ShortTestNameLink } from './short-test-name-link';
import classes from './test-results-table.module.css';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * One row per test identity; the name links to the test's page. The columns are the URL's choice
 * (`columns`, name first); a sortable column's header is a sort button (the header carries
 * `aria-sort`). A row's runs and failed runs come with search's answer; the test-wide ratios, last
 * failure and failure trend (hidden by default) are asked per test for the rows that come on screen, and
 * fill in cells whose size is fixed, so the table does not move. The trends share one scale.
 */
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
  /** The columns shown, left to right (the name first). */
  columns: readonly ResultColumn[];
  sort: TestSearchSort;
  direction: SortDirection;
  onSort: (sort: SearchTestsSort) => void;
  busy: boolean;
  /** Where the page's "Skip to results" link moves focus (hence `tabIndex` -1). */
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
        // Up to ten figure columns beside the name: narrower gutters (and columns, see result-columns.ts)
        // leave the name room on its one line.
        horizontalSpacing={6}
        aria-label={`Tests, sorted by ${SORT_LABELS[sort]}, ${ARIA_SORT[direction]}`}
        aria-busy={busy}
        // Dimmed at once, no fade: a fade repaints the whole table on every frame of the click it answers.
        style={{ tableLayout: 'fixed', opacity: busy ? 0.6 : 1 }}
      >
        <ResultsHeader columns={columns} sort={sort} direction={direction} onSort={onSort} scale={scale} />
        <Table.Tbody>
          {/* Keyed by position: the next page, sort or filter updates the rows in place (text and
              attributes) instead of removing every row and building new ones. Rows hold no state. */}
          {tests.map((test, index) => (
            <TestResultRow key={index} repo={repo} test={test} columns={columns} scale={scale} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A column's width in Mantine's scale: `rem` follows the page's root font size, which a host page
 * embedding the tab may have changed; `--mantine-scale` brings it back (as Mantine's own sizes do).
 */
function scaledWidth(width: string | undefined): string | undefined {
  return width === undefined ? undefined : `calc(${width} * var(--mantine-scale, 1))`;
}

/** Room for the name (10 rem at least) and every fixed column: narrower screens scroll sideways instead of squeezing. */
function minTableWidth(columns: readonly ResultColumn[]): number {
  const rem = columns.reduce((sum, column) => sum + Number.parseFloat(RESULT_COLUMNS[column].width ?? '10'), 0);
  return Math.round(rem * 16);
}

/**
 * One test identity; memoised, so dimming the table while the next page loads leaves the rows alone.
 * It watches whether it is on screen: only then does it ask for its test's figures.
 */
const TestResultRow = memo(function TestResultRow({
  repo,
  test,
  columns,
  scale,
}: {
  repo: RepositoryRef;
  test: TestSearchResult;
  columns: readonly ResultColumn[];
  /** The sparklines' one scale (failures per day drawn full height). */
  scale: number;
}) {
  const [rowRef, onScreen] = useSeenOnScreen<HTMLTableRowElement>();
  const insights = useRowInsights(repo, test, columns, onScreen);
  return (
    // `j`/`k` move through the rows, Enter opens the name's link, `q` quarantines the test.
    <Table.Tr ref={rowRef} {...keyboardRowProps(test.test_name)}>
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

/** A cell search itself answers. */
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

/** A count search answered, or a dash saying the service reports none (an optional field). */
function RunCount({ value }: { value: number | undefined }) {
  if (value !== undefined) return <>{formatCount(value)}</>;
  return (
    <span className={classes.dimmed} title="This service reports no run counts">
      <span aria-hidden="true">—</span>
      <span className={classes.visuallyHidden}>not reported</span>
    </span>
  );
}

/** The headers; memoised, so a new page of rows (or the dimming while it loads) leaves them alone. */
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
