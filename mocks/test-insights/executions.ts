// A test's executions per identity (operation 7): the identities under which it ran on the default
// branch in the window (runs of any conclusion, within the retention), identities without runs left
// out. Ties are broken by pipeline then job name, ascending, so pages are stable.
import { listTestExecutionsSortValues } from '@/api/generated/enums';
import { rangeOf } from './run-columns';
import type { SortDirection } from './search';
import type { TestDefinition, TestIdentity } from './test-run-store';

export const EXECUTION_SORTS = listTestExecutionsSortValues;
export type ExecutionSort = (typeof EXECUTION_SORTS)[number];

export interface ExecutionRow {
  identity: TestIdentity;
  executionsCount: number;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function listExecutions(
  test: TestDefinition,
  window: { start: number; end: number },
  retainedFrom: number,
  sort: ExecutionSort,
  direction: SortDirection,
): ExecutionRow[] {
  const rows: ExecutionRow[] = [];
  for (const identity of test.identities) {
    const [from, to] = rangeOf(identity.runs, Math.max(window.start, retainedFrom), window.end);
    if (to > from) rows.push({ identity, executionsCount: to - from });
  }
  const sign = direction === 'asc' ? 1 : -1;
  const tieBreak = (a: ExecutionRow, b: ExecutionRow) =>
    compareText(a.identity.pipelineName, b.identity.pipelineName) || compareText(a.identity.jobName, b.identity.jobName);
  const primary = (a: ExecutionRow, b: ExecutionRow): number => {
    if (sort === 'executions_count') return a.executionsCount - b.executionsCount;
    if (sort === 'pipeline_name') return compareText(a.identity.pipelineName, b.identity.pipelineName);
    return compareText(a.identity.jobName, b.identity.jobName);
  };
  return rows.sort((a, b) => sign * primary(a, b) || tieBreak(a, b));
}
