import { describe, expect, it } from 'vitest';
import { listTestExecutionsSortValues } from '@/api/generated/enums';
import { EXECUTION_COLUMNS, executionPageSizes, nextSortDirection } from './execution-columns';

describe('EXECUTION_COLUMNS', () => {
  it('has one column per sort the API offers, pipeline and job before the count', () => {
    expect(EXECUTION_COLUMNS.map((column) => column.sort).sort()).toEqual([...listTestExecutionsSortValues].sort());
    expect(EXECUTION_COLUMNS.map((column) => column.label)).toEqual(['Pipeline', 'Job', 'Executions']);
  });
});

describe('nextSortDirection', () => {
  const [pipeline, , count] = EXECUTION_COLUMNS;
  if (pipeline === undefined || count === undefined) throw new Error('three columns');

  it('starts another column from its own first direction: names A→Z, counts largest first', () => {
    expect(nextSortDirection(pipeline, { sort: 'executions_count', direction: 'desc' })).toBe('asc');
    expect(nextSortDirection(count, { sort: 'pipeline_name', direction: 'asc' })).toBe('desc');
  });

  it('flips the sorted column', () => {
    expect(nextSortDirection(pipeline, { sort: 'pipeline_name', direction: 'asc' })).toBe('desc');
    expect(nextSortDirection(count, { sort: 'executions_count', direction: 'desc' })).toBe('asc');
  });
});

describe('executionPageSizes', () => {
  it('offers the usual sizes, plus the one a shared link asks for, in order', () => {
    expect(executionPageSizes(25)).toEqual([10, 25, 50, 100]);
    expect(executionPageSizes(2)).toEqual([2, 10, 25, 50, 100]);
    expect(executionPageSizes(30)).toEqual([10, 25, 30, 50, 100]);
  });
});
