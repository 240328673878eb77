import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestExecutionResult, TestFailure } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { queryFilters, spanWindow } from '@/lib/export/export-scope';
import { linkPages, onePage, type ExportColumn, type ExportSource } from '@/lib/export/export-source';
import { windowWords, type ResolvedWindow } from '@/domain/periods/time-window';
import { toExecutionsQuery, type ExecutionsPageRequest } from '@/queries/executions';

const EXECUTION_EXPORT_COLUMNS: readonly ExportColumn<TestExecutionResult>[] = [
  { header: 'Test name', value: (row) => row.test_name },
  { header: 'Pipeline', value: (row) => row.pipeline_name },
  { header: 'Job', value: (row) => row.job_name },
  { header: 'Executions', value: (row) => row.executions_count },
  { header: 'Test ID', value: (row) => row.test_id },
];

/** Every run of the test, in the sort on screen and the table's resolved window (a preset must not move while read). */
export function testExecutionsExport(
  api: ApiClient,
  repository: RepositoryRef,
  testId: string,
  request: ExecutionsPageRequest,
  window: ResolvedWindow,
): ExportSource<TestExecutionResult> {
  const query = toExecutionsQuery({ ...request, cursor: undefined, perPage: 100 }, window);
  return {
    what: 'executions',
    fileName: `${repository.owner} ${repository.repo} test ${testId} executions`,
    columns: EXECUTION_EXPORT_COLUMNS,
    scope: () => ({
      window: spanWindow(windowWords(request.window), window.start, window.end),
      filters: [{ name: 'test_id', value: testId }, ...queryFilters(query, ['start', 'end'])],
    }),
    fetchPage: linkPages(
      (cursor, signal) =>
        api.listTestExecutions({ path: { ...repositoryPath(repository), test_id: testId }, query: { ...query, cursor } }, { signal }),
      (data) => data.executions,
    ),
  };
}

const FAILURE_EXPORT_COLUMNS: readonly ExportColumn<TestFailure>[] = [
  { header: 'Exception type', value: (failure) => failure.exception_type },
  { header: 'Exception message', value: (failure) => failure.exception_message },
  { header: 'Occurrences', value: (failure) => failure.failure_count },
  { header: 'First seen', value: (failure) => failure.first_failure_at },
  { header: 'Last seen', value: (failure) => failure.last_failure_at },
  { header: 'Failure ID', value: (failure) => failure.id },
];

/** A test's failure groups, as the table read them; the failures operation takes no window. */
export function testFailuresExport(repository: RepositoryRef, testId: string, failures: readonly TestFailure[]): ExportSource<TestFailure> {
  return {
    what: 'failure groups',
    fileName: `${repository.owner} ${repository.repo} test ${testId} failures`,
    columns: FAILURE_EXPORT_COLUMNS,
    total: failures.length,
    scope: () => ({
      window: { description: 'the retained history (the failures operation takes no window)' },
      filters: [{ name: 'test_id', value: testId }],
    }),
    fetchPage: onePage(() => failures),
  };
}
