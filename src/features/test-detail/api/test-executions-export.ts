import type { ApiClient } from '@/api/client';
import { repositoryPath } from '@/api/repository-path';
import type { TestExecutionResult } from '@/api/types';
import type { RepositoryRef } from '@/lib/app-config';
import { queryFilters, spanWindow } from '@/lib/export/export-scope';
import type { ExportColumn, ExportSource } from '@/lib/export/export-source';
import { windowWords } from '@/domain/periods/time-window';
import type { ResolvedWindow } from '@/domain/periods/time-window';
import { toExecutionsQuery, type ExecutionsPageRequest } from '@/queries/executions';

const EXPORT_PAGE_SIZE = 100;

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
  const query = toExecutionsQuery({ ...request, cursor: undefined, perPage: EXPORT_PAGE_SIZE }, window);
  return {
    what: 'executions',
    fileName: `${repository.owner} ${repository.repo} test ${testId} executions`,
    columns: EXECUTION_EXPORT_COLUMNS,
    scope: () => ({
      window: spanWindow(windowWords(request.window), window.start, window.end),
      filters: [{ name: 'test_id', value: testId }, ...queryFilters(query, ['start', 'end'])],
    }),
    fetchPage: async (cursor, signal) => {
      const page = await api.listTestExecutions(
        { path: { ...repositoryPath(repository), test_id: testId }, query: cursor === null ? query : { ...query, cursor } },
        { signal },
      );
      return { items: page.data.executions, next: page.links.next?.cursor ?? null };
    },
  };
}
