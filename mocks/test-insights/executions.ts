// A test's executions per identity (operation 7): its default-branch runs of any conclusion in the
// window (within the retention) per identity, identities without runs left out; ties by pipeline then job.
import { listTestExecutionsSortValues } from '@/api/generated/enums';
import { compareText } from '../core/statistics';
import type { SortDirection } from './search';
import { runsIn, type TestDefinition, type TestIdentity } from './test-run-store';

export const EXECUTION_SORTS = listTestExecutionsSortValues;
export type ExecutionSort = (typeof EXECUTION_SORTS)[number];

export interface ExecutionRow {
  identity: TestIdentity;
  executionsCount: number;
}

export function listExecutions(
  test: TestDefinition,
  window: { start: number; end: number },
  retainedFrom: number,
  sort: ExecutionSort,
  direction: SortDirection,
): ExecutionRow[] {
  const rows = test.identities
    .map((identity) => ({ identity, executionsCount: runsIn(identity.runs, Math.max(window.start, retainedFrom), window.end).length }))
    .filter((row) => row.executionsCount > 0);
  const sign = direction === 'asc' ? 1 : -1;
  const byPipeline = (a: ExecutionRow, b: ExecutionRow) => compareText(a.identity.pipelineName, b.identity.pipelineName);
  const byJob = (a: ExecutionRow, b: ExecutionRow) => compareText(a.identity.jobName, b.identity.jobName);
  const primary =
    sort === 'executions_count'
      ? (a: ExecutionRow, b: ExecutionRow) => a.executionsCount - b.executionsCount
      : sort === 'pipeline_name'
        ? byPipeline
        : byJob;
  return rows.sort((a, b) => sign * primary(a, b) || byPipeline(a, b) || byJob(a, b));
}
