import { listTestExecutionsSortValues } from '@/api/generated/enums';
import type { SortDirection, TestExecutionsSort } from '@/api/types';
import { PER_PAGE_OPTIONS } from './test-detail-search';

type ExecutionColumn = {
  sort: TestExecutionsSort;
  label: string;
  numeric: boolean;
  /** The direction a first click sorts by: names read A→Z first, counts largest first. */
  firstDirection: SortDirection;
};

/** Each sort the API offers is a column; `position` is where it sits, left to right. */
const COLUMN_OF: Record<TestExecutionsSort, Omit<ExecutionColumn, 'sort'> & { position: number }> = {
  pipeline_name: { label: 'Pipeline', numeric: false, firstDirection: 'asc', position: 0 },
  job_name: { label: 'Job', numeric: false, firstDirection: 'asc', position: 1 },
  executions_count: { label: 'Executions', numeric: true, firstDirection: 'desc', position: 2 },
};

export const EXECUTION_COLUMNS: readonly ExecutionColumn[] = listTestExecutionsSortValues
  .map((sort) => ({ sort, ...COLUMN_OF[sort] }))
  .sort((a, b) => a.position - b.position)
  .map(({ position: _position, ...column }) => column);

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
