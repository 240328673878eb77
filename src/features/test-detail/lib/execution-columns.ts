import type { SortDirection, TestExecutionsSort } from '@/api/types';
import { PER_PAGE_OPTIONS } from './test-detail-search';

type ExecutionColumn = {
  sort: TestExecutionsSort;
  label: string;
  numeric: boolean;
  /** The direction a first click sorts by: names read A→Z first, counts largest first. */
  firstDirection: SortDirection;
};

/** Each sort the API offers is a column, left to right as listed. */
const COLUMN_OF: Record<TestExecutionsSort, Omit<ExecutionColumn, 'sort'>> = {
  pipeline_name: { label: 'Pipeline', numeric: false, firstDirection: 'asc' },
  job_name: { label: 'Job', numeric: false, firstDirection: 'asc' },
  executions_count: { label: 'Executions', numeric: true, firstDirection: 'desc' },
};

export const EXECUTION_COLUMNS: readonly ExecutionColumn[] = (Object.keys(COLUMN_OF) as TestExecutionsSort[]).map((sort) => ({
  sort,
  ...COLUMN_OF[sort],
}));

/** Clicking the sorted column flips its direction; another column starts from its own first direction. */
export function nextSortDirection(column: ExecutionColumn, current: { sort: TestExecutionsSort; direction: SortDirection }): SortDirection {
  if (current.sort !== column.sort) return column.firstDirection;
  return current.direction === 'asc' ? 'desc' : 'asc';
}

/** The usual sizes, plus a size a shared link asks for (the API accepts any from 1 to 100), ascending. */
export function executionPageSizes(current: number): number[] {
  const sizes: number[] = [...PER_PAGE_OPTIONS];
  if (!sizes.includes(current)) sizes.push(current);
  return sizes.sort((a, b) => a - b);
}
