import { Group, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { SearchTestsSort, SortDirection, TestSearchResult } from '@/api/types';
import { HealthBadge } from '@/components/health/health-badge';
import { Table } from '@/components/table/table';
import { NARROW_COLUMN_CLAMP } from '@/components/text/clamp-text';
import { DataText } from '@/components/text/data-text';
import { TestNameLink } from '@/components/text/test-name-link';
import { levelLabel } from '@/domain/tests/levels';
import type { RepositoryRef } from '@/lib/app-config';
import { keyboardRowProps } from '@/lib/keyboard-targets';
import { SORT_LABELS } from '../lib/test-search-params';
import classes from './test-results-table.module.css';

type Column = { sort: SearchTestsSort; label: string; width?: string };

// Fixed layout: the name takes whatever the short columns leave.
const COLUMNS: readonly Column[] = [
  { sort: 'test_name', label: SORT_LABELS.test_name },
  { sort: 'pipeline_name', label: SORT_LABELS.pipeline_name, width: '6.5rem' },
  { sort: 'job_name', label: SORT_LABELS.job_name, width: '10.5rem' },
  { sort: 'health_status', label: SORT_LABELS.health_status, width: '6rem' },
  { sort: 'health_confidence', label: SORT_LABELS.health_confidence, width: '7.5rem' },
  { sort: 'failed_executions_impact', label: SORT_LABELS.failed_executions_impact, width: '5.5rem' },
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * One row per test identity; the name links to the test's page. Column headers are sort buttons
 * (the header carries `aria-sort`); sorts without a column are in the "Sort by" control above.
 */
export function TestResultsTable({
  repo,
  tests,
  sort,
  direction,
  onSort,
  busy,
  id,
}: {
  repo: RepositoryRef;
  tests: readonly TestSearchResult[];
  sort: SearchTestsSort;
  direction: SortDirection;
  onSort: (sort: SearchTestsSort) => void;
  busy: boolean;
  /** Where the page's "Skip to results" link moves focus (hence `tabIndex` -1). */
  id?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={760} stacked>
      <Table
        stacked
        id={id}
        tabIndex={id === undefined ? undefined : -1}
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={`Tests, sorted by ${SORT_LABELS[sort]}, ${ARIA_SORT[direction]}`}
        aria-busy={busy}
        // Dimmed at once, no fade: a fade repaints the whole table on every frame of the click it answers.
        style={{ tableLayout: 'fixed', opacity: busy ? 0.6 : 1 }}
      >
        <ResultsHeader sort={sort} direction={direction} onSort={onSort} />
        <Table.Tbody>
          {/* Keyed by position: the next page, sort or filter updates the rows in place (text and
              attributes) instead of removing every row and building new ones. Rows hold no state. */}
          {tests.map((test, index) => (
            <TestResultRow key={index} repo={repo} test={test} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One test identity; memoised, so dimming the table while the next page loads leaves the rows alone. */
const TestResultRow = memo(function TestResultRow({ repo, test }: { repo: RepositoryRef; test: TestSearchResult }) {
  return (
    // `j`/`k` move through the rows, Enter opens the name's link, `q` quarantines the test.
    <Table.Tr {...keyboardRowProps(test.test_name)}>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>
        <TestNameLink repo={repo} testId={test.test_id} name={test.test_name} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }} label={SORT_LABELS.pipeline_name}>
        <DataText value={test.pipeline_name} breakable clamp={NARROW_COLUMN_CLAMP} />
      </Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }} label={SORT_LABELS.job_name}>
        <DataText value={test.job_name} breakable clamp={NARROW_COLUMN_CLAMP} />
      </Table.Td>
      <Table.Td label={SORT_LABELS.health_status}>
        <HealthBadge health={test.metrics.health_status} />
      </Table.Td>
      <Table.Td label={SORT_LABELS.health_confidence}>{levelLabel(test.metrics.health_confidence)}</Table.Td>
      <Table.Td label={SORT_LABELS.failed_executions_impact}>
        {test.metrics.failed_executions_impact === null ? (
          <span className={classes.dimmed} title="Healthy tests have no failed-executions impact">
            <span aria-hidden="true">{levelLabel(null)}</span>
            <span className={classes.visuallyHidden}>none</span>
          </span>
        ) : (
          levelLabel(test.metrics.failed_executions_impact)
        )}
      </Table.Td>
    </Table.Tr>
  );
});

/** The sort buttons; memoised, so a new page of rows (or the dimming while it loads) leaves them alone. */
const ResultsHeader = memo(function ResultsHeader({
  sort,
  direction,
  onSort,
}: {
  sort: SearchTestsSort;
  direction: SortDirection;
  onSort: (sort: SearchTestsSort) => void;
}) {
  return (
    <Table.Thead>
      <Table.Tr>
        {COLUMNS.map((column) => {
          const active = column.sort === sort;
          return (
            <Table.Th key={column.sort} aria-sort={active ? ARIA_SORT[direction] : 'none'} w={column.width}>
              <UnstyledButton onClick={() => onSort(column.sort)} fw={600} fz="sm">
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
