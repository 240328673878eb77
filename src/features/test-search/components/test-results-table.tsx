import { Text } from '@mantine/core';
import { memo, useCallback, useId, useState, type ComponentProps } from 'react';
import type { SearchTestsSort, SortDirection, TestSearchResult } from '@/api/types';
import { HealthBadge } from '@/components/health/health-badge';
import { ARIA_SORT, Table } from '@/components/table/table';
import { NARROW_COLUMN_CLAMP } from '@/components/text/clamp-text';
import { DataText, IsolatedText } from '@/components/text/data-text';
import { COST_WINDOW_LABEL, type TestCostEntry } from '@/domain/tests/test-cost';
import { levelLabel } from '@/domain/tests/levels';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardRowProps } from '@/lib/keyboard-targets';
import { TestListBadge } from '@/lib/test-badge-context';
import { formatCount, formatRatio } from '@/lib/format';
import { useEqualValue } from '@/lib/use-equal-value';
import { RESULT_COLUMNS, SORT_LABELS, visibleColumns, type ResultColumn } from '../lib/result-columns';
import {
  firstDirection,
  firstPage,
  RANKING_SORT,
  type TestSearchParams,
  type TestSearchSort,
  type UpdateTestSearch,
} from '../lib/test-search-params';
import { InsightCell, isInsightColumn, useRowInsights, useSparklineScale } from './row-insight-cells';
import { ShortTestNameLink } from './short-test-name-link';
import classes from './test-results-table.module.css';

/** One row per test identity in the URL's columns; per-row figures fill fixed-size cells, so the table does not move. */
export function TestResultsTable({
  repo,
  tests,
  search,
  onSearchChange,
  busy,
  id,
}: {
  repo: RepositoryRef;
  tests: readonly TestSearchResult[];
  search: TestSearchParams;
  onSearchChange: UpdateTestSearch;
  busy: boolean;
  id?: string;
}) {
  const { sort, dir: direction } = search;
  const onSort = useCallback(
    (next: SearchTestsSort, dir: SortDirection) => onSearchChange((previous) => firstPage({ ...previous, sort: next, dir })),
    [onSearchChange],
  );
  // The same list while its contents stay, so the memoised rows keep their columns.
  const columns = useEqualValue(visibleColumns(search.hide, sort));
  const scale = useSparklineScale(
    repo,
    tests.map((test) => test.test_id),
    columns.includes('failureTrend'),
  );
  // Room for the name (10 rem) and every fixed column: narrower screens scroll sideways.
  const rem = columns.reduce((sum, column) => sum + Number.parseFloat(RESULT_COLUMNS[column].width ?? '10'), 0);
  return (
    <ResultsTable
      id={id}
      minWidth={Math.round(rem * 16)}
      verticalSpacing="xs"
      busy={busy}
      aria-label={`Tests, sorted by ${SORT_LABELS[sort]}, ${ARIA_SORT[direction]}`}
    >
      <ResultsHeader columns={columns} sort={sort} direction={direction} onSort={onSort} scale={scale} />
      <Table.Tbody>
        {/* Keyed by position: the next page updates the rows in place. Rows hold no state. */}
        {tests.map((test, index) => (
          <TestResultRow key={index} repo={repo} test={test} columns={columns} scale={scale} />
        ))}
      </Table.Tbody>
    </ResultsTable>
  );
}

/** Both views' table: cards on a phone, narrow gutters, dimmed at once while the next answer loads (a fade repaints every frame). */
function ResultsTable({ minWidth, busy, ...props }: ComponentProps<typeof Table> & { minWidth: number; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} stacked>
      <Table
        stacked
        tabIndex={props.id === undefined ? undefined : -1}
        striped
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing={6}
        aria-busy={busy}
        style={{ tableLayout: 'fixed', opacity: busy ? 0.6 : 1 }}
        {...props}
      />
    </Table.ScrollContainer>
  );
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
        <Missing mark={levelLabel(null)} said="none" title="Healthy tests have no failed-executions impact" />
      ) : (
        <>{levelLabel(test.metrics.failed_executions_impact)}</>
      );
    case 'executions':
      return reported(test.metrics.executions_count, formatCount);
    case 'failedRuns':
      return reported(test.metrics.failed_executions_count, formatCount);
    case 'failedShare':
      return reported(test.metrics.failed_executions_ratio, formatRatio);
  }
}

function Missing({ mark, said, title }: { mark: string; said: string; title: string }) {
  return (
    <span className={classes.dimmed} title={title}>
      <span aria-hidden="true">{mark}</span>
      <span className={classes.visuallyHidden}>{said}</span>
    </span>
  );
}

function reported(value: number | undefined, format: (value: number) => string) {
  return value === undefined ? <Missing mark="—" said="not reported" title="This service reports no run counts" /> : format(value);
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
  onSort: (sort: SearchTestsSort, direction: SortDirection) => void;
  scale: number;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((key) => {
          const column = RESULT_COLUMNS[key];
          const columnSort = column.sort;
          // `rem` follows a host page's root font size; `--mantine-scale` brings it back, as Mantine's own sizes do.
          const layout = { w: column.width && `calc(${column.width} * var(--mantine-scale, 1))`, title: column.description };
          if (columnSort === null)
            return (
              <Table.Th key={key} {...layout}>
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
          return (
            <Table.SortTh
              key={key}
              {...layout}
              label={column.label}
              sorted={columnSort === sort ? direction : undefined}
              first={firstDirection(columnSort)}
              control={(next, props) => <button type="button" {...props} onClick={() => onSort(columnSort, next)} />}
            />
          );
        })}
      </Table.Tr>
    </Table.Thead>
  );
});

function IdentityLabel({ pipeline, job }: { pipeline: string; job: string }) {
  return (
    <span className={classes.oneLine} title={`${pipeline} · ${job}`}>
      <IsolatedText value={pipeline} /> · <IsolatedText value={job} />
    </span>
  );
}

/** One row per test, its 7-day figures added up over its pipelines and jobs (listed below it on a click); the overview's too. */
export function TestCostTable({
  repo,
  entries,
  counted,
  direction,
  busy,
  id,
  label,
  narrow = false,
}: {
  repo: RepositoryRef;
  entries: readonly TestCostEntry[];
  counted: boolean;
  direction: SortDirection;
  busy: boolean;
  id?: string;
  label?: string;
  /** Narrower identity and figure columns, so the names have the room (the overview's, beside its filters). */
  narrow?: boolean;
}) {
  const widths = narrow ? ['10rem', '5rem'] : ['14rem', '6.5rem'];
  const sortedBy = counted ? SORT_LABELS[RANKING_SORT] : 'the service’s failure ratio, 7 d';
  return (
    <ResultsTable id={id} minWidth={640} busy={busy} aria-label={label ?? `Tests, sorted by ${sortedBy}, ${ARIA_SORT[direction]}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th w={widths[0]}>Pipeline · job</Table.Th>
          <Table.Th w="6.5rem">Health</Table.Th>
          {counted ? (
            <>
              <Table.Th
                w={widths[1]}
                aria-sort={ARIA_SORT[direction]}
                title="Failed runs over the last 7 days, every pipeline and job of the test added up"
              >
                Failed runs, {COST_WINDOW_LABEL}
              </Table.Th>
              <Table.Th w="5rem" title="Runs over the last 7 days, every conclusion, every pipeline and job of the test added up">
                Runs, {COST_WINDOW_LABEL}
              </Table.Th>
            </>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <TestCostRows key={entry.testId} repo={repo} entry={entry} counted={counted} />
        ))}
      </Table.Tbody>
    </ResultsTable>
  );
}

const TestCostRows = memo(function TestCostRows({ repo, entry, counted }: { repo: RepositoryRef; entry: TestCostEntry; counted: boolean }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [only] = entry.identities;
  const several = entry.identities.length > 1;
  return (
    <>
      <Table.Tr {...keyboardRowProps(entry.testName)}>
        <Table.Td>
          <ShortTestNameLink repo={repo} testId={entry.testId} name={entry.testName} />
        </Table.Td>
        <Table.Td label="Pipeline · job">
          {several || only === undefined ? (
            <button
              type="button"
              className={classes.disclosure}
              aria-expanded={open}
              aria-controls={open ? listId : undefined}
              onClick={() => setOpen(!open)}
            >
              <span aria-hidden="true">{open ? '▾' : '▸'}</span> {entry.identities.length} pipelines and jobs
            </button>
          ) : (
            <IdentityLabel pipeline={only.pipeline_name} job={only.job_name} />
          )}
        </Table.Td>
        <Table.Td label="Health">
          <HealthBadge health={entry.health} />
          <TestListBadge testId={entry.testId} />
        </Table.Td>
        {counted ? <FigureCells failedRuns={entry.failedRuns} runs={entry.runs} /> : null}
      </Table.Tr>
      {several && open
        ? entry.identities.map((identity, index) => (
            <Table.Tr
              key={`${identity.pipeline_name}|${identity.job_name}`}
              id={index === 0 ? listId : undefined}
              className={classes.identityRow}
            >
              <Table.Td>
                <span className={classes.visuallyHidden}>{entry.testName}, </span>
              </Table.Td>
              <Table.Td label="Pipeline · job">
                <IdentityLabel pipeline={identity.pipeline_name} job={identity.job_name} />
              </Table.Td>
              <Table.Td label="Health">
                <HealthBadge health={identity.metrics.health_status} />
              </Table.Td>
              {counted ? (
                <FigureCells failedRuns={identity.metrics.failed_executions_count} runs={identity.metrics.executions_count} />
              ) : null}
            </Table.Tr>
          ))
        : null}
    </>
  );
});

function FigureCells({ failedRuns, runs }: { failedRuns: number | null | undefined; runs: number | null | undefined }) {
  return (
    <>
      <Table.Td label={`Failed runs, ${COST_WINDOW_LABEL}`} className={classes.numeric}>
        {formatCount(failedRuns ?? 0)}
      </Table.Td>
      <Table.Td label={`Runs, ${COST_WINDOW_LABEL}`} className={classes.numeric}>
        {formatCount(runs ?? 0)}
      </Table.Td>
    </>
  );
}
