import type { SearchTestsSort } from '@/api/types';
import { HIDEABLE_COLUMNS, normalizeHiddenColumns, RANKING_SORT, type HideableColumn, type TestSearchSort } from './test-search-params';

// The results table's columns in table order (which show is URL state: `test-search-params.ts`). The last four are facts
// of the whole test, fetched per row, hidden by default.
type ColumnSpec = {
  label: string;
  sort: SearchTestsSort | null;
  /** Fixed, so nothing moves as cells fill in: its label or widest value plus the 12 px of gutters. */
  width: string | undefined;
  description: string;
};

export const RESULT_COLUMNS = {
  name: { label: 'Name', sort: 'test_name', width: undefined, description: 'The test’s name' },
  pipeline: { label: 'Pipeline', sort: 'pipeline_name', width: '5.5rem', description: 'The pipeline this row ran under' },
  job: { label: 'Job', sort: 'job_name', width: '7.5rem', description: 'The job this row ran under' },
  health: { label: 'Health', sort: 'health_status', width: '7rem', description: 'The health badge now, and the test’s quarantine' },
  confidence: { label: 'Confidence', sort: 'health_confidence', width: '7rem', description: 'How sure the health verdict is' },
  impact: { label: 'Impact', sort: 'failed_executions_impact', width: '4.25rem', description: 'The failed share of runs, as a level' },
  executions: {
    label: 'Runs, 7 d',
    sort: 'executions_count',
    width: '4.5rem',
    description: 'Runs of this row (its pipeline and job) over the last 7 days, every conclusion',
  },
  failedRuns: {
    label: 'Failed, 7 d',
    sort: null,
    width: '4.75rem',
    description: 'Failed runs of this row (its pipeline and job) over the last 7 days',
  },
  failedShare: {
    label: 'Failure ratio, 7 d',
    sort: 'failed_executions_ratio',
    width: '5.25rem',
    description: 'Failed share of this row’s executed (passed or failed) runs over the last 7 days: what the failure-ratio sort orders by',
  },
  failureRatio: {
    label: 'Test failure ratio, 7 d',
    sort: null,
    width: '5.5rem',
    description: 'Failed share of the test’s runs over the last 7 days, every pipeline and job together',
  },
  flakinessRatio: {
    label: 'Test flakiness, 7 d',
    sort: null,
    width: '5.5rem',
    description: 'Flaky-failure share of the test’s runs over the last 7 days, every pipeline and job together',
  },
  lastFailure: {
    label: 'Test’s last failure',
    sort: null,
    width: '6rem',
    description: 'When the test last failed on the default branch, any pipeline and job',
  },
  failureTrend: {
    label: 'Test failures per day, 14 d',
    sort: null,
    width: '6.5rem',
    description: 'The test’s failures per UTC day over the last 14 days, every pipeline and job, all rows on one scale',
  },
} satisfies Record<'name' | HideableColumn, ColumnSpec>;

export type ResultColumn = keyof typeof RESULT_COLUMNS;

/** The ranking's label, then each API sort's: its column's label. */
export const SORT_LABELS = {
  [RANKING_SORT]: 'Failed runs, 7 d, per test',
  ...Object.fromEntries(Object.values(RESULT_COLUMNS).flatMap((column) => (column.sort === null ? [] : [[column.sort, column.label]]))),
} as Record<TestSearchSort, string>;

/** The per-test ranking, then the API's sorts in the order of their columns. */
export const SORT_MENU: readonly TestSearchSort[] = [RANKING_SORT, ...Object.values(RESULT_COLUMNS).flatMap((column) => column.sort ?? [])];

/** The columns shown; the sorted-by one always among them. */
export function visibleColumns(hidden: readonly HideableColumn[], sort?: string): ResultColumn[] {
  return ['name', ...HIDEABLE_COLUMNS.filter((column) => !hidden.includes(column) || RESULT_COLUMNS[column].sort === sort)];
}

export function toggleColumn(hidden: readonly HideableColumn[], column: HideableColumn): HideableColumn[] {
  return normalizeHiddenColumns(hidden.includes(column) ? hidden.filter((entry) => entry !== column) : [...hidden, column]);
}

export const INSIGHT_COLUMNS = {
  details: ['failureRatio', 'flakinessRatio', 'lastFailure'],
  failureTrend: ['failureTrend'],
} as const satisfies Record<string, readonly HideableColumn[]>;
